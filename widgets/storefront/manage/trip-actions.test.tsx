import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../../test/fake-network'
import { CONFIRMED_TRIP } from '../fixtures/trip'
import { ADA_PASS } from './boarding-pass/fixtures/boarding-passes'
import type { Translate } from '../../ui/use-translate'
import { TripActions } from './trip-actions'

cleanPageBetweenTests()
afterEach(() => $trip.set(undefined))

const t = (key: string) => (key === 'manage.action.BOARDING_PASS' ? 'Boarding passes' : key)
const LOOKUP = { pnr: 'K7QM2P', lastName: 'Quillfeather' }

describe('TripActions', () => {
  it('opens the boarding passes, read with the lookup that found the trip', async () => {
    $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: LOOKUP })
    const network = fakeNetwork(() => jsonResponse({ data: { boardingPasses: [ADA_PASS] } }))
    render(<TripActions actions={[{ code: 'BOARDING_PASS', allowed: true, reason: null }]} t={t} onAction={vi.fn()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Boarding passes' }))
    expect(await screen.findByRole('button', { name: 'Print boarding passes' }, { timeout: 8000 })).toBeTruthy()
    const sent = JSON.parse(String(network.requests()[0]?.init.body)) as { variables: { lookup: unknown } }
    expect(sent.variables.lookup).toEqual(LOOKUP)
    // The passes' chunk (with the barcode library) arrives first.
  }, 15_000)

  it('says the travel agency manages the changes of its booking, and names it', () => {
    const said: Translate = (key, values) =>
      key === 'manage.reason.AGENCY_MANAGED' ? `agency manages: ${String(values?.agency)}` : key
    const refused = { code: 'CANCEL' as const, allowed: false, reason: 'AGENCY_MANAGED' }
    render(<TripActions actions={[refused]} t={said} agency="Hopper Travel" onAction={vi.fn()} />)
    expect(screen.getByText('agency manages: Hopper Travel')).toBeTruthy()
  })
})
