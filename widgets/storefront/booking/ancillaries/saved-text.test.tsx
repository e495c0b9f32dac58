import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import type { CartItem } from '../../shell/api'
import { mountStorefront } from '../../fixtures/mount'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { ADDED_BAG, changeCart, TRIP_LOOKUP, tripChangeApi } from '../../fixtures/trip-change'

// The extras page of a change to a booked trip says what the cart holds once saved: each
// amount named, adding up to its total.

cleanPageBetweenTests()
beforeEach(() => $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: TRIP_LOOKUP }))

const usd = (amount: number) => ({ amount, currency: 'USD' })
/** Seat 14C for the child on the way back, 17.33 USD, chosen in the same change. */
const SEAT: CartItem = { kind: 'SEAT', passengerId: 'CHD-1', index: 1, detail: '14C', price: usd(1_733) }
/** "$1,234.56" in cents: the fixtures are in USD, two decimals. */
const cents = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d-]/g, ''))

describe('the extras page of a change that added seats first', () => {
  it('names the seats beside the bags and extras, adding up to the cart’s total', async () => {
    tripChangeApi([SEAT], (call) =>
      call.operationName === 'updateAncillaries'
        ? {
            data: {
              updateAncillaries: { ...changeCart([SEAT, ADDED_BAG]), seats: usd(1_733), ancillaries: usd(6_000) },
            },
          }
        : undefined,
    )
    mountStorefront('#/b2c/ancillaries?change=extras&pnr=K7QM2P&execution=c1')
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Add an extra bag for Ada Quillfeather, LHR to JFK' },
        { timeout: 5000 },
      ),
    )
    const saved = await screen.findByText(/^Cart updated\./, undefined, { timeout: 5000 })
    expect(saved.textContent).toBe('Cart updated. Seats: $17.33. Bags and extras: $60.00. Total: $77.33.')
    const [seats, extras, total] = (saved.textContent ?? '').match(/\$[\d,.]+/g)?.map(cents) ?? []
    expect((seats ?? 0) + (extras ?? 0)).toBe(total)
  })
})
