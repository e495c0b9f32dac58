// @vitest-environment node
// A reset request answers before any key or mail is made, so its answer takes as long for
// a name no one has as for a traveller's: the lookup is the only work on the way. A person
// gets at most 3 reset mails in 15 minutes; a request past them answers the same.
import { describe, expect, it } from 'vitest'
import { requestAgencyResetKey, requestPasswordReset } from '../graphql/resolvers/account-session'
import { seededApi, seededDb } from '../test-support/seeded-api'
import { requestContext } from '../test-support/shopping'
import { createAccounts } from './account-deps'
import { demoAgency, demoTraveller, seedDemoAccounts } from './demo-accounts'

describe('a password-reset request', () => {
  it('answers true at once either way; the key and the mail come after, for a known name only', async () => {
    const api = seededApi(seededDb(1))
    await seedDemoAccounts(api.booking.db, api.now)
    const queued: Array<() => void | Promise<void>> = []
    const accounts = createAccounts(api.booking.db, api.now, {
      apiOrigin: 'https://shop.example',
      later: (work) => queued.push(work),
    })
    const deps = { ...api, accounts }
    const rows = () =>
      api.booking.db.prepare('SELECT (SELECT count(*) FROM reset_keys) + (SELECT count(*) FROM outbox)').pluck().get()

    expect(await requestPasswordReset(deps, { userId: 'nobody@example.com' }, requestContext())).toBe(true)
    expect(queued).toHaveLength(0)
    expect(await requestPasswordReset(deps, { userId: demoTraveller.userId }, requestContext())).toBe(true)
    expect(await requestAgencyResetKey(deps, { loginId: demoAgency.agent.loginId }, requestContext())).toBe(true)
    expect(rows()).toBe(0)

    for (const work of queued) await work()
    const mail = accounts.outbox.newest(10)
    expect(mail.map((m) => m.recipient)).toEqual([demoAgency.agent.email, demoTraveller.userId])
    expect(mail[0]?.body).toMatch(/https:\/\/shop\.example\/storefront\.html#\/b2b\/reset-password\?key=[\w-]{43}/)
    expect(mail[1]?.body).toMatch(/https:\/\/shop\.example\/storefront\.html#\/b2c\/reset-password\?key=[\w-]{43}/)
  }, 30_000)

  it('sends one person at most 3 mails in 15 minutes; a request past them answers the same, and no mail goes', async () => {
    const api = seededApi(seededDb(1))
    await seedDemoAccounts(api.booking.db, api.now)
    const queued: Array<() => void | Promise<void>> = []
    const accounts = createAccounts(api.booking.db, api.now, {
      apiOrigin: 'https://shop.example',
      later: (work) => queued.push(work),
    })
    const deps = { ...api, accounts }
    const answers = []
    for (let i = 0; i < 5; i++) {
      // The name as typed differently each time: one person all the same.
      const userId = i % 2 ? demoTraveller.userId.toUpperCase() : demoTraveller.userId
      answers.push(await requestPasswordReset(deps, { userId }, requestContext()))
      answers.push(await requestAgencyResetKey(deps, { loginId: demoAgency.agent.loginId }, requestContext()))
    }
    expect(answers).toEqual(Array(10).fill(true))
    // Each request queued the same work: the answer did not know it would be throttled.
    expect(queued).toHaveLength(10)
    for (const work of queued) await work()
    const recipients = accounts.outbox.newest(20).map((m) => m.recipient)
    expect(recipients.filter((r) => r === demoTraveller.userId)).toHaveLength(3)
    expect(recipients.filter((r) => r === demoAgency.agent.email)).toHaveLength(3)
    expect(recipients).toHaveLength(6)
    expect(api.booking.db.prepare('SELECT count(*) FROM reset_keys').pluck().get()).toBe(6)
  }, 30_000)

  it('writes the mail in the request’s language: German, Arabic, and English for any other', async () => {
    const api = seededApi(seededDb(1))
    await seedDemoAccounts(api.booking.db, api.now)
    const queued: Array<() => void | Promise<void>> = []
    const accounts = createAccounts(api.booking.db, api.now, {
      apiOrigin: 'https://shop.example',
      later: (work) => queued.push(work),
    })
    const deps = { ...api, accounts }
    for (const locale of ['de-DE', 'ar-AE', undefined])
      await requestPasswordReset(deps, { userId: demoTraveller.userId }, { ...requestContext(), locale })
    for (const work of queued) await work()
    const [english, arabic, german] = accounts.outbox.newest(3)
    expect(german).toMatchObject({ locale: 'de-DE', subject: 'Passwort zurücksetzen' })
    expect(german?.body).toContain(`Jemand möchte ein neues Passwort für ${demoTraveller.userId} festlegen.`)
    expect(german?.body).toContain('innerhalb von 30 Minuten')
    expect(arabic).toMatchObject({ locale: 'ar-AE', subject: 'إعادة تعيين كلمة المرور' })
    expect(arabic?.body).toContain('خلال 30 دقيقة')
    expect(english).toMatchObject({ locale: 'en-US', subject: 'Reset your password' })
    // Whatever the language, the link is the same kind of link, and opens the page in the mail's language.
    for (const mail of [german, arabic, english])
      expect(mail?.body).toMatch(new RegExp(`#/b2c/reset-password\\?key=[\\w-]{43}&locale=${mail?.locale}\\n`))
  }, 30_000)
})
