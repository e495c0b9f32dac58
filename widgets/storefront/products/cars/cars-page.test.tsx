import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import type { CarOffer, TripPart } from './api'

cleanPageBetweenTests()

const CARS = `#/b2c/cars?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`

const segment = (origin: string, destination: string, city: string, departure: string, arrival: string) => ({
  origin: { code: origin },
  destination: { code: destination, city },
  departure,
  arrival,
})

const roundTrip: TripPart[] = [
  { segments: [segment('LHR', 'JFK', 'New York', '2026-12-01T10:00:00', '2026-12-01T13:10:00')] },
  { segments: [segment('JFK', 'LHR', 'London', '2026-12-08T18:30:00', '2026-12-09T06:40:00')] },
]

const offer = (carClass: string, amount: number, quoteId = `q-${carClass}`): CarOffer => ({
  carClass,
  model: carClass === 'ECONOMY' ? 'Mitsubishi Mirage' : 'Ford Explorer',
  seats: 5,
  bags: 2,
  transmission: 'AUTOMATIC',
  conditions: {
    kilometresPerDay: null,
    minimumDriverAge: 21,
    deposit: { amount: 30000, currency: 'USD' },
    fuelPolicy: 'FULL_TO_FULL',
    freeCancellationHours: 48,
    included: ['COLLISION_DAMAGE', 'THEFT', 'THIRD_PARTY'],
  },
  quote: { quoteId, provider: 'Avis', price: { amount, currency: 'USD' }, terms: { url: 'https://example.com/terms' } },
})

const desks = [{ locationId: 'JFK-AVIS', name: 'Avis, Federal Circle', access: 'SHUTTLE', supplier: 'Avis' }]

const failure = (code: string, type = 'businessLogic', status = 409) => ({
  errors: [{ message: code, extensions: { type, code, status } }],
})

/** The cars API: the trip's flights, one desk at JFK, and its cars (or `offers`). */
function carsApi(options: { parts?: TripPart[]; offers?: CarOffer[]; override?: (call: Call) => unknown } = {}) {
  return fakeApi((call) => {
    const answer = options.override?.(call)
    if (answer !== undefined) return answer
    if (call.operationName === 'carTrip') return { data: { cart: { parts: options.parts ?? roundTrip } } }
    if (call.operationName === 'carLocations') return { data: { carLocations: desks } }
    if (call.operationName === 'carAvailability')
      return { data: { carAvailability: options.offers ?? [offer('ECONOMY', 34300), offer('SUV', 62300)] } }
    return undefined
  })
}

/** The first test loads the page's chunk cold: generous on a loaded machine. */
const SLOW = { timeout: 10_000 }

describe('cars page', { timeout: 20_000 }, () => {
  it('lists the cars at the arrival airport from after landing to before the flight back, with prices and conditions', async () => {
    const api = carsApi()
    mountStorefront(CARS)
    expect(await screen.findByRole('heading', { name: 'Rent a car' }, SLOW)).toBeTruthy()
    const desk = await screen.findByRole('region', { name: 'Avis, Federal Circle' }, SLOW)
    expect(api.calls('carLocations')[0]?.variables).toEqual({ airportCode: 'JFK' })
    expect(api.calls('carAvailability')[0]?.variables).toEqual({
      locationId: 'JFK-AVIS',
      pickUp: '2026-12-01T14:00',
      dropOff: '2026-12-08T16:00',
    })
    expect((screen.getByLabelText('Pick-up (local time)') as HTMLInputElement).value).toBe('2026-12-01T14:00')
    const economy = within(desk).getAllByRole('listitem')[0] as HTMLElement
    expect(economy.textContent).toContain('Mitsubishi Mirage or similar')
    expect(economy.textContent).toContain('$343.00 for the whole rental')
    // The conditions are there to read before choosing, behind a disclosure
    const summary = within(economy).getByText('Rental conditions: Economy')
    expect(summary.closest('details')?.textContent).toContain(
      'Free cancellation until 48 hours before pick-up; after that, nothing is refunded',
    )
    expect(summary.closest('details')?.textContent).toContain('Unlimited kilometres')
    expect(within(desk).getByRole('button', { name: 'Choose SUV for $623.00' })).toBeTruthy()
  })

  it('rents a one-way for three days from pick-up, and searches again with the times changed', async () => {
    const api = carsApi({ parts: roundTrip.slice(0, 1) })
    mountStorefront(CARS)
    await screen.findByRole('region', { name: 'Avis, Federal Circle' })
    expect(api.calls('carAvailability')[0]?.variables.dropOff).toBe('2026-12-04T14:00')
    const dropOff = screen.getByLabelText('Drop-off (local time)')
    fireEvent.input(dropOff, { target: { value: '2026-11-30T10:00' } })
    fireEvent.change(dropOff, { target: { value: '2026-11-30T10:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show cars for these times' }))
    expect(await screen.findByText('Drop-off must be after pick-up.')).toBeTruthy()
    expect(api.calls('carAvailability')).toHaveLength(1)
    fireEvent.input(dropOff, { target: { value: '2026-12-06T09:00' } })
    fireEvent.change(dropOff, { target: { value: '2026-12-06T09:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show cars for these times' }))
    await waitFor(() => expect(api.calls('carAvailability')).toHaveLength(2))
    expect(api.calls('carAvailability')[1]?.variables.dropOff).toBe('2026-12-06T09:00')
  })

  it('says when no car is left for the dates', async () => {
    carsApi({ offers: [] })
    mountStorefront(CARS)
    expect(
      await screen.findByText('No cars left for these dates. Try other times, or continue without a car.'),
    ).toBeTruthy()
  })

  it('shows a failed search with a retry', async () => {
    let fail = true
    carsApi({
      override: (call) =>
        call.operationName === 'carAvailability' && fail ? failure('INTERNAL_ERROR', 'HTTPERROR', 500) : undefined,
    })
    mountStorefront(CARS)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByRole('region', { name: 'Avis, Federal Circle' })).toBeTruthy()
  })

  it('adds the chosen car to the cart and goes back to the extras', async () => {
    const api = carsApi({
      override: (call) =>
        call.operationName === 'addCarToCart'
          ? { data: { addProductToCart: { total: { amount: 1, currency: 'USD' } } } }
          : undefined,
    })
    mountStorefront(CARS)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose SUV for $623.00' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/ancillaries\?/))
    expect(api.calls('addCarToCart')[0]?.variables).toEqual({ quoteId: 'q-SUV' })
    expect(await screen.findByText('Car added to your booking: SUV.')).toBeTruthy()
  })

  it("shows the API's refusal with a way on when the car cannot be added", async () => {
    carsApi({
      override: (call) => (call.operationName === 'addCarToCart' ? failure('QUOTE_EXPIRED') : undefined),
    })
    mountStorefront(CARS)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Economy for $343.00' }))
    const alert = await screen.findByText(/The car could not be added to your booking\./)
    expect(alert.textContent).toContain('This price has expired. Show the cars again to see the current prices.')
    const ways = alert.closest('[role="alert"]') as HTMLElement
    expect(within(ways).getByRole('link', { name: 'Continue without a car' }).getAttribute('href')).toMatch(
      /^#\/b2c\/ancillaries\?/,
    )
    expect(within(ways).getByRole('button', { name: 'Show the cars again' })).toBeTruthy()
    expect(location.hash).toMatch(/^#\/b2c\/cars\?/)
  })

  it('in a change to a booked trip, adds the car to the change and goes back to the change’s extras', async () => {
    // The extras of a change link here with the trip's criteria and the change kept (keepChange).
    const api = carsApi({
      override: (call) =>
        call.operationName === 'addCarToCart'
          ? { data: { addProductToCart: { total: { amount: 62300, currency: 'USD' } } } }
          : undefined,
    })
    mountStorefront(`#/b2c/cars?${ROUND_TRIP}&execution=c1&change=extras&pnr=K7QM2P`)
    const back = await screen.findByRole('link', { name: 'Continue without a car' }, SLOW)
    expect(back.getAttribute('href')).toBe('#/b2c/ancillaries?change=extras&pnr=K7QM2P&execution=c1')
    fireEvent.click(await screen.findByRole('button', { name: 'Choose SUV for $623.00' }, SLOW))
    await waitFor(() => expect(location.hash).toBe('#/b2c/ancillaries?change=extras&pnr=K7QM2P&execution=c1'))
    expect(api.calls('addCarToCart')[0]?.variables).toEqual({ quoteId: 'q-SUV' })
  })
})
