// @vitest-environment node
import { GraphQLError } from 'graphql'
import { beforeEach, describe, expect, it } from 'vitest'
import { passwordMatches } from '../../accounts/passwords'
import type { Db } from '../../db/open'
import { migratedDb } from '../../test-support/migrated-db'
import { seededApi } from '../../test-support/seeded-api'
import type { ApiDeps } from '../context'
import type { AgencyProfileInput, NewAgentInput } from '../generated/resolvers'
import type { RequestContext, SignedIn } from '../request-context'
import { agencyProfile, createAgencyProfile, updateAgencyProfile } from './agency'

const AGENCY: AgencyProfileInput = {
  name: 'Meridian Travel',
  iataNumber: '91234567',
  address: { street: '12 Harbour Row', city: 'Bristol', postalCode: 'BS1 4RN', country: 'GB' },
  contact: { email: 'desk@meridian.example', phoneCountryCode: '44', phoneNumber: '117 496 0123' },
}
const AGENT: NewAgentInput = {
  loginId: 'ada.meridian',
  givenName: 'Ada',
  familyName: 'Quill',
  email: 'ada@meridian.example',
  password: 'harbour lights 42',
}

/** A request's context with who is signed in, and a session control that records what it was asked. */
function contextOf(signedIn?: SignedIn): RequestContext & { started: SignedIn[] } {
  const started: SignedIn[] = []
  return {
    setExecution: () => undefined,
    newConversations: { check: () => undefined, opened: () => undefined },
    failedLookups: { check: () => undefined, failed: () => undefined },
    signedIn,
    sessions: { start: (who) => started.push(who), end: () => undefined },
    started,
  }
}

/** The catalogue fields of what `run` rejects with. */
async function refusal(run: () => unknown) {
  try {
    await run()
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    const { code, status, type, details } = error.extensions
    return { code, status, type, details }
  }
  throw new Error('expected a refusal')
}

let db: Db
let deps: ApiDeps
beforeEach(() => {
  db = migratedDb()
  deps = seededApi(db)
})

/** Registers an agency (AGENCY with `changes`) and answers its agent's session as the server keeps it. */
async function register(agency: Partial<AgencyProfileInput> = {}, agent: Partial<NewAgentInput> = {}) {
  const context = contextOf()
  const session = await createAgencyProfile(
    deps,
    { agency: { ...AGENCY, ...agency }, agent: { ...AGENT, ...agent } },
    context,
  )
  const [who] = context.started
  if (!who) throw new Error('no session started')
  return { session, who }
}

describe('agency profile', () => {
  it('refuses without a session: SIGN_IN_REQUIRED', async () => {
    expect(await refusal(() => agencyProfile(deps, contextOf()))).toMatchObject({
      code: 'SIGN_IN_REQUIRED',
      status: 401,
    })
  })

  it("refuses a traveller's session: NOT_PERMITTED", async () => {
    const traveller = contextOf({ kind: 'TRAVELLER', accountId: 'ACC-1' })
    expect(await refusal(() => agencyProfile(deps, traveller))).toMatchObject({ code: 'NOT_PERMITTED', status: 403 })
    expect(await refusal(() => updateAgencyProfile(deps, { agency: AGENCY }, traveller))).toMatchObject({
      code: 'NOT_PERMITTED',
    })
  })

  it('registers an agency with its first agent and signs that agent in', async () => {
    const { session, who } = await register()
    expect(who).toEqual({ kind: 'AGENT', agentId: expect.any(String), agencyId: expect.any(String) })
    expect(session).toMatchObject({
      kind: 'AGENT',
      givenName: 'Ada',
      familyName: 'Quill',
      loyaltyBalance: null,
      agency: { agencyId: who.kind === 'AGENT' ? who.agencyId : '', name: 'Meridian Travel', iataNumber: '91234567' },
    })
    expect(session.expiresInSeconds).toBeGreaterThan(0)
  })

  it('reads the signed-in agent’s agency, its agents listed without their password hashes', async () => {
    const { who } = await register()
    const profile = agencyProfile(deps, contextOf(who))
    expect(profile).toMatchObject({
      name: 'Meridian Travel',
      iataNumber: '91234567',
      address: AGENCY.address,
      contact: { email: 'desk@meridian.example', phoneCountryCode: '44', phoneNumber: '1174960123' },
    })
    expect(profile.agents).toEqual([
      {
        agentId: expect.any(String),
        loginId: 'ada.meridian',
        givenName: 'Ada',
        familyName: 'Quill',
        email: 'ada@meridian.example',
        isSignedIn: true,
      },
    ])
    expect(JSON.stringify(profile)).not.toMatch(/argon2|harbour lights/)
  })

  it('keeps the agent’s password only as an argon2id hash of it', async () => {
    await register()
    const row = db.prepare<[], { hash: string }>('SELECT password_hash AS hash FROM agents').get()
    expect(row?.hash).toMatch(/^\$argon2id\$/)
    expect(await passwordMatches(row?.hash ?? '', AGENT.password)).toBe(true)
  })

  it('lists every invalid field with its path and code, and registers nothing', async () => {
    const context = contextOf()
    const answer = await refusal(() =>
      createAgencyProfile(
        deps,
        {
          agency: { ...AGENCY, name: ' ', iataNumber: '1234', address: { ...AGENCY.address, country: 'gb' } },
          agent: { ...AGENT, loginId: 'a b', email: 'nobody', password: 'short' },
        },
        context,
      ),
    )
    expect(answer).toMatchObject({ type: 'validation', code: 'INVALID_AGENCY_PROFILE', status: 400 })
    expect(answer.details).toEqual([
      { path: 'agency.name', code: 'REQUIRED' },
      { path: 'agency.iataNumber', code: 'INVALID_IATA_NUMBER' },
      { path: 'agency.address.country', code: 'INVALID_COUNTRY' },
      { path: 'agent.loginId', code: 'INVALID_LOGIN_ID' },
      { path: 'agent.email', code: 'INVALID_EMAIL' },
      { path: 'agent.password', code: 'TOO_SHORT' },
    ])
    expect(context.started).toEqual([])
    expect(db.prepare('SELECT count(*) AS n FROM agencies').get()).toEqual({ n: 0 })
  })

  it('registers an agency in the United Arab Emirates without a postcode, which addresses there do not carry', async () => {
    const dubai = { street: 'Office 1204, Bay Square', city: 'Dubai', postalCode: ' ', country: 'AE' }
    const { session } = await register({ address: dubai })
    expect(session).toBeTruthy()
    expect(db.prepare('SELECT count(*) AS n FROM agencies').get()).toEqual({ n: 1 })
    const london = { ...AGENCY.address, postalCode: '' }
    expect(
      (
        await refusal(() =>
          createAgencyProfile(deps, { agency: { ...AGENCY, address: london }, agent: AGENT }, contextOf()),
        )
      ).details,
    ).toEqual([{ path: 'agency.address.postalCode', code: 'REQUIRED' }])
  })

  it('checks the contact as updatePassengers does', async () => {
    const answer = await refusal(() =>
      createAgencyProfile(
        deps,
        {
          agency: { ...AGENCY, contact: { email: 'desk@', phoneCountryCode: '+44', phoneNumber: '12' } },
          agent: AGENT,
        },
        contextOf(),
      ),
    )
    expect(answer.details).toEqual([
      { path: 'agency.contact.email', code: 'INVALID_EMAIL' },
      { path: 'agency.contact.phoneCountryCode', code: 'INVALID_COUNTRY_CODE' },
      { path: 'agency.contact.phoneNumber', code: 'INVALID_PHONE' },
    ])
  })

  it('refuses a password the shared rules refuse: PASSWORD_TOO_WEAK', async () => {
    for (const [password, code] of [
      ['password123', 'TOO_COMMON'],
      ['ada.meridian', 'SAME_AS_USER_ID'],
    ] as const) {
      const answer = await refusal(() =>
        createAgencyProfile(deps, { agency: AGENCY, agent: { ...AGENT, password } }, contextOf()),
      )
      expect(answer).toMatchObject({
        type: 'validation',
        code: 'PASSWORD_TOO_WEAK',
        details: [{ path: 'agent.password', code }],
      })
    }
  })

  it('refuses an IATA number another agency has: IATA_NUMBER_TAKEN', async () => {
    await register()
    const answer = await refusal(() =>
      createAgencyProfile(deps, { agency: AGENCY, agent: { ...AGENT, loginId: 'someone.else' } }, contextOf()),
    )
    expect(answer).toMatchObject({
      type: 'validation',
      code: 'IATA_NUMBER_TAKEN',
      details: [{ path: 'agency.iataNumber' }],
    })
  })

  it('refuses a loginId another agent has, whatever its case: LOGIN_ID_TAKEN', async () => {
    await register()
    const answer = await refusal(() =>
      createAgencyProfile(
        deps,
        { agency: { ...AGENCY, iataNumber: '97654321' }, agent: { ...AGENT, loginId: ' ADA.Meridian ' } },
        contextOf(),
      ),
    )
    expect(answer).toMatchObject({ type: 'validation', code: 'LOGIN_ID_TAKEN', details: [{ path: 'agent.loginId' }] })
    expect(db.prepare('SELECT count(*) AS n FROM agencies').get()).toEqual({ n: 1 })
  })

  it('updates the signed-in agent’s agency and answers the profile', async () => {
    const { who } = await register()
    const changed = { ...AGENCY, name: 'Meridian Travel & Tours', address: { ...AGENCY.address, city: 'Bath' } }
    const answer = updateAgencyProfile(deps, { agency: changed }, contextOf(who))
    expect(answer).toMatchObject({ name: 'Meridian Travel & Tours', address: { city: 'Bath' } })
    expect(agencyProfile(deps, contextOf(who)).name).toBe('Meridian Travel & Tours')
  })

  it('refuses an update without a session, with invalid fields, or to another agency’s IATA number', async () => {
    const { who } = await register()
    const other = await register({ iataNumber: '97654321', name: 'Other' }, { loginId: 'other.agent' })
    expect(await refusal(() => updateAgencyProfile(deps, { agency: AGENCY }, contextOf()))).toMatchObject({
      code: 'SIGN_IN_REQUIRED',
    })
    expect(
      await refusal(() => updateAgencyProfile(deps, { agency: { ...AGENCY, iataNumber: 'x' } }, contextOf(who))),
    ).toMatchObject({
      code: 'INVALID_AGENCY_PROFILE',
      details: [{ path: 'agency.iataNumber', code: 'INVALID_IATA_NUMBER' }],
    })
    expect(
      await refusal(() => updateAgencyProfile(deps, { agency: { ...AGENCY, iataNumber: '97654321' } }, contextOf(who))),
    ).toMatchObject({ code: 'IATA_NUMBER_TAKEN' })
    // Each agent reads only its own agency.
    expect(agencyProfile(deps, contextOf(other.who)).name).toBe('Other')
    expect(agencyProfile(deps, contextOf(who)).name).toBe('Meridian Travel')
  })
})
