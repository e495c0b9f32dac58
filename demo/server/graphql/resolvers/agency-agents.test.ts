// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { createAccounts } from '../../accounts/account-deps'
import { agencyStore } from '../../accounts/agency-store'
import { agentSignedIn, sessionContext, travellerSignedIn } from '../../test-support/accounts'
import { refusalOf } from '../../test-support/api-error'
import { migratedDb } from '../../test-support/migrated-db'
import { seededApi } from '../../test-support/seeded-api'
import type { ApiDeps } from '../context'
import type { AgentInput } from '../generated/resolvers'
import type { SignedIn } from '../request-context'
import { requestAgencyResetKey, resetAgencyPassword } from './account-session'
import { agencyProfile } from './agency'
import { addAgent, removeAgent, updateAgent } from './agency-agents'

const NEW_AGENT: AgentInput = {
  loginId: 'linus.hopper',
  givenName: 'Linus',
  familyName: 'Hopper',
  email: 'linus@hopper.example',
}
const PASSWORD = 'harbour lights 42'

let deps: ApiDeps
let grace: SignedIn & { kind: 'AGENT' }
/** The mail work started after the calls' answers (a reset's waits for its limit). */
let pending: Promise<void>[] = []
const mailed = () => Promise.all(pending)
beforeEach(() => {
  const api = seededApi(migratedDb())
  pending = []
  // Mail is made at once here, so a test reads the outbox as soon as the call answers.
  deps = {
    ...api,
    accounts: createAccounts(api.booking.db, api.now, {
      apiOrigin: 'https://shop.example',
      later: (work) => void pending.push(Promise.resolve(work())),
    }),
  }
  grace = agentSignedIn(deps, 'Hopper Travel')
})

const as = (who?: SignedIn) => sessionContext(who)
const idOf = (loginId: string, profile = agencyProfile(deps, as(grace))) =>
  profile.agents.find((agent) => agent.loginId === loginId)?.agentId ?? ''
/** The reset key in the newest mail's link. */
const keyInMail = () => /reset-password\?key=([\w-]+)/.exec(deps.accounts.outbox.newest(1)[0]?.body ?? '')?.[1] ?? ''

describe('who may change an agency’s agents', () => {
  it('refuses each call without a session: SIGN_IN_REQUIRED', async () => {
    for (const call of [
      () => addAgent(deps, { agent: NEW_AGENT }, as()),
      () => updateAgent(deps, { agentId: grace.agentId, agent: NEW_AGENT }, as()),
      () => removeAgent(deps, { agentId: grace.agentId }, as()),
    ])
      expect(await refusalOf(call)).toMatchObject({ code: 'SIGN_IN_REQUIRED', status: 401 })
  })

  it('refuses each call in a traveller’s session: NOT_PERMITTED', async () => {
    const ada = travellerSignedIn(deps)
    for (const call of [
      () => addAgent(deps, { agent: NEW_AGENT }, as(ada)),
      () => updateAgent(deps, { agentId: grace.agentId, agent: NEW_AGENT }, as(ada)),
      () => removeAgent(deps, { agentId: grace.agentId }, as(ada)),
    ])
      expect(await refusalOf(call)).toMatchObject({ code: 'NOT_PERMITTED', status: 403 })
  })

  it('answers another agency’s agent as no agent at all: AGENT_NOT_FOUND, and changes nothing', async () => {
    const other = agentSignedIn(deps, 'Meridian Travel')
    expect(
      await refusalOf(() => updateAgent(deps, { agentId: other.agentId, agent: NEW_AGENT }, as(grace))),
    ).toMatchObject({ type: 'businessLogic', code: 'AGENT_NOT_FOUND', status: 404 })
    expect(await refusalOf(() => removeAgent(deps, { agentId: other.agentId }, as(grace)))).toMatchObject({
      code: 'AGENT_NOT_FOUND',
    })
    expect(agencyStore(deps.booking.db).agent(other.agentId)?.loginId).toBe(`agent-${other.agentId}`)
  })
})

describe('addAgent', () => {
  it('adds the agent to the session’s agency, with no password, and mails it a link to set its own', async () => {
    const profile = await addAgent(deps, { agent: NEW_AGENT }, as(grace))
    expect(profile.agents.map((a) => [a.loginId, a.isSignedIn])).toEqual([
      [`agent-${grace.agentId}`, true],
      ['linus.hopper', false],
    ])
    const [mail] = deps.accounts.outbox.newest(5)
    expect(mail).toMatchObject({ recipient: 'linus@hopper.example', subject: 'Set your password' })
    expect(mail?.body).toMatch(/https:\/\/shop\.example\/storefront\.html#\/b2b\/reset-password\?key=[\w-]{43}/)
    expect(await deps.accounts.credentials.agent('linus.hopper', PASSWORD)).toBeUndefined()

    expect(await resetAgencyPassword(deps, { resetKey: keyInMail(), password: PASSWORD }, as())).toBe(true)
    expect(await deps.accounts.credentials.agent('Linus.Hopper', PASSWORD)).toMatchObject({
      kind: 'AGENT',
      agencyId: grace.agencyId,
    })
  }, 30_000)

  it('writes the mail in the request’s language, as a reset mail is', async () => {
    await addAgent(deps, { agent: NEW_AGENT }, { ...as(grace), locale: 'de-DE' })
    await addAgent(deps, { agent: { ...NEW_AGENT, loginId: 'linus.ar' } }, { ...as(grace), locale: 'ar-AE' })
    await mailed()
    const [arabic, german] = deps.accounts.outbox.newest(2)
    expect(german).toMatchObject({ subject: 'Legen Sie Ihr Passwort fest', locale: 'de-DE' })
    expect(german?.body).toContain('Ihre Agentur hat Sie als Agent mit der Login-ID linus.hopper hinzugefügt.')
    expect(arabic).toMatchObject({ subject: 'عيّن كلمة المرور', locale: 'ar-AE' })
    expect(arabic?.body).toMatch(/#\/b2b\/reset-password\?key=[\w-]{43}/)
  }, 30_000)

  it('sends the mail outside the person’s reset limit: the new agent still has its 3 reset mails', async () => {
    await addAgent(deps, { agent: NEW_AGENT }, as(grace))
    for (let asked = 0; asked < 4; asked++) await requestAgencyResetKey(deps, { loginId: 'linus.hopper' }, as())
    await mailed()
    const toLinus = deps.accounts.outbox.newest(10).filter((mail) => mail.recipient === NEW_AGENT.email)
    expect(toLinus.map((mail) => mail.subject)).toEqual([
      'Reset your password',
      'Reset your password',
      'Reset your password',
      'Set your password',
    ])
  }, 30_000)

  it('refuses a login ID another agent has, whatever its case: LOGIN_ID_TAKEN', async () => {
    await addAgent(deps, { agent: NEW_AGENT }, as(grace))
    expect(
      await refusalOf(() => addAgent(deps, { agent: { ...NEW_AGENT, loginId: ' LINUS.hopper ' } }, as(grace))),
    ).toMatchObject({ type: 'validation', code: 'LOGIN_ID_TAKEN', details: [{ path: 'agent.loginId' }] })
  }, 30_000)

  it('checks the fields as the registration checks the first agent’s, every one at once', async () => {
    const refused = await refusalOf(() =>
      addAgent(deps, { agent: { loginId: 'a b', givenName: ' ', familyName: 'Hopper', email: 'linus' } }, as(grace)),
    )
    expect(refused).toMatchObject({ type: 'validation', code: 'INVALID_AGENCY_PROFILE' })
    expect(refused.details).toEqual([
      { path: 'agent.loginId', code: 'INVALID_LOGIN_ID' },
      { path: 'agent.givenName', code: 'REQUIRED' },
      { path: 'agent.email', code: 'INVALID_EMAIL' },
    ])
    expect(deps.accounts.outbox.newest(5)).toEqual([])
  })
})

describe('updateAgent', () => {
  it('changes an agent’s login ID, names and email, trimmed', async () => {
    const linus = idOf('linus.hopper', await addAgent(deps, { agent: NEW_AGENT }, as(grace)))
    const profile = updateAgent(
      deps,
      { agentId: linus, agent: { ...NEW_AGENT, loginId: ' linus.h ', email: 'l.hopper@hopper.example' } },
      as(grace),
    )
    expect(profile.agents[1]).toMatchObject({ agentId: linus, loginId: 'linus.h', email: 'l.hopper@hopper.example' })
  }, 30_000)

  it('refuses another agent’s login ID (LOGIN_ID_TAKEN) but takes the agent’s own back', async () => {
    const linus = idOf('linus.hopper', await addAgent(deps, { agent: NEW_AGENT }, as(grace)))
    const graceLogin = `agent-${grace.agentId}`
    expect(
      await refusalOf(() =>
        updateAgent(deps, { agentId: linus, agent: { ...NEW_AGENT, loginId: graceLogin } }, as(grace)),
      ),
    ).toMatchObject({ code: 'LOGIN_ID_TAKEN' })
    expect(updateAgent(deps, { agentId: linus, agent: NEW_AGENT }, as(grace)).agents[1]?.loginId).toBe('linus.hopper')
  }, 30_000)
})

describe('removeAgent', () => {
  it('ends the removed agent’s sessions at once; it signs in no more, and asks for no reset key', async () => {
    const linus = idOf('linus.hopper', await addAgent(deps, { agent: NEW_AGENT }, as(grace)))
    await resetAgencyPassword(deps, { resetKey: keyInMail(), password: PASSWORD }, as())
    const who = await deps.accounts.credentials.agent('linus.hopper', PASSWORD)
    if (!who) throw new Error('the new agent did not sign in')
    const session = deps.accounts.sessions.open(who)

    const profile = removeAgent(deps, { agentId: linus }, as(grace))
    expect(profile.agents.map((a) => a.agentId)).toEqual([grace.agentId])
    expect(deps.accounts.sessions.use(session.id)).toBeUndefined()
    expect(await deps.accounts.credentials.agent('linus.hopper', PASSWORD)).toBeUndefined()
    const mails = deps.accounts.outbox.newest(10).length
    await requestAgencyResetKey(deps, { loginId: 'linus.hopper' }, as())
    await mailed()
    expect(deps.accounts.outbox.newest(10)).toHaveLength(mails)
  }, 30_000)

  it('keeps a removed agent’s login ID taken, so its bookings still name one agent', async () => {
    const linus = idOf('linus.hopper', await addAgent(deps, { agent: NEW_AGENT }, as(grace)))
    removeAgent(deps, { agentId: linus }, as(grace))
    expect(await refusalOf(() => addAgent(deps, { agent: NEW_AGENT }, as(grace)))).toMatchObject({
      code: 'LOGIN_ID_TAKEN',
    })
    // Order.agentLoginId reads it there: the removed agent's bookings still name it, though it is no agent of the agency.
    const store = agencyStore(deps.booking.db)
    expect(store.agent(linus)).toBeUndefined()
    expect(store.agentLoginId(linus)).toBe('linus.hopper')
  }, 30_000)

  it('refuses the agent’s own removal: AGENT_NOT_REMOVABLE (SELF)', async () => {
    expect(await refusalOf(() => removeAgent(deps, { agentId: grace.agentId }, as(grace)))).toMatchObject({
      type: 'businessLogic',
      code: 'AGENT_NOT_REMOVABLE',
      status: 409,
      reason: 'SELF',
    })
  })

  it('never leaves the agency without an agent: two agents removing each other, the second is refused (LAST_AGENT)', async () => {
    const linusId = idOf('linus.hopper', await addAgent(deps, { agent: NEW_AGENT }, as(grace)))
    const linus: SignedIn = { kind: 'AGENT', agentId: linusId, agencyId: grace.agencyId }
    removeAgent(deps, { agentId: grace.agentId }, as(linus))
    // grace's call was already on its way when her session ended.
    expect(await refusalOf(() => removeAgent(deps, { agentId: linusId }, as(grace)))).toMatchObject({
      code: 'AGENT_NOT_REMOVABLE',
      reason: 'LAST_AGENT',
    })
    expect(
      agencyStore(deps.booking.db)
        .agents(grace.agencyId)
        .map((a) => a.agentId),
    ).toEqual([linusId])
  }, 30_000)
})
