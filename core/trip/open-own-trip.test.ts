import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import { $account } from '../account/account-store'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { openTripFromHash } from './open-trip-from-hash'
import { cacheTrip } from './trip-cache'
import { $trip } from './trip-store'
import { withoutPersonalData } from './without-personal-data'

cleanPageBetweenTests()
afterEach(() => vi.dynamicImportSettled())
beforeEach(() => {
  $trip.set(undefined)
  $account.set({ status: 'signed-out' })
})
afterEach(() => $account.set({ status: 'unknown' }))

const found = () => jsonResponse({ data: { retrieveTrip: confirmedTrip } })
const signIn = () =>
  $account.set({
    status: 'signed-in',
    session: {
      kind: 'TRAVELLER',
      givenName: 'Ada',
      familyName: 'Lovelace',
      expiresInSeconds: 1800,
      loyaltyBalance: null,
      agency: null,
    },
  })

describe('a signed-in traveller opening a trip by its reference', () => {
  it('retrieves it live by the reference alone, with no name anywhere', async () => {
    const network = fakeNetwork(found)
    signIn()
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTripFromHash()
    await vi.waitFor(() => expect($trip.get()?.status).toBe('found'))
    expect(JSON.parse(String(network.requests()[0]?.init.body)).variables).toEqual({ pnr: 'K7PQ2M' })
    expect($trip.get()).toMatchObject({ lookup: { pnr: 'K7PQ2M' } })
    expect(location.hash).toBe('#/b2c/myb?pnr=K7PQ2M')
  })

  it('opens the trip whole where only the copy without names was shown before signing in', async () => {
    const network = fakeNetwork(found)
    cacheTrip(confirmedTrip)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTripFromHash()
    expect($trip.get()).toMatchObject({ status: 'found', lookup: undefined })
    expect(network.requests()).toHaveLength(0)
    signIn()
    openTripFromHash()
    await vi.waitFor(() => expect($trip.get()).toMatchObject({ status: 'found', lookup: { pnr: 'K7PQ2M' } }))
    expect($trip.get()).toMatchObject({ trip: confirmedTrip })
    expect(withoutPersonalData(confirmedTrip)).not.toEqual(confirmedTrip)
  })

  it('asks nothing of the API when nobody is signed in and no name or grant is known', () => {
    const network = fakeNetwork(found)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTripFromHash()
    expect(network.requests()).toHaveLength(0)
    expect($trip.get()).toBeUndefined()
  })
})
