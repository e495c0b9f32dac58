import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $account } from '../../../core/account/account-store'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests, jsonResponse } from '../../../test/fake-network'
import { AGENCY_TRIPS, AGENT_SESSION } from '../fixtures/agency'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import { CONFIRMED_TRIP } from '../fixtures/trip'

cleanPageBetweenTests()
beforeEach(() => {
  $trip.set(undefined)
  $account.set({ status: 'signed-in', session: AGENT_SESSION })
})

function mountBookings(trips = AGENCY_TRIPS) {
  const api = fakeApi((call) => {
    if (call.operationName === 'agencyOrders') return { data: { agencyOrders: trips } }
    if (call.operationName === 'retrieveTrip')
      return { data: { retrieveTrip: { ...CONFIRMED_TRIP, orderType: 'AGENCY' } } }
    return undefined
  })
  mountStorefront('#/b2b/agency-bookings')
  return api
}

describe('agency bookings page', () => {
  it('says when the agency has no bookings yet, with the way to book', async () => {
    mountBookings({ upcoming: [], past: [] })
    expect(await screen.findByText('Your agency has no bookings yet.', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Book a trip for a customer' }).getAttribute('href')).toBe('#/b2b/home')
  }, 20_000)

  it('lists upcoming and past bookings apart, each with customer, reference, route, dates and status', async () => {
    mountBookings()
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 5000 })
    const past = screen.getByRole('region', { name: 'Past' })
    expect(within(upcoming).getByRole('link', { name: 'K7QM2P: LHR to JFK' })).toBeTruthy()
    expect(within(upcoming).getByText('Grace Hopper')).toBeTruthy()
    expect(within(upcoming).getByText('Confirmed')).toBeTruthy()
    expect(within(upcoming).getByText('2 passengers')).toBeTruthy()
    expect(within(upcoming).getByText(/Dec 1, 2026 to .*Dec 8, 2026/)).toBeTruthy()
    expect(within(past).getByRole('link', { name: 'W2X9RT: CDG to LHR' })).toBeTruthy()
    expect(within(past).getByText('Alan Turing')).toBeTruthy()
    expect(within(past).getByText('Cancelled')).toBeTruthy()
  }, 20_000)

  it('shows one day, with its year, for a trip that leaves and arrives the same day, and a range with years otherwise', async () => {
    mountBookings()
    const past = await screen.findByRole('region', { name: 'Past' }, { timeout: 5000 })
    // W2X9RT leaves and lands on Oct 2, 2026: one date, not "Oct 2 to Oct 2".
    expect(within(past).getByText('Fri, Oct 2, 2026')).toBeTruthy()
    expect(within(past).queryByText(/2026 to /)).toBeNull()
    const upcoming = screen.getByRole('region', { name: 'Upcoming' })
    expect(within(upcoming).getByText('Tue, Dec 1, 2026 to Tue, Dec 8, 2026')).toBeTruthy()
  }, 20_000)

  it("marks the agency bar's link to the page the agent is on, and no other", async () => {
    mountBookings()
    const bar = await screen.findByRole('navigation', { name: 'Agency' }, { timeout: 5000 })
    expect(within(bar).getByRole('link', { name: 'Agency bookings' }).getAttribute('aria-current')).toBe('page')
    expect(within(bar).getByRole('link', { name: 'New booking' }).getAttribute('aria-current')).toBeNull()
    expect(within(bar).getByRole('link', { name: 'Agency profile' }).getAttribute('aria-current')).toBeNull()
  }, 20_000)

  it('opens a booking on its trip page by the reference alone: no last name asked or sent', async () => {
    const api = mountBookings()
    fireEvent.click(await screen.findByRole('link', { name: 'K7QM2P: LHR to JFK' }, { timeout: 5000 }))
    expect(location.hash).toBe('#/b2b/myb?pnr=K7QM2P')
    await waitFor(() => expect(api.calls('retrieveTrip').map((call) => call.variables)).toEqual([{ pnr: 'K7QM2P' }]), {
      timeout: 5000,
    })
    // The trip shows with its passengers' names, found by the session: no lookup form.
    expect((await screen.findAllByText(/Quillfeather/, {}, { timeout: 5000 })).length).toBeGreaterThan(0)
    expect(screen.queryByLabelText('Last name')).toBeNull()
  }, 20_000)

  it("keeps the API's options on an agency order's trip page, adding no guest option it refused", async () => {
    const refused = CONFIRMED_TRIP.actions.map((action) =>
      action.code === 'EDIT_PASSENGERS' ? { ...action, allowed: false, reason: 'AGENCY_ONLY' } : action,
    )
    fakeApi((call) =>
      call.operationName === 'retrieveTrip'
        ? { data: { retrieveTrip: { ...CONFIRMED_TRIP, orderType: 'AGENCY', actions: refused } } }
        : undefined,
    )
    mountStorefront('#/b2b/myb?pnr=K7QM2P')
    await waitFor(() => expect($trip.get()?.status).toBe('found'), { timeout: 5000 })
    const state = $trip.get()
    expect(state?.status === 'found' && state.trip.actions).toEqual(refused)
  }, 20_000)

  it('asks the agent to sign in again when the API says the session has ended', async () => {
    fakeApi((call) =>
      call.operationName === 'agencyOrders'
        ? jsonResponse(
            {
              data: null,
              errors: [
                { message: 'Sign in', extensions: { type: 'businessLogic', code: 'SIGN_IN_REQUIRED', status: 401 } },
              ],
            },
            401,
          )
        : undefined,
    )
    mountStorefront('#/b2b/agency-bookings')
    expect(
      await screen.findByRole('heading', { name: 'Sign in to book for your customers' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect($account.get()).toEqual({ status: 'signed-out' })
  }, 20_000)
})
