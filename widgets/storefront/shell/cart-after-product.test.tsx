import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../fixtures/mount'
import { car, cartWith, extrasAnswer, hotel, insurance } from '../fixtures/stay'
import type { Cart } from './api'

cleanPageBetweenTests()

const FLIGHTS = `${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`

/** The page's chunk and the summary's on a busy machine. */
const SLOW = { timeout: 10_000 }

const economy = {
  carClass: 'ECONOMY',
  model: 'Mitsubishi Mirage',
  seats: 5,
  bags: 2,
  transmission: 'AUTOMATIC',
  conditions: {
    kilometresPerDay: null,
    minimumDriverAge: 21,
    deposit: { amount: 30_000, currency: 'USD' },
    fuelPolicy: 'FULL_TO_FULL',
    freeCancellationHours: 48,
    included: ['THEFT'],
  },
  quote: { quoteId: 'q-car', provider: 'Avis', price: car.price, terms: { url: 'https://example.com/terms' } },
}

const leg = (origin: string, destination: string, city: string, departure: string, arrival: string) => ({
  segments: [{ origin: { code: origin }, destination: { code: destination, city }, departure, arrival }],
})

/** The cars page's calls, and a cart that holds the car once addCarToCart was answered. */
function carsApi() {
  let cart: Cart = cartWith([])
  const api = fakeApi((call) => {
    switch (call.operationName) {
      case 'carTrip':
        return {
          data: {
            cart: {
              parts: [
                leg('LHR', 'JFK', 'New York', '2026-12-01T10:00:00', '2026-12-01T13:10:00'),
                leg('JFK', 'LHR', 'London', '2026-12-08T18:30:00', '2026-12-09T06:40:00'),
              ],
            },
          },
        }
      case 'carLocations':
        return {
          data: { carLocations: [{ locationId: 'JFK-AVIS', name: 'Avis', access: 'SHUTTLE', supplier: 'Avis' }] },
        }
      case 'carAvailability':
        return { data: { carAvailability: [economy] } }
      case 'addCarToCart':
        cart = cartWith([car])
        return { data: { addProductToCart: { total: cart.total } } }
      default:
        return extrasAnswer(call, () => cart)
    }
  })
  return api
}

const summary = () => screen.findByRole('complementary', { name: 'Your trip' }, SLOW)

describe('the trip summary after a partner product is added', { timeout: 30_000 }, () => {
  it('shows the car and the new total as soon as the car is added, back on the extras', async () => {
    carsApi()
    mountStorefront(`#/b2c/cars?${FLIGHTS}`)
    const box = await summary()
    await within(box).findByText('$1,500.00', {}, SLOW)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Economy for $343.00' }, SLOW))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/ancillaries\?/))
    expect(await within(box).findByText(/Mitsubishi Mirage/, {}, SLOW)).toBeTruthy()
    expect(within(box).getByText('$1,843.00')).toBeTruthy()
  })

  it('says the car was added as news, in the info style, not as an error', async () => {
    carsApi()
    mountStorefront(`#/b2c/cars?${FLIGHTS}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Economy for $343.00' }, SLOW))
    const message = await screen.findByText('Car added to your booking: Economy.', {}, SLOW)
    const box = message.closest('.dx-alert') as HTMLElement
    expect(box.classList.contains('dx-alert--info')).toBe(true)
    expect(box.getAttribute('role')).toBe('status')
  })
})

/** The hotel-details page's calls, and a cart that holds the hotel once addHotelToCart was answered. */
function hotelsApi() {
  let cart: Cart = cartWith([])
  const room = {
    hotelRoomTypeId: 'QN',
    name: 'Queen room',
    maxGuests: 4,
    cancellationPolicy: { penaltyInfoList: [] },
    quote: { quoteId: 'q-QN', title: hotel.title, provider: 'Skybed Stays', price: hotel.price, terms: { url: '/t' } },
  }
  const details = {
    hotelId: 'JFK-JAMAICA-BAY',
    name: 'Jamaica Bay Airport Hotel',
    stars: 3,
    distanceMetres: 1_600,
    checkinTime: '15:00',
    checkoutTime: '11:00',
    amenities: [],
    rooms: [room],
  }
  return fakeApi((call) => {
    switch (call.operationName) {
      case 'hotelDetails':
        return { data: { hotelDetails: details } }
      case 'hotelCart':
        return { data: { cart: { products: cart.products.map((product) => ({ ...product, quoteId: 'q-QN' })) } } }
      case 'addHotelToCart':
        cart = cartWith([hotel])
        return { data: { addProductToCart: { total: cart.total } } }
      default:
        return extrasAnswer(call, () => cart)
    }
  })
}

describe('the trip summary after a hotel room is added', { timeout: 30_000 }, () => {
  it('shows the hotel and the new total as soon as the room is added, on the hotel step', async () => {
    hotelsApi()
    mountStorefront(`#/b2c/hotel-details?${FLIGHTS}&checkin=2026-12-01&checkout=2026-12-08&hotel=JFK-JAMAICA-BAY`)
    const box = await summary()
    await within(box).findByText('$1,500.00', {}, SLOW)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Queen room' }, SLOW))
    await screen.findByRole('heading', { name: 'Hotel' }, SLOW)
    expect(await within(box).findByText(/Jamaica Bay Airport Hotel, Queen room/, {}, SLOW)).toBeTruthy()
    expect(within(box).getByText('$2,473.00')).toBeTruthy()
  })
})

describe('the trip summary’s total', { timeout: 30_000 }, () => {
  /** The summary on the extras page with these products in the cart. */
  async function totalWith(products: Cart['products']) {
    fakeApi((call) => extrasAnswer(call, () => cartWith(products)))
    mountStorefront(`#/b2c/ancillaries?${FLIGHTS}`)
    const box = await summary()
    // The total's place says "Pricing your trip…" until the cart's answer is in.
    let total: string | null = null
    await waitFor(() => {
      total = within(box).getByRole('status').textContent
      expect(total).toMatch(/\$/)
    }, SLOW)
    return total
  }

  it('names the trip once a car and a hotel are in the cart', async () => {
    expect(await totalWith([car, hotel])).toBe('Total for your trip $2,816.00')
  })

  it('names the trip with a hotel alone', async () => {
    expect(await totalWith([hotel])).toBe('Total for your trip $2,473.00')
  })

  it('stays the passengers’ total with the flights and their protection only', async () => {
    expect(await totalWith([insurance])).toBe('Total for all passengers $1,549.00')
  })
})
