// @vitest-environment node
// What the server clock (deps.now, DX_NOW) ends: a session after 30 minutes unused or 12
// hours whatever happens, a reset key after 30 minutes; and the attempt counts, kept in
// the database, outlive the limiter that counted them (a restart).
import { beforeEach, describe, expect, it } from 'vitest'
import { seedDemoAccounts } from './demo-accounts'
import { migratedDb } from '../test-support/migrated-db'
import type { Db } from '../db/open'
import type { SignedIn } from '../graphql/request-context'
import { resetKeys, resetKeyMs } from './reset-keys'
import { absoluteSessionMs, idleSessionMs, sessionStore } from './session-store'
import { signInLimits } from './sign-in-limits'

let db: Db
let now = Date.parse('2026-06-01T12:00:00Z')
const clock = () => now
const ada: SignedIn = { kind: 'TRAVELLER', accountId: 'acc-demo-ada' }

beforeEach(async () => {
  db = migratedDb()
  now = Date.parse('2026-06-01T12:00:00Z')
  await seedDemoAccounts(db, clock)
}, 30_000)

describe('a session', () => {
  it('ends 30 minutes after its last use, and is renewed by each use', () => {
    const sessions = sessionStore(db, clock)
    const { id, remainingSeconds } = sessions.open(ada)
    expect(remainingSeconds).toBe(idleSessionMs / 1000)
    now += idleSessionMs - 1000
    expect(sessions.use(id)?.who).toEqual(ada)
    now += idleSessionMs - 1000
    expect(sessions.use(id)?.who).toEqual(ada)
    now += idleSessionMs
    expect(sessions.use(id)).toBeUndefined()
  })

  it('ends 12 hours after sign-in however often it is used', () => {
    const sessions = sessionStore(db, clock)
    const { id } = sessions.open(ada)
    const end = now + absoluteSessionMs
    while (now + idleSessionMs / 2 < end) {
      now += idleSessionMs / 2
      expect(sessions.use(id)?.who).toEqual(ada)
    }
    now = end
    expect(sessions.use(id)).toBeUndefined()
  })

  it('is kept as the sha-256 of its id only', () => {
    const { id } = sessionStore(db, clock).open(ada)
    const stored = db.prepare<[], { id_hash: string }>('SELECT id_hash FROM sessions').all()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.id_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(id)
  })
})

describe('a reset key', () => {
  it('works for 30 minutes, then not', () => {
    const keys = resetKeys(db, clock)
    const late = keys.issue(ada)
    const inTime = keys.issue(ada)
    now += resetKeyMs - 1
    expect(keys.holder(inTime)).toEqual(ada)
    now += 1
    expect(keys.redeem(late, () => {})).toBeUndefined()
  })

  it('works once: a second redeem sets nothing', () => {
    const keys = resetKeys(db, clock)
    const key = keys.issue(ada)
    const set: SignedIn[] = []
    expect(keys.redeem(key, (who) => set.push(who))).toEqual(ada)
    expect(keys.redeem(key, (who) => set.push(who))).toBeUndefined()
    expect(set).toEqual([ada])
  })
})

describe('the sign-in limits', () => {
  it('keep their counts in the database: a new limiter (a restart) still refuses', async () => {
    const options = { perAccount: 2, perClient: 100, windowSeconds: 900 }
    const before = signInLimits(db, options)
    await before.failed('TRAVELLER:ada', '127.0.0.9')
    await before.failed('TRAVELLER:ada', '127.0.0.9')
    const after = signInLimits(db, options)
    expect(await after.waitSeconds('TRAVELLER:ada', '127.0.0.10')).toBeGreaterThan(890)
    expect(await after.waitSeconds('TRAVELLER:grace', '127.0.0.10')).toBeUndefined()
  })

  it('forget an account’s failures at a success, never the client’s', async () => {
    const limits = signInLimits(db, { perAccount: 2, perClient: 2, windowSeconds: 900 })
    await limits.failed('TRAVELLER:ada', 'client')
    await limits.failed('TRAVELLER:ada', 'client')
    await limits.succeeded('TRAVELLER:ada')
    expect(await limits.waitSeconds('TRAVELLER:ada', 'another client')).toBeUndefined()
    expect(await limits.waitSeconds('TRAVELLER:someone', 'client')).toBeGreaterThan(0)
  })
})
