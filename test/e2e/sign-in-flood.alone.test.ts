// Bounded load test: a flood of 200 wrong sign-ins does not stall searches. The flood comes
// from 10 loopback addresses, 20 each (the per-client limit), for 200 different accounts,
// so every one of them is checked against a hash: the worst a flood within the limits can
// cost. searchFlights' p99 while it runs stays within twice its p99 without it, measured on
// the same server just before. Bounded: 150 searches a round, 4 at a time, and a deadline.
// It measures time, so it runs alone (e2e-alone), on an in-process demo server.
import { describe, expect, it } from 'vitest'
import { searchRound, seededRandom, summary, tripsFor, warmUp } from '../bench/search-load.mjs'
import { graphqlCall, signInDocument } from '../../demo/server/test-support/account-http'
import { serverPerFile } from '../../demo/server/test-support/server-per-file'

const server = serverPerFile('sign-in-flood')

const searches = 150
const searchClients = 4
const floodClients = 10
const perFloodClient = 20

async function flood(): Promise<string[]> {
  const codes: string[] = []
  await Promise.all(
    Array.from({ length: floodClients }, async (_, client) => {
      for (let i = 0; i < perFloodClient; i++) {
        const answer = await graphqlCall(
          server.url,
          signInDocument,
          { userId: `flood-${client}-${i}@example.com`, password: 'Guessed-Password-1' },
          { from: `127.0.1.${client + 1}` },
        )
        codes.push(answer.body.errors?.[0]?.extensions.code ?? 'none')
      }
    }),
  )
  return codes
}

describe('a flood of wrong sign-ins', () => {
  it('leaves searchFlights p99 within twice its value without the flood', async () => {
    const endpoint = `${server.url}/dx/api/graphql`
    const random = seededRandom(20260601)
    const signal = AbortSignal.timeout(240_000)
    const deadline = Date.now() + 240_000
    await warmUp(endpoint, tripsFor(16, random), signal)
    const quiet = await searchRound(endpoint, tripsFor(searches, random), searchClients, deadline, signal)
    const flooding = flood()
    const loaded = await searchRound(endpoint, tripsFor(searches, random), searchClients, deadline, signal)
    const codes = await flooding
    const [without, during] = [quiet, loaded].map((round) => summary(round.latencies, round.errors, round.elapsedMs))
    // Every wrong sign-in was checked against a hash and refused as one: none got past the limits.
    expect(codes.filter((code) => code !== 'SIGN_IN_FAILED')).toEqual([])
    expect([without?.errors, during?.errors]).toEqual([0, 0])
    expect(during?.count).toBe(searches)
    expect(during?.p99).toBeLessThanOrEqual(2 * (without?.p99 ?? 0))
  }, 300_000)
})
