// The attributes each widget gets in the bench pages: today's real flight and route
// from the seeded demo airline, so every widget renders data, not an empty form.
import { fileURLToPath } from 'node:url'
import { readGraphqlDocument } from '../../esbuild.config.mjs'

/** The schedule document as the widget sends it: the file's text with the fragments it imports. */
const scheduleQuery = readGraphqlDocument(
  fileURLToPath(new URL('../../core/api/flight-schedules.graphql', import.meta.url)),
).text

/**
 * @param {string} apiOrigin
 * @returns {Promise<(widget: string) => Record<string, string>>}
 */
export async function seededAttributes(apiOrigin) {
  const date = new Date().toISOString().slice(0, 10)
  const response = await fetch(`${apiOrigin}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: scheduleQuery,
      variables: { origin: 'LHR', destination: 'JFK', departureDate: date },
    }),
  })
  const body = await response.json()
  const flightNumber = body?.data?.flightSchedules?.schedules?.[0]?.flights?.[0]?.flightNumber
  if (!flightNumber) throw new Error(`No LHR-JFK flight in the seed for ${date}: ${JSON.stringify(body)}`)
  /** @type {Record<string, Record<string, string>>} */
  const byWidget = {
    'flight-status': { 'flight-number': flightNumber, date },
    'flight-schedule': { origin: 'LHR', destination: 'JFK', date },
  }
  return (widget) => byWidget[widget] ?? {}
}
