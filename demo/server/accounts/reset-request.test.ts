// @vitest-environment node
// A reset request answers before any key or mail is made, so its answer takes as long for
// a name no one has as for a traveller's: the lookup is the only work on the way.
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
    const queued: Array<() => void> = []
    const accounts = createAccounts(api.booking.db, api.now, {
      apiOrigin: 'https://shop.example',
      later: (work) => queued.push(work),
    })
    const deps = { ...api, accounts }
    const rows = () =>
      api.booking.db.prepare('SELECT (SELECT count(*) FROM reset_keys) + (SELECT count(*) FROM outbox)').pluck().get()

    expect(requestPasswordReset(deps, { userId: 'nobody@example.com' }, requestContext())).toBe(true)
    expect(queued).toHaveLength(0)
    expect(requestPasswordReset(deps, { userId: demoTraveller.userId }, requestContext())).toBe(true)
    expect(requestAgencyResetKey(deps, { loginId: demoAgency.agent.loginId }, requestContext())).toBe(true)
    expect(rows()).toBe(0)

    for (const work of queued) work()
    const mail = accounts.outbox.newest(10)
    expect(mail.map((m) => m.recipient)).toEqual([demoAgency.agent.email, demoTraveller.userId])
    expect(mail[0]?.body).toMatch(/https:\/\/shop\.example\/storefront\.html#\/b2b\/reset-password\?key=[\w-]{43}/)
    expect(mail[1]?.body).toMatch(/https:\/\/shop\.example\/storefront\.html#\/b2c\/reset-password\?key=[\w-]{43}/)
  }, 30_000)
})
