// Prefetch: with the `prefetch` setting on, the loader
// starts the results page's search before the storefront's code has arrived, and the
// page takes that answer instead of searching again.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startE2e, type E2e } from './harness'
import { defaultTrip, openShop, ORIGIN, storefrontHash, tripQuery, waitForFlightsFrom } from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
})

afterAll(async () => {
  await e2e?.close()
})

describe('prefetch of the results page', () => {
  test('searches once, started by the prefetch file, and shows the flights', async () => {
    const trip = defaultTrip()
    const watched = await openShop(e2e, storefrontHash('flight-selection', tripQuery(trip)), {
      path: '/prefetch.html',
      widgets: ['storefront'],
    })
    try {
      await waitForFlightsFrom(watched.page, ORIGIN, 'Classic')
      const urls = watched.responses.map((response) => response.url())
      expect(urls.some((url) => url.endsWith('/dx/prefetch.js'))).toBe(true)
      const searches = watched.responses.filter((response) => {
        const body = response.request().postData()
        return response.url().endsWith('/dx/api/graphql') && body?.includes('"operationName":"searchFlights"')
      })
      expect(searches).toHaveLength(1)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
