// @vitest-environment node
// The accounts calls over HTTP against a real demo server: the session cookie's flags,
// one sign-in failure for every cause, the attempt and reset-request limits (429 with Retry-After), a new
// session id at every sign-in, sign-out, the reset key's single use through the outbox, the
// host's access token, and no secret in any log line. Each test calls from its own loopback
// address, so the per-client limit of one never refuses another.
import { describe, expect, it } from 'vitest'
import {
  type AccountAnswer,
  agencySignInDocument,
  type CallOptions,
  cookieOf,
  graphqlCall,
  requestAgencyResetDocument,
  requestResetDocument,
  resetAgencyDocument,
  resetDocument,
  sessionDocument,
  sessionSetCookie,
  signInDocument,
  signOutDocument,
} from '../test-support/account-http'
import { serverPerFile } from '../test-support/server-per-file'
import { demoAgency, demoTraveller } from './demo-accounts'

const logLines: string[] = []
const server = serverPerFile('accounts-http', (folder) => ({ root: folder, log: (line) => logLines.push(line) }))

// Every sign-in checks an argon2id hash, one at a time: slow on a busy machine.
const slow = { timeout: 60_000 }

let nextClient = 2
/** A loopback address no other test of the file calls from. */
const newClient = () => `127.0.0.${nextClient++}`

const ada = { userId: demoTraveller.userId, password: demoTraveller.password }
const call = (query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) =>
  graphqlCall(server.url, query, variables, options)
const errorOf = (answer: AccountAnswer) => answer.body.errors?.[0]
const otherSite = () => `http://localhost:${new URL(server.url).port}`

async function outboxLinks(channel: 'b2c' | 'b2b'): Promise<string[]> {
  const html = await (await fetch(`${server.url}/dx/demo/outbox`)).text()
  // The key, then the mail's language ("&" written as "&#38;" in the page).
  const link = `href="([^"]+#/${channel}/reset-password\\?key=[A-Za-z0-9_-]{43}&#38;locale=[A-Za-z-]+)"`
  return [...html.matchAll(new RegExp(link, 'g'))].map((match) => match[1] ?? '')
}
const keyOf = (link: string) => new URLSearchParams(link.split('?')[1]?.replaceAll('&#38;', '&')).get('key') ?? ''

describe('the session cookie', slow, () => {
  it('is __Host-, HttpOnly, Secure, Path=/ and SameSite=Lax for a page on the API’s own site (port aside)', async () => {
    const from = newClient()
    for (const origin of [undefined, server.url, 'http://127.0.0.1:1']) {
      const answer = await call(signInDocument, ada, { from, origin })
      const cookie = sessionSetCookie(answer) ?? ''
      expect(cookie).toMatch(/^__Host-dx-session=[A-Za-z0-9_-]{43}; /)
      const flags = cookie.split('; ').slice(1)
      expect(flags).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']))
      expect(flags.some((flag) => /^(Domain|Partitioned)/i.test(flag))).toBe(false)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('is SameSite=None; Partitioned for a page on another site (localhost is not 127.0.0.1)', async () => {
    const answer = await call(signInDocument, ada, { from: newClient(), origin: otherSite() })
    const flags = (sessionSetCookie(answer) ?? '').split('; ').slice(1)
    expect(flags).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']))
    expect(flags.some((flag) => /^Domain/i.test(flag))).toBe(false)
    expect(answer.headers['access-control-allow-origin']).toBe(otherSite())
    expect(answer.headers['access-control-allow-credentials']).toBe('true')
  })
})

describe('sign-in', slow, () => {
  it('answers who signed in, with the demo balance of their first loyalty membership', async () => {
    const answer = await call(signInDocument, ada, { from: newClient() })
    expect(answer.body.data?.signIn).toMatchObject({
      kind: 'TRAVELLER',
      givenName: 'Ada',
      familyName: 'Lovelace',
      expiresInSeconds: 1800,
      loyaltyBalance: { programme: 'ZZ', number: '1234567890' },
    })
  })

  it('names the loyalty tier in the language the client asks in (Accept-Language)', async () => {
    const tierOf = (answer: AccountAnswer) =>
      (answer.body.data?.signIn as { loyaltyBalance?: { tier?: string } } | undefined)?.loyaltyBalance?.tier ?? ''
    const english = tierOf(await call(signInDocument, ada, { from: newClient() }))
    const headers = { 'accept-language': 'ar-AE' }
    const arabic = tierOf(await call(signInDocument, ada, { from: newClient(), headers }))
    const tier = ['Platinum', 'Gold', 'Silver', 'Blue'].indexOf(english)
    expect(tier).toBeGreaterThanOrEqual(0)
    expect(arabic).toBe(['البلاتينية', 'الذهبية', 'الفضية', 'الزرقاء'][tier])
  })

  it('refuses an unknown user and a wrong password with one message, and sets no cookie', async () => {
    const from = newClient()
    const unknown = await call(signInDocument, { userId: 'nobody@example.com', password: ada.password }, { from })
    const wrong = await call(signInDocument, { ...ada, password: 'not-the-password' }, { from })
    expect(errorOf(unknown)).toEqual(errorOf(wrong))
    expect(errorOf(wrong)?.extensions).toMatchObject({ code: 'SIGN_IN_FAILED', status: 401 })
    expect([sessionSetCookie(unknown), sessionSetCookie(wrong)]).toEqual([undefined, undefined])
  })

  it('refuses the 6th sign-in of an account after 5 failures with 429 and Retry-After, from any client', async () => {
    const from = newClient()
    const userId = 'Limit.Me@Example.com'
    for (let i = 0; i < 5; i++) {
      const answer = await call(signInDocument, { userId, password: `wrong-${i}-password` }, { from })
      expect(errorOf(answer)?.extensions.code).toBe('SIGN_IN_FAILED')
    }
    // Another client, the same account written otherwise: the count is the account's.
    const sixth = await call(
      signInDocument,
      { userId: ' limit.me@example.com', password: 'wrong-6' },
      { from: newClient() },
    )
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800)
    expect(errorOf(sixth)?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
  })

  it('refuses the 21st failure from one client with 429, whatever the accounts and headers', async () => {
    const from = newClient()
    for (let i = 0; i < 20; i++) {
      const answer = await call(
        signInDocument,
        { userId: `guess-${i}@example.com`, password: 'guessed-password' },
        { from, headers: { 'x-forwarded-for': `10.0.0.${i}` } },
      )
      expect(errorOf(answer)?.extensions.code).toBe('SIGN_IN_FAILED')
    }
    const refused = await call(signInDocument, ada, { from, headers: { 'x-forwarded-for': '10.9.9.9' } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(sessionSetCookie(refused)).toBeUndefined()
  })

  it('gives a new session id at every sign-in; the one from before signs nobody in', async () => {
    const from = newClient()
    const first = cookieOf(await call(signInDocument, ada, { from }))
    const second = cookieOf(await call(signInDocument, ada, { from, cookie: first }))
    expect(second).not.toBe(first)
    expect((await call(sessionDocument, {}, { from, cookie: first })).body.data?.session).toBeNull()
    const current = await call(sessionDocument, {}, { from, cookie: second })
    expect(current.body.data?.session).toMatchObject({ givenName: 'Ada', expiresInSeconds: 1800 })
    // Read in a session: no cache may keep it.
    expect(current.headers['cache-control']).toBe('no-store')
  })

  it('signs an agent in to the agency channel', async () => {
    const { agent } = demoAgency
    const answer = await call(
      agencySignInDocument,
      { loginId: agent.loginId.toUpperCase(), password: agent.password },
      { from: newClient() },
    )
    expect(answer.body.data?.agencySignIn).toEqual({
      kind: 'AGENT',
      givenName: 'Grace',
      familyName: 'Hopper',
      agency: { agencyId: demoAgency.agencyId, name: 'Hopper Travel', iataNumber: demoAgency.iataNumber },
    })
    expect(sessionSetCookie(answer)).toBeDefined()
  })
})

describe('the session', slow, () => {
  it('is null without a cookie, and for a made-up id', async () => {
    const madeUp = `__Host-dx-session=${'A'.repeat(43)}`
    for (const answer of [await call(sessionDocument), await call(sessionDocument, {}, { cookie: madeUp })]) {
      expect(answer.body).toEqual({ data: { session: null } })
      expect(sessionSetCookie(answer)).toBeUndefined()
    }
  })

  it('ends at sign-out: the cookie is cleared and its id no longer signs anyone in', async () => {
    const from = newClient()
    const cookie = cookieOf(await call(signInDocument, ada, { from, origin: otherSite() }))
    const out = await call(signOutDocument, {}, { from, cookie, origin: otherSite() })
    expect(out.body.data?.signOut).toBe(true)
    expect(sessionSetCookie(out)).toMatch(/^__Host-dx-session=; Max-Age=0; .*SameSite=None; Partitioned/)
    expect(out.headers['cache-control']).toBe('no-store')
    expect((await call(sessionDocument, {}, { from, cookie })).body.data?.session).toBeNull()
  })
})

describe('password reset', slow, () => {
  it('answers true for an unknown user and mails no one', async () => {
    const before = await outboxLinks('b2c')
    const answer = await call(requestResetDocument, { userId: 'nobody@example.com' })
    expect(answer.body.data?.requestPasswordReset).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await outboxLinks('b2c')).toEqual(before)
  })

  it('mails a link with the key in its fragment; the key sets a password once, ending the old password and sessions', async () => {
    const from = newClient()
    const oldSession = cookieOf(await call(signInDocument, ada, { from }))
    expect((await call(requestResetDocument, { userId: 'ADA.lovelace@example.com' })).body.data).toEqual({
      requestPasswordReset: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const link = (await outboxLinks('b2c'))[0] ?? ''
    expect(link).toMatch(/\/storefront\.html#\/b2c\/reset-password\?key=/)
    const key = keyOf(link)

    const weak = await call(resetDocument, { key, password: 'short' })
    expect(errorOf(weak)?.extensions).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      details: [{ path: 'password', code: 'TOO_SHORT' }],
    })
    const newPassword = 'Difference-Engine-1822'
    expect((await call(resetDocument, { key, password: newPassword })).body.data).toEqual({ resetPassword: true })

    const again = await call(resetDocument, { key, password: 'Another-Engine-1833' })
    expect(errorOf(again)?.extensions).toMatchObject({ code: 'RESET_KEY_INVALID', status: 400 })
    expect((await call(sessionDocument, {}, { from, cookie: oldSession })).body.data?.session).toBeNull()
    expect(errorOf(await call(signInDocument, ada, { from }))?.extensions.code).toBe('SIGN_IN_FAILED')
    const signedIn = await call(signInDocument, { userId: ada.userId, password: newPassword }, { from })
    expect(signedIn.body.data?.signIn).toMatchObject({ givenName: 'Ada' })
    // The demo account's password back, for the tests after this one.
    await call(requestResetDocument, { userId: ada.userId })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const back = keyOf((await outboxLinks('b2c'))[0] ?? '')
    expect((await call(resetDocument, { key: back, password: ada.password })).body.data).toEqual({
      resetPassword: true,
    })
  })

  it('gives an agent a b2b link whose key a traveller reset refuses', async () => {
    const { agent } = demoAgency
    await call(requestAgencyResetDocument, { loginId: agent.loginId })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const key = keyOf((await outboxLinks('b2b'))[0] ?? '')
    expect(errorOf(await call(resetDocument, { key, password: 'Nanosecond-Wire-1967' }))?.extensions.code).toBe(
      'RESET_KEY_INVALID',
    )
    expect((await call(resetAgencyDocument, { key, password: `${agent.password}!` })).body.data).toEqual({
      resetAgencyPassword: true,
    })
  })
})

describe('the reset mail', slow, () => {
  it('is in the language the request asks for: German for de-DE, Arabic right to left for ar-AE', async () => {
    const from = newClient()
    const { agent } = demoAgency
    const outbox = async () => (await fetch(`${server.url}/dx/demo/outbox`)).text()
    await call(
      requestAgencyResetDocument,
      { loginId: agent.loginId },
      { from, headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } },
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const german = (await outbox()).split('<article>')[1] ?? ''
    expect(german).toContain('<h2 lang="de-DE" dir="ltr">Passwort zurücksetzen</h2>')
    expect(german).toContain('Öffnen Sie dazu innerhalb von 30 Minuten diesen Link; er funktioniert nur einmal:')
    expect(german).not.toContain('Reset your password')
    await call(
      requestAgencyResetDocument,
      { loginId: agent.loginId },
      { from, headers: { 'accept-language': 'ar-AE' } },
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const arabic = (await outbox()).split('<article>')[1] ?? ''
    expect(arabic).toContain('<h2 lang="ar-AE" dir="rtl">إعادة تعيين كلمة المرور</h2>')
    expect(arabic).toMatch(/<pre lang="ar-AE" dir="rtl">[^<]*خلال 30 دقيقة/)
  })
})

describe('password-reset requests per client', slow, () => {
  it('answers a client’s first 10 in 15 minutes true, known names or not, then 429 with Retry-After', async () => {
    const from = newClient()
    const answers = []
    for (let i = 0; i < 12; i++) {
      const variables = { userId: i % 3 ? `nobody-${i}@example.com` : 'grace@example.com' }
      answers.push(await call(requestResetDocument, variables, { from }))
    }
    expect(answers.slice(0, 10).map((a) => a.body.data?.requestPasswordReset)).toEqual(Array(10).fill(true))
    for (const refused of answers.slice(10)) {
      expect(refused.status).toBe(429)
      expect(errorOf(refused)?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800)
      expect(errorOf(refused)?.message).not.toMatch(/nobody|grace/i)
    }
    // The agency's request counts in the same allowance; another client has its own.
    expect((await call(requestAgencyResetDocument, { loginId: 'nobody' }, { from })).status).toBe(429)
    const other = await call(requestResetDocument, { userId: 'nobody@example.com' }, { from: newClient() })
    expect(other.body.data?.requestPasswordReset).toBe(true)
  })
})

describe('the host’s access token', slow, () => {
  const hostHeaders = (token: string, clientId = 'dx-demo-web') => ({
    authorization: `Bearer ${token}`,
    'application-id': 'dx-demo-airline',
    'client-id': clientId,
  })

  it('may be sent from a partner page: the preflight allows the authorization, application-id and client-id headers', async () => {
    const preflight = await fetch(`${server.url}/dx/api/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: otherSite(),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, application-id, client-id',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization.*application-id.*client-id/)
  })

  it('signs the traveller in for its calls, from an accepted client only, and sets no cookie', async () => {
    const issued = await fetch(`${server.url}/dx/demo/host-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ada),
    })
    expect(issued.headers.get('cache-control')).toBe('no-store')
    const { accessToken } = (await issued.json()) as { accessToken: string }
    const answer = await call(sessionDocument, {}, { headers: hostHeaders(accessToken) })
    expect(answer.body.data?.session).toMatchObject({ kind: 'TRAVELLER', givenName: 'Ada' })
    expect(sessionSetCookie(answer)).toBeUndefined()
    const otherClient = await call(sessionDocument, {}, { headers: hostHeaders(accessToken, 'someone-else') })
    expect(otherClient.body.data?.session).toBeNull()
  })
})

describe('the access log', slow, () => {
  it('holds no password, reset key or session id', async () => {
    const from = newClient()
    const signedIn = await call(signInDocument, ada, { from })
    const sessionId = cookieOf(signedIn).split('=')[1] ?? ''
    await call(requestResetDocument, { userId: ada.userId })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const key = keyOf((await outboxLinks('b2c'))[0] ?? '')
    await call(resetDocument, { key, password: ada.password })
    expect(logLines.some((line) => line.includes('/dx/api/graphql'))).toBe(true)
    for (const secret of [ada.password, sessionId, key, ada.userId]) {
      expect(secret.length).toBeGreaterThan(10)
      expect(logLines.filter((line) => line.includes(secret))).toEqual([])
    }
  })
})
