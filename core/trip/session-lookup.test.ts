import { beforeEach, describe, expect, it } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import { $account } from '../account/account-store'
import type { AccountSessionFragment } from '../api/generated/operations'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { openTripFromHash } from './open-trip-from-hash'
import { $trip } from './trip-store'

cleanPageBetweenTests()

const AGENT: AccountSessionFragment = {
  kind: 'AGENT',
  givenName: 'Ada',
  familyName: 'Quill',
  expiresInSeconds: 1800,
  loyaltyBalance: null,
  agency: { agencyId: 'AGY-1', name: 'Meridian Travel', iataNumber: '91234567' },
}
const TRAVELLER: AccountSessionFragment = { ...AGENT, kind: 'TRAVELLER', agency: null }

/** The API answering every retrieve with the trip; the variables of each retrieve sent. */
function retrieves() {
  const network = fakeNetwork(() => jsonResponse({ data: { retrieveTrip: confirmedTrip } }))
  return () =>
    network
      .requests()
      .map((request) => JSON.parse(String(request.init.body)) as { operationName: string; variables: unknown })
      .filter((body) => body.operationName === 'retrieveTrip')
      .map((body) => body.variables)
}

beforeEach(() => {
  $trip.set(undefined)
  $account.set({ status: 'signed-out' })
})

describe('a trip opened by the signed-in session', () => {
  it("opens an agent's trip in the agency channel by its reference alone, no last name sent", async () => {
    $account.set({ status: 'signed-in', session: AGENT })
    const sent = retrieves()
    location.hash = `#/b2b/myb?pnr=${confirmedTrip.order.reference}`
    openTripFromHash()
    await expect.poll(() => $trip.get()?.status).toBe('found')
    expect(sent()).toEqual([{ pnr: confirmedTrip.order.reference }])
    const state = $trip.get()
    expect(state?.status === 'found' && state.lookup).toEqual({ pnr: confirmedTrip.order.reference, bySession: true })
  })

  it('asks for the name (no call) in the guest channel, or for a traveller, or for nobody, in the agency channel', () => {
    const sent = retrieves()
    for (const [account, hash] of [
      [{ status: 'signed-in', session: AGENT }, '#/b2c/myb?pnr=K7PQ2M'],
      [{ status: 'signed-in', session: TRAVELLER }, '#/b2b/myb?pnr=K7PQ2M'],
      [{ status: 'signed-out' }, '#/b2b/myb?pnr=K7PQ2M'],
    ] as const) {
      $account.set(account)
      location.hash = hash
      openTripFromHash()
      expect($trip.get()).toBeUndefined()
    }
    expect(sent()).toEqual([])
  })
})
