// @vitest-environment node
// A refusal names the field and the rule, never the value sent: a 900 KB value is refused
// with a short answer that does not hold it, whether the API's own checks or graphql-js
// refuse it. Over real HTTP (startServer on port 0), so the answer is the one sent.
import { describe, expect, it } from 'vitest'
import { serverPerFile } from '../test-support/server-per-file'
import airportsDocument from '../../../core/api/airports.graphql'
import flightStatusDocument from '../../../core/api/flight-status.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import type { FlightStatusQueryVariables, SearchFlightsMutationVariables } from '../../../core/api/generated/operations'
import { criteria } from '../test-support/shopping'

const server = serverPerFile('echo')

// Letters only, so it is a GraphQL name too: graphql-js would quote it as an enum value or an argument name.
const huge = 'Q'.repeat(900 * 1024)
/** A piece of the value long enough that finding it in the answer means it was echoed. */
const piece = 'Q'.repeat(100)
// Written into the query text itself, a value must stay under the query length cap
// (QUERY_TOO_LONG) to reach graphql-js's own checks at all.
const longInQuery = 'Q'.repeat(15_000)

async function refusal(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const text = await response.text()
  const body = JSON.parse(text) as { errors?: Array<{ message: string; extensions: { code: string } }> }
  return { text, errors: body.errors ?? [] }
}

const flightStatus = (overrides: Partial<FlightStatusQueryVariables>) =>
  refusal(flightStatusDocument, {
    flightNumber: '1',
    departureDate: '2026-06-01',
    airlineCode: 'ZZ',
    ...overrides,
  } satisfies FlightStatusQueryVariables)

describe('a refusal of a 900 KB value', () => {
  it.each([
    ['flightNumber', 'INVALID_FLIGHT_NUMBER'],
    ['departureDate', 'INVALID_DATE'],
    ['airlineCode', 'UNKNOWN_AIRLINE'],
    ['origin', 'INVALID_AIRPORT_CODE'],
  ])('by the API names %s and the rule in a short answer without the value', async (field, code) => {
    const { text, errors } = await flightStatus({ [field]: huge })
    expect(errors[0]?.extensions.code).toBe(code)
    expect(errors[0]?.message).toContain(field)
    expect(text.length).toBeLessThan(1000)
    expect(text).not.toContain(piece)
  })

  it('by graphql-js for a variable of the wrong type names the variable, not the value', async () => {
    const { text, errors } = await refusal(airportsDocument, { limit: huge })
    expect(errors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED')
    expect(errors[0]?.message).toMatch(/^Variable "\$limit" got an invalid value; Int cannot represent/)
    expect(text.length).toBeLessThan(1000)
    expect(text).not.toContain(piece)
  })

  it('by graphql-js for an enum value, an unknown input field or an unknown argument leaves it out too', async () => {
    const search = (overrides: Record<string, unknown>) =>
      refusal(searchFlightsDocument, {
        criteria: { ...criteria(), ...overrides },
      } as unknown as SearchFlightsMutationVariables)
    for (const answer of [
      await search({ searchType: huge }),
      await search({ [huge]: 1 }),
      await refusal(`{ airports(${longInQuery}: 1) { code } }`),
      await refusal(`{ airports(limit: "${longInQuery}") { code } }`),
    ]) {
      expect(answer.errors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED')
      expect(answer.text.length).toBeLessThan(2000)
      expect(answer.text).not.toContain(piece)
    }
  })
})
