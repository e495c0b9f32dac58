import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { $account } from '../../../core/account/account-store'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { AGENT_SESSION } from '../fixtures/agency'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import { CONFIRMED_TRIP } from '../fixtures/trip'

cleanPageBetweenTests()
beforeEach(() => $trip.set(undefined))

function mountTrip(hash: string) {
  fakeApi((call) =>
    call.operationName === 'retrieveTrip'
      ? { data: { retrieveTrip: { ...CONFIRMED_TRIP, orderType: 'AGENCY' } } }
      : undefined,
  )
  mountStorefront(hash)
}

describe('trip page in the agency channel', () => {
  it("leads the agent back to the agency's bookings, beside finding another trip", async () => {
    $account.set({ status: 'signed-in', session: AGENT_SESSION })
    mountTrip('#/b2b/myb?pnr=K7QM2P')
    const back = await screen.findByRole('link', { name: 'Back to agency bookings' }, { timeout: 5000 })
    expect(back.getAttribute('href')).toBe('#/b2b/agency-bookings')
    expect(screen.getByRole('button', { name: 'Find another trip' })).toBeTruthy()
  }, 20_000)

  it('names the booking in its heading, by reference and lead passenger, not "Your trip"', async () => {
    $account.set({ status: 'signed-in', session: AGENT_SESSION })
    mountTrip('#/b2b/myb?pnr=K7QM2P')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Booking K7QM2P · Ada Quillfeather' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your trip' })).toBeNull()
  }, 20_000)

  it("offers no way to the agency's bookings to a traveller", async () => {
    $account.set({ status: 'signed-out' })
    fakeApi((call) => (call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: CONFIRMED_TRIP } } : undefined))
    $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: { pnr: 'K7QM2P', lastName: 'Quillfeather' } })
    mountStorefront('#/b2c/myb?pnr=K7QM2P')
    await screen.findByRole('button', { name: 'Find another trip' }, { timeout: 5000 })
    expect(screen.queryByRole('link', { name: 'Back to agency bookings' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Your trip' })).toBeTruthy()
  }, 20_000)
})
