// The trip page names a seat an upgrade, or its cancel, gave up with the true reason: the
// seat is in the other cabin of the same flight, not "not free on your new flight".
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { TRIP_LOOKUP } from '../../fixtures/trip-change'
import type { Trip } from '../../shell/trip-api'

cleanPageBetweenTests()

const TRIP_PAGE = '#/b2c/myb?pnr=K7QM2P'
const text = () => document.body.textContent ?? ''

/** K7QM2P with its outbound ZZ 1 in `cabin`, upgraded from Economy when in Business, Ada's seat 34B given up. */
function tripWith(cabin: 'Business' | 'Economy', reason: Trip['seatsNotKept'][number]['reason']): Trip {
  return {
    ...CONFIRMED_TRIP,
    order: {
      ...CONFIRMED_TRIP.order,
      segments: CONFIRMED_TRIP.order.segments.map((s) =>
        s.index === 0
          ? {
              ...s,
              cabin,
              upgrade:
                cabin === 'Business'
                  ? {
                      fromCabin: 'Economy',
                      fromBrandName: 'Classic',
                      paid: { amount: 67_300, currency: 'USD' },
                      refundableUntil: '2026-11-30T02:15:00.000Z',
                    }
                  : null,
            }
          : s,
      ),
    },
    seatsNotKept: [{ passengerId: 'ADT-1', segmentIndex: 0, seatNumber: '34B', reason }],
  }
}

function mount(trip: Trip) {
  $trip.set({ status: 'found', trip, lookup: TRIP_LOOKUP })
  fakeApi(() => undefined)
  mountStorefront(TRIP_PAGE)
}

describe('seats an upgrade left, on the trip page', () => {
  it('an upgrade in place says the seat is in Economy and the upgrade seats the traveller in Business', async () => {
    mount(tripWith('Business', 'UPGRADED'))
    await waitFor(
      () =>
        expect(text()).toContain(
          'Ada Quillfeather: seat 34B is in Economy, and your upgrade seats you in Business on ZZ 1: choose a Business seat, free of charge.',
        ),
      { timeout: 5000 },
    )
    expect(text()).not.toContain('not free on your new flight')
    expect(screen.getByRole('button', { name: 'Choose new seats' })).toBeTruthy()
  })

  it('a cancelled upgrade says the Business seat went because the flight is back in Economy', async () => {
    mount(tripWith('Economy', 'UPGRADE_CANCELLED'))
    await waitFor(
      () =>
        expect(text()).toContain(
          'Ada Quillfeather: seat 34B is in Business, and with your upgrade cancelled you fly in Economy on ZZ 1.',
        ),
      { timeout: 5000 },
    )
    expect(text()).not.toContain('not free on your new flight')
  })
})
