import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { openTripFromHash } from './open-trip-from-hash'
import { cacheTrip, readCachedTrip } from './trip-cache'
import { $trip } from './trip-store'
import { withoutPersonalData } from './without-personal-data'

cleanPageBetweenTests()
afterEach(() => vi.dynamicImportSettled())
beforeEach(() => $trip.set(undefined))

const found = () => jsonResponse({ data: { retrieveTrip: confirmedTrip } })
const notFound = () =>
  jsonResponse({
    data: null,
    errors: [{ message: 'No trip', extensions: { type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404 } }],
  })

describe('a deep link to a trip', () => {
  it('takes the last name out of the address at once, keeping the reference', () => {
    fakeNetwork(found)
    location.hash = '#/b2c/myb?pnr=K7PQ2M&lastName=Lovelace'
    const entries = history.length
    openTripFromHash()
    expect(location.hash).toBe('#/b2c/myb?pnr=K7PQ2M')
    expect(history.length).toBe(entries)
  })

  it('retrieves the trip with the name it carried', async () => {
    const network = fakeNetwork(found)
    location.hash = '#/b2c/myb?pnr=K7PQ2M&lastName=Lovelace'
    openTripFromHash()
    expect($trip.get()).toEqual({ status: 'loading', reference: 'K7PQ2M' })
    await vi.waitFor(() => expect($trip.get()?.status).toBe('found'))
    expect(JSON.parse(String(network.requests()[0]?.init.body)).variables).toEqual({
      pnr: 'K7PQ2M',
      last_name: 'Lovelace',
    })
    expect($trip.get()).toMatchObject({ trip: confirmedTrip, lookup: { pnr: 'K7PQ2M', lastName: 'Lovelace' } })
  })

  it('is read once: the address it leaves asks for nothing more', async () => {
    const network = fakeNetwork(found)
    location.hash = '#/b2c/myb?pnr=K7PQ2M&lastName=Lovelace'
    openTripFromHash()
    openTripFromHash()
    await vi.waitFor(() => expect($trip.get()?.status).toBe('found'))
    expect(network.requests()).toHaveLength(1)
  })

  it('says why when the trip is not found', async () => {
    fakeNetwork(notFound)
    location.hash = '#/b2c/myb?pnr=K7PQ2M&lastName=Smith'
    openTripFromHash()
    await vi.waitFor(() => expect($trip.get()?.status).toBe('failed'))
    expect($trip.get()).toMatchObject({ reference: 'K7PQ2M', error: { code: 'TRIP_NOT_FOUND' } })
  })
})

describe('an address with the reference alone', () => {
  it('shows the copy kept in this browser after a reload, with no server call', () => {
    cacheTrip(confirmedTrip)
    const network = fakeNetwork(found)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTripFromHash()
    expect($trip.get()).toEqual({ status: 'found', trip: withoutPersonalData(confirmedTrip), lookup: undefined })
    expect(network.requests()).toHaveLength(0)
  })

  it('keeps the trip found on this page, with its lookup', () => {
    const current = { status: 'found', trip: confirmedTrip, lookup: { pnr: 'K7PQ2M', lastName: 'Lovelace' } } as const
    $trip.set(current)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTripFromHash()
    expect($trip.get()).toBe(current)
  })

  it('shows no trip when none is kept: the page asks for the last name', () => {
    $trip.set({
      status: 'found',
      trip: { ...confirmedTrip, order: { ...confirmedTrip.order, reference: 'W2X9RT' } },
      lookup: undefined,
    })
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTripFromHash()
    expect($trip.get()).toBeUndefined()
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
  })
})

it('leaves other pages alone', () => {
  location.hash = '#/b2c/passengers?pnr=K7PQ2M&lastName=Lovelace'
  openTripFromHash()
  expect(location.hash).toBe('#/b2c/passengers?pnr=K7PQ2M&lastName=Lovelace')
  expect($trip.get()).toBeUndefined()
})
