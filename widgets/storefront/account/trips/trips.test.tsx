import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $account } from '../../../../core/account/account-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { ADA_SESSION, ADA_TRIPS, refusal } from '../../fixtures/account'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'

cleanPageBetweenTests()
afterEach(() => $account.set({ status: 'unknown' }))

const TRIPS = '#/b2c/trips'
const signedIn = () => $account.set({ status: 'signed-in', session: ADA_SESSION })
const tripsApi = (trips: unknown) =>
  fakeApi((call) => (call.operationName === 'accountTrips' ? { data: { upcomingTrips: trips } } : undefined))

// A page's chunk loads cold in the first test: a busy machine takes its time.
describe('trips page', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in, and reads no trips', async () => {
    const api = tripsApi(ADA_TRIPS)
    mountStorefront(TRIPS)
    expect(await screen.findByText(/Sign in to see this page/)).toBeTruthy()
    expect(api.calls('session')).toHaveLength(1)
    expect(api.calls('accountTrips')).toEqual([])
  })

  it('lists upcoming trips soonest first and past trips under their own heading', async () => {
    signedIn()
    tripsApi(ADA_TRIPS)
    mountStorefront(TRIPS)
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming trips' })).closest('section') as HTMLElement
    const past = screen.getByRole('heading', { name: 'Past trips' }).closest('section') as HTMLElement
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['LHR to JFK', 'LHR to CDG'])
    expect(
      within(past)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['JFK to LHR'])
    const first = within(upcoming).getAllByRole('listitem')[0] as HTMLElement
    expect(first.textContent).toContain('K7QM2P')
    expect(first.textContent).toContain('Confirmed')
    expect(first.textContent).toContain('2 passengers, including Ada Lovelace')
    // The airport's own clock, as the API sends it: no conversion to the browser's zone.
    expect(within(first).getAllByText(/8:30/)[0]?.closest('time')?.getAttribute('dateTime')).toBe('2026-12-01T08:30')
    expect(within(upcoming).getAllByRole('listitem')[1]?.textContent).toContain('Held, not yet paid')
  })

  it('opens a trip on its trip page by the reference alone, with no name in the address', async () => {
    signedIn()
    tripsApi(ADA_TRIPS)
    mountStorefront(TRIPS)
    const link = await screen.findByRole('link', { name: 'Open trip LHR to JFK, K7QM2P' })
    expect(link.getAttribute('href')).toBe('#/b2c/myb?pnr=K7QM2P')
  })

  it('says when there are no trips yet, with a way to search flights', async () => {
    signedIn()
    tripsApi({ upcoming: [], past: [] })
    mountStorefront(TRIPS)
    expect(await screen.findByText('You have no trips booked with this account yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('#/b2c/home')
  })

  it('shows a loading line, then explains a failure with a retry that reads the trips again', async () => {
    signedIn()
    let fail = true
    const api = fakeApi((call) => {
      if (call.operationName !== 'accountTrips') return undefined
      return fail ? refusal('HTTPERROR', 'SERVER_ERROR', undefined, 500) : { data: { upcomingTrips: ADA_TRIPS } }
    })
    mountStorefront(TRIPS)
    expect(await screen.findByText('Loading your trips…')).toBeTruthy()
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Upcoming trips' })).toBeTruthy()
    await waitFor(() => expect(api.calls('accountTrips').length).toBeGreaterThanOrEqual(2))
  })
})
