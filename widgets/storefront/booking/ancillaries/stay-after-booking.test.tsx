import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { mountStorefront } from '../../fixtures/mount'
import { orderProducts } from '../../fixtures/protection'
import { car, extrasAnswer } from '../../fixtures/stay'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { changeCart, TRIP_LOOKUP, tripChangeApi } from '../../fixtures/trip-change'
import type { Trip } from '../../shell/trip-api'

// The extras of a change to a booked trip offer a car and a hotel (issue 30, after booking):
// their pages add to the change's cart, so every link keeps the change and its conversation.

cleanPageBetweenTests()

const EXTRAS = '#/b2c/ancillaries?change=extras&pnr=K7QM2P&execution=c1'
const SLOW = { timeout: 10_000 }

const [insurance] = orderProducts()
/** A car booked with the trip, still cancellable by its terms. */
const bookedCar = {
  ...insurance,
  productId: 'p-car',
  kind: 'CAR',
  provider: 'Avis',
  reference: 'AV-1',
  title: 'Economy car',
  startsAt: '2026-12-01T14:00',
  endsAt: '2026-12-08T16:00',
  cancellable: true,
}

/** The change's extras of `trip`, the change's cart holding `products`. */
function mountChange(trip: Trip, products: (typeof car)[] = []) {
  $trip.set({ status: 'found', trip, lookup: TRIP_LOOKUP })
  tripChangeApi([], (call) => extrasAnswer(call, () => ({ ...changeCart(), products })))
  mountStorefront(EXTRAS)
  return screen.findByRole('region', { name: 'Car and hotel' }, SLOW)
}

/** The query of a link's address. */
const queryOf = (link: HTMLElement) => new URLSearchParams((link.getAttribute('href') ?? '').split('?')[1])

describe('the extras of a change to a booked trip: Car and hotel', { timeout: 30_000 }, () => {
  beforeEach(() => $trip.set(undefined))

  it('links to the cars and the hotels with the change and its conversation kept', async () => {
    const stay = await mountChange(CONFIRMED_TRIP)
    const cars = within(stay).getByRole('link', { name: 'Rent a car at your destination' })
    const hotels = within(stay).getByRole('link', { name: 'Find a hotel for your stay' })
    expect(cars.getAttribute('href')).toMatch(/^#\/b2c\/cars\?/)
    expect(hotels.getAttribute('href')).toMatch(/^#\/b2c\/hotel-search\?/)
    for (const link of [cars, hotels]) {
      const query = queryOf(link)
      expect([query.get('change'), query.get('pnr'), query.get('execution')]).toEqual(['extras', 'K7QM2P', 'c1'])
    }
    // The trip's own route and travellers, for the hotel's airport, dates and guests.
    expect([queryOf(hotels).get('destination0'), queryOf(hotels).get('date0'), queryOf(hotels).get('ADT')]).toEqual([
      'JFK',
      '12-01-2026',
      '2',
    ])
    expect(within(stay).queryByText(/replaces it/)).toBeNull()
  })

  it('says a new car replaces the booked one, cancelled by its terms', async () => {
    const withCar = { ...CONFIRMED_TRIP, order: { ...CONFIRMED_TRIP.order, products: [bookedCar] } } as Trip
    const stay = await mountChange(withCar)
    expect(
      within(stay).getByText(
        'You have a car booked: Economy car. A new car replaces it; the booked car is cancelled by its rental terms, and what they give back is refunded.',
      ),
    ).toBeTruthy()
    expect(within(stay).queryByText(/hotel booked/)).toBeNull()
  })

  it('shows the car in the change’s cart, with its change link keeping the change', async () => {
    const stay = await mountChange(CONFIRMED_TRIP, [car])
    expect(await within(stay).findByText('Car in your cart: Mitsubishi Mirage, $343.00', {}, SLOW)).toBeTruthy()
    const change = within(stay).getByRole('link', { name: 'Change the car' })
    expect([queryOf(change).get('change'), queryOf(change).get('pnr')]).toEqual(['extras', 'K7QM2P'])
  })
})
