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
    render(
      <TripActions
        actions={[{ code: 'BOARDING_PASS', allowed: true, reason: null }]}
        t={t}
        locale="en-US"
        onAction={vi.fn()}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Boarding passes' }))
    expect(await screen.findByRole('button', { name: 'Print boarding passes' }, { timeout: 8000 })).toBeTruthy()
    const sent = JSON.parse(String(network.requests()[0]?.init.body)) as { variables: { lookup: unknown } }
    expect(sent.variables.lookup).toEqual(LOOKUP)
    // The passes' chunk (with the barcode library) arrives first.
  }, 15_000)

  it('tells once that the travel agency manages its refused changes, with its email and phone as links, and keeps other reasons on their lines', () => {
    const said: Translate = (key, values) =>
      key === 'manage.agencyNotice.named'
        ? `agency manages: ${String(values?.agency)}`
        : key === 'manage.agencyNotice.actions'
          ? `ask for: ${String(values?.actions)}`
          : key
    const managed = (code: 'SEATS' | 'CANCEL' | 'UPGRADE') => ({ code, allowed: false, reason: 'AGENCY_MANAGED' })
    const agency = { name: 'Hopper Travel', email: 'desk@hopper-travel.example', phone: '+1 202 555 0147' }
    const actions = [
      managed('SEATS'),
      { code: 'BAGS' as const, allowed: false, reason: 'FARE_RULES' },
      managed('CANCEL'),
      managed('UPGRADE'),
    ]
    render(<TripActions actions={actions} t={said} agency={agency} locale="en-US" onAction={vi.fn()} />)
    expect(screen.getAllByText('agency manages: Hopper Travel')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'desk@hopper-travel.example' }).getAttribute('href')).toBe(
      'mailto:desk@hopper-travel.example',
    )
    expect(screen.getByRole('link', { name: '+1 202 555 0147' }).getAttribute('href')).toBe('tel:+12025550147')
    // The refused actions are named once, in a sentence, not as bold labels of their own.
    expect(
      screen.getByText('ask for: manage.action.SEATS, manage.action.CANCEL, and manage.action.UPGRADE'),
    ).toBeTruthy()
    expect(screen.queryByText('manage.action.CANCEL')).toBeNull()
    // Another reason keeps its own line.
    expect(screen.getByText('manage.action.BAGS')).toBeTruthy()
    expect(screen.getByText('manage.reason.unknown')).toBeTruthy()
  })
})
