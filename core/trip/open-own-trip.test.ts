import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import { $account } from '../account/account-store'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { openOwnTrip } from './open-own-trip'
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

/** As the trip page opens a trip: the address's own way first, then the signed-in owner's. */
const openTrip = () => {
  openTripFromHash()
  openOwnTrip()
}

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
    openTrip()
    await vi.waitFor(() => expect($trip.get()?.status).toBe('found'))
    expect(JSON.parse(String(network.requests()[0]?.init.body)).variables).toEqual({ pnr: 'K7PQ2M' })
    expect($trip.get()).toMatchObject({ lookup: { pnr: 'K7PQ2M' } })
    expect(location.hash).toBe('#/b2c/myb?pnr=K7PQ2M')
  })

  it('opens the trip whole where only the copy without names was shown before signing in', async () => {
    const network = fakeNetwork(found)
    cacheTrip(confirmedTrip)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTrip()
    expect($trip.get()).toMatchObject({ status: 'found', lookup: undefined })
    expect(network.requests()).toHaveLength(0)
    signIn()
    openTrip()
    await vi.waitFor(() => expect($trip.get()).toMatchObject({ status: 'found', lookup: { pnr: 'K7PQ2M' } }))
    expect($trip.get()).toMatchObject({ trip: confirmedTrip })
    expect(withoutPersonalData(confirmedTrip)).not.toEqual(confirmedTrip)
  })

  it('asks nothing of the API when nobody is signed in and no name or grant is known', () => {
    const network = fakeNetwork(found)
    location.hash = '#/b2c/myb?pnr=K7PQ2M'
    openTrip()
    expect(network.requests()).toHaveLength(0)
    expect($trip.get()).toBeUndefined()
  })
})
