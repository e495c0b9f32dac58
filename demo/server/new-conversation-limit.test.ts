// @vitest-environment node
// The server as started: its option reaches the GraphQL route, the window runs on real
// time although "now" is frozen, and a refusal can be read by a partner page.
import { describe, expect, it } from 'vitest'
import searchFlightsDocument from '../../core/api/search-flights.graphql'
import type { SearchFlightsMutationVariables } from '../../core/api/generated/operations'
import { serverPerFile } from './test-support/server-per-file'
import { criteria } from './test-support/shopping'

const server = serverPerFile('new-conversations', (folder) => ({ root: folder, newConversationsPerMinute: 1 }))

const variables: SearchFlightsMutationVariables = { criteria: criteria() }

const search = () =>
  fetch(`${server.url}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: 'http://localhost:5173' },
    body: JSON.stringify({ query: searchFlightsDocument, variables }),
  })

describe('newConversationsPerMinute', () => {
  it('refuses the next new conversation from the address with 429 and a Retry-After of at most a minute', async () => {
    expect((await search()).status).toBe(200)
    const refused = await search()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(refused.headers.get('access-control-expose-headers')).toContain('retry-after')
  })
})
