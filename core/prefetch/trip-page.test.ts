import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse, networkDown } from '../../test/fake-network'
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

  it('makes the retrieve once more when the prefetched one got no answer', async () => {
    // The prefetch's retrieve gets no answer from the API nor from the REST service it falls back on.
    let unanswered = 2
    const network = fakeNetwork((url, init) =>
      unanswered-- > 0 ? networkDown(url, init) : jsonResponse({ data: { retrieveTrip: confirmedTrip } }),
    )
    location.hash = '#/b2c/myb?pnr=K7PQ2M&lastName=Lovelace'
    prefetchTripPage()
    await vi.waitFor(() => expect($trip.get()?.status).toBe('found'))
    expect(network.requests()).toHaveLength(3)
  })

  it('lets a trip not found stand, without asking again', async () => {
    const notFound = { type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404 }
    const network = fakeNetwork(() => jsonResponse({ errors: [{ message: 'No trip', extensions: notFound }] }))
    location.hash = '#/b2c/myb?pnr=K7PQ2M&lastName=Lovelace'
    prefetchTripPage()
    await vi.waitFor(() => expect($trip.get()?.status).toBe('failed'))
    expect($trip.get()).toMatchObject({ error: { code: 'TRIP_NOT_FOUND' } })
    expect(network.requests()).toHaveLength(1)
  })

  it('does nothing for an address with the reference alone', () => {
    cacheTrip(confirmedTrip)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    prefetchTripPage()
    expect($trip.get()).toBeUndefined()
  })
})
