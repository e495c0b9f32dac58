// @vitest-environment node
// A sign-in with an unknown name reads and takes as a wrong password for a known one: the
// same error, and the same time (the unknown name is checked against the dummy hash).
// Medians of 50 each, taken in turns so the machine's load falls on both alike.
import { describe, expect, it } from 'vitest'
import type { GraphQLError } from 'graphql'
import { signIn } from '../graphql/resolvers/account-session'
import { seededApi, seededDb } from '../test-support/seeded-api'
import { requestContext } from '../test-support/shopping'
import { demoTraveller, seedDemoAccounts } from './demo-accounts'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

describe('a failed sign-in', () => {
  it('answers an unknown user as a known one with a wrong password, in the same time (within 10%)', async () => {
    const api = seededApi(seededDb(1))
    await seedDemoAccounts(api.booking.db, api.now)
    const attempt = async (userId: string) => {
      const started = performance.now()
      const error = await signIn(api, { userId, password: 'Not-Her-Password-1' }, requestContext()).then(
        () => undefined,
        (caught: GraphQLError) => caught,
      )
      return { ms: performance.now() - started, error: { message: error?.message, extensions: error?.extensions } }
    }
    for (let i = 0; i < 3; i++) await attempt(demoTraveller.userId)
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 50; i++) {
      const a = await attempt(demoTraveller.userId)
      const b = await attempt(`nobody-${i}@example.com`)
      expect(b.error).toEqual(a.error)
      known.push(a.ms)
      unknown.push(b.ms)
    }
    expect(known[0]).toBeGreaterThan(5) // a real hash was checked, not a shortcut
    const [k, u] = [median(known), median(unknown)]
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThanOrEqual(0.1)
  }, 120_000)
})
