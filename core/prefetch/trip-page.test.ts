import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import { confirmedTrip } from '../trip/fixtures/confirmed-trip'
import { cacheTrip } from '../trip/trip-cache'
import { $trip } from '../trip/trip-store'
import { prefetchTripPage } from './trip-page'

cleanPageBetweenTests()
afterEach(() => vi.dynamicImportSettled())
beforeEach(() => $trip.set(undefined))

describe('prefetch of the trip details page', () => {
  it('starts the retrieve when the address has both the reference and the last name', async () => {
    const network = fakeNetwork(() => jsonResponse({ data: { retrieveTrip: confirmedTrip } }))
    location.hash = '#/b2c/myb?pnr=K7PQ2M&lastName=Lovelace'
    prefetchTripPage()
    expect(location.hash).toBe('#/b2c/myb?pnr=K7PQ2M')
    await vi.waitFor(() => expect($trip.get()?.status).toBe('found'))
    expect(network.requests()).toHaveLength(1)
  })

  it('does nothing for an address with the reference alone', () => {
    cacheTrip(confirmedTrip)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    prefetchTripPage()
    expect($trip.get()).toBeUndefined()
  })
})
