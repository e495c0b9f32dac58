import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { installSettings } from '../../../../core/settings/install-settings'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { TRIP_LOOKUP } from '../../fixtures/trip-change'

cleanPageBetweenTests()

const TRIP = `${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`
const ONE_WAY =
  'origin0=LHR&destination0=JFK&date0=12-01-2026&journeyType=one-way&class=Economy&ADT=1&awardBooking=false&flight=p0-zz1-classic&execution=e1s1'
const usd = (amount: number) => ({ amount, currency: 'USD' })
const oneNight = { timeUnit: 'DAY', duration: 2, policyStartType: 'BEFORE_CHECKIN', type: 'NIGHTS', value: 1 }
const nonRefundable = { timeUnit: 'HOUR', duration: 0, policyStartType: 'AFTER_BOOKING', type: 'PERCENT', value: 100 }

const hotels = [
  { hotelId: 'JFK-TERMINAL-ONE', name: 'Terminal One Suites', stars: 4, distanceMetres: 400, fromPrice: usd(160_300) },
  {
    hotelId: 'JFK-JAMAICA-BAY',
    name: 'Jamaica Bay Airport Hotel',
    stars: 3,
    distanceMetres: 1_600,
    fromPrice: usd(97_300),
  },
]
const room = (hotelRoomTypeId: string, name: string, amount: number, penaltyInfoList: unknown[]) => ({
  hotelRoomTypeId,
  name,
  maxGuests: 4,
  cancellationPolicy: { penaltyInfoList },
  quote: {
    quoteId: `q-${hotelRoomTypeId}`,
    title: `Jamaica Bay, ${name}`,
    provider: 'Skybed Stays',
    price: usd(amount),
    terms: { url: '/terms' },
  },
})
const details = {
  hotelId: 'JFK-JAMAICA-BAY',
  name: 'Jamaica Bay Airport Hotel',
  stars: 3,
  distanceMetres: 1_600,
  checkinTime: '15:00',
  checkoutTime: '11:00',
  amenities: ['WIFI', 'SHUTTLE'],
  rooms: [
    room('QN', 'Queen Room', 111_300, [oneNight]),
    room('QN-NR', 'Queen Room, non-refundable', 97_300, [nonRefundable]),
  ],
}
const quoteExpired = {
  errors: [{ message: 'expired', extensions: { type: 'businessLogic', code: 'QUOTE_EXPIRED', status: 409 } }],
}

/** Types into a field as a user does (input, then change), for React and for Preact. */
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

/** The first page of a file loads its chunk: generous on a loaded machine. */
const SLOW = { timeout: 10_000 }

function hotelApi(override: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = override(call)
    if (answer !== undefined) return answer
    if (call.operationName === 'hotelSearch') return { data: { hotelSearch: hotels } }
    if (call.operationName === 'hotelDetails') return { data: { hotelDetails: details } }
    if (call.operationName === 'addHotelToCart') return { data: { addProductToCart: { total: usd(1) } } }
    if (call.operationName === 'removeHotelFromCart') return { data: { removeProductFromCart: { total: usd(1) } } }
    return undefined
  })
}

describe('hotel-search', () => {
  it('lists hotels near the arrival airport for the stay between the flights, for every traveller, nearest first', async () => {
    const api = hotelApi()
    mountStorefront(`#/b2c/hotel-search?${TRIP}`)
    expect(await screen.findByRole('heading', { name: 'Hotels near JFK' }, SLOW)).toBeTruthy()
    const first = await screen.findByText('Terminal One Suites', {}, SLOW)
    expect(api.calls('hotelSearch')[0]?.variables).toEqual({
      airportCode: 'JFK',
      checkinDate: '2026-12-01',
      checkoutDate: '2026-12-08',
      guests: 3,
    })
    // The results' own list: the trip summary beside it has list items too.
    const list = first.closest('ul') as HTMLElement
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Terminal One Suites',
      'Jamaica Bay Airport Hotel',
    ])
    expect(items[1]?.textContent).toContain('3 stars · 1.6 km from the airport')
    expect(items[1]?.textContent).toContain('From $973.00 for the stay')
    fireEvent.click(
      within(items[1] as HTMLElement).getByRole('link', { name: 'See rooms at Jamaica Bay Airport Hotel' }),
    )
    await screen.findByRole('heading', { name: 'Jamaica Bay Airport Hotel' }, SLOW)
    expect(hashQuery().get('hotel')).toBe('JFK-JAMAICA-BAY')
  })

  it('gives a one-way trip 2 nights, and searches again with the dates changed', async () => {
    const api = hotelApi()
    mountStorefront(`#/b2c/hotel-search?${ONE_WAY}`)
    await screen.findByText('Terminal One Suites', {}, SLOW)
    expect(api.calls('hotelSearch')[0]?.variables).toMatchObject({
      checkinDate: '2026-12-01',
      checkoutDate: '2026-12-03',
      guests: 1,
    })
    type(screen.getByLabelText('Check-out'), '2026-12-05')
    fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }))
    await waitFor(() =>
      expect(api.calls('hotelSearch').at(-1)?.variables).toMatchObject({ checkoutDate: '2026-12-05' }),
    )
  })

  it('refuses a check-out before check-in without asking the API', async () => {
    const api = hotelApi()
    mountStorefront(`#/b2c/hotel-search?${ONE_WAY}`)
    await screen.findByText('Terminal One Suites', {}, SLOW)
    type(screen.getByLabelText('Check-out'), '2026-11-30')
    fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }))
    expect(screen.getByLabelText('Check-out').getAttribute('aria-invalid')).toBe('true')
    expect(api.calls('hotelSearch')).toHaveLength(1)
  })

  it('says so when no hotel has a room', async () => {
    hotelApi((call) => (call.operationName === 'hotelSearch' ? { data: { hotelSearch: [] } } : undefined))
    mountStorefront(`#/b2c/hotel-search?${TRIP}`)
    expect(
      await screen.findByText('No hotel near JFK has a room for these dates. Try other dates.', {}, SLOW),
    ).toBeTruthy()
  })
})

describe('hotel-details', () => {
  const DETAILS = `#/b2c/hotel-details?${TRIP}&checkin=2026-12-01&checkout=2026-12-08&hotel=JFK-JAMAICA-BAY`

  it('shows each room with its price for the stay and its cancellation policy in words', async () => {
    hotelApi()
    mountStorefront(DETAILS)
    await screen.findByRole('heading', { name: 'Jamaica Bay Airport Hotel' }, SLOW)
    const rooms = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'))
    expect(rooms[0]?.textContent).toContain('$1,113.00 for 7 nights')
    expect(rooms[0]?.textContent).toContain('Free cancellation until 2 days before check-in, then one night')
    expect(rooms[1]?.textContent).toContain('Non-refundable')
    expect(screen.getByText(/^Check-in from 3:00\sPM, check-out until 11:00\sAM$/)).toBeTruthy()
  })

  it('links each room’s terms on the API, not on a host page of another origin, in a new tab', async () => {
    installSettings({}, 'https://api.example.test/dx/loader.js')
    hotelApi()
    mountStorefront(DETAILS)
    const [terms] = await screen.findAllByRole('link', { name: 'Terms of Skybed Stays (opens in a new tab)' }, SLOW)
    expect(terms?.getAttribute('href')).toBe('https://api.example.test/terms')
    expect(terms?.getAttribute('target')).toBe('_blank')
    expect(terms?.getAttribute('rel')).toBe('noopener')
  })

  it('puts the chosen room in the cart and goes to the hotel step', async () => {
    const api = hotelApi()
    mountStorefront(DETAILS)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Queen Room' }, SLOW))
    await screen.findByRole('heading', { name: 'Hotel' }, SLOW)
    expect(api.calls('addHotelToCart')[0]?.variables).toEqual({ quoteId: 'q-QN' })
  })

  it('in a change to a booked trip, puts the room in the change’s cart and goes back to the change’s extras', async () => {
    // The change's extras link here with the trip's criteria and the change kept (keepChange).
    // The trip the change is of, so its extras stay open rather than going back to the trip.
    $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: TRIP_LOOKUP })
    const api = hotelApi()
    const CHANGE_EXTRAS = '#/b2c/ancillaries?change=extras&pnr=K7QM2P&execution=c1'
    try {
      mountStorefront(`${DETAILS.replace('execution=e1s1', 'execution=c1')}&change=extras&pnr=K7QM2P`)
      fireEvent.click(await screen.findByRole('button', { name: 'Choose Queen Room' }, SLOW))
      await waitFor(() => expect(location.hash).toBe(CHANGE_EXTRAS), SLOW)
      expect(api.calls('addHotelToCart')[0]?.variables).toEqual({ quoteId: 'q-QN' })
    } finally {
      $trip.set(undefined)
    }
  })

  it('shows the API refusal with a way forward when the room cannot be added', async () => {
    hotelApi((call) => (call.operationName === 'addHotelToCart' ? quoteExpired : undefined))
    mountStorefront(DETAILS)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Queen Room' }, SLOW))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      "The room could not be added to your cart: This price has expired. Open the hotel again for today's prices.",
    )
    expect(within(alert).getByRole('link', { name: 'Continue without a hotel' }).getAttribute('href')).toContain(
      '/payment?',
    )
  })
})

describe('hotel', () => {
  const HOTEL = `#/b2c/hotel?${TRIP}`
  const inCart = { kind: 'HOTEL', quoteId: 'q-QN', title: 'Jamaica Bay, Queen Room', price: usd(111_300) }

  it('shows the hotel in the cart and removes it', async () => {
    let products = [inCart]
    const api = hotelApi((call) => {
      if (call.operationName === 'hotelCart') return { data: { cart: { products } } }
      if (call.operationName === 'removeHotelFromCart') products = []
      return undefined
    })
    mountStorefront(HOTEL)
    expect(await screen.findByText('In your cart: Jamaica Bay, Queen Room, $1,113.00', {}, SLOW)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Change the hotel' }).getAttribute('href')).toContain('/hotel-search?')
    fireEvent.click(screen.getByRole('button', { name: 'Remove the hotel' }))
    expect(await screen.findByText('The hotel is no longer in your cart.')).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Find a hotel near JFK' })).toBeTruthy()
    expect(api.calls('removeHotelFromCart')).toHaveLength(1)
  })
})
