// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Seat } from './api'
import { seatLabel, seatPrice, type SeatTexts } from './seat-label'

const texts: SeatTexts = {
  features: {
    WINDOW: 'window',
    AISLE: 'aisle',
    MIDDLE: 'middle',
    EXIT_ROW: 'exit row',
    EXTRA_LEGROOM: 'extra legroom',
    BASSINET: 'bassinet',
    REDUCED_RECLINE: 'reduced recline',
  },
  separator: ', ',
  included: 'Included',
  available: 'available',
  taken: 'not available',
  chosenFor: (passenger) => `chosen for ${passenger}`,
}

const seat = (overrides: Partial<Seat> = {}): Seat => ({
  number: '12A',
  column: 'A',
  characteristics: ['WINDOW', 'EXTRA_LEGROOM'],
  available: true,
  heldBy: null,
  price: { amount: 3500, currency: 'USD' },
  ...overrides,
})

describe('seatLabel: what a seat says to a screen reader', () => {
  it('reads number, features, price and state', () => {
    expect(seatLabel(seat(), undefined, true, texts, 'en-US')).toBe('12A, window, extra legroom, $35.00, available')
  })

  it('says "Included" when the brand includes seat choice', () => {
    expect(seatLabel(seat({ price: { amount: 0, currency: 'USD' } }), undefined, true, texts, 'en-US')).toBe(
      '12A, window, extra legroom, Included, available',
    )
  })

  it('leaves the price out of a taken seat', () => {
    expect(seatLabel(seat({ available: false }), undefined, false, texts, 'en-US')).toBe(
      '12A, window, extra legroom, not available',
    )
  })

  it('names the passenger a seat is chosen for', () => {
    expect(seatLabel(seat({ available: false, heldBy: 'ADT-1' }), 'Ada Lovelace', true, texts, 'en-US')).toBe(
      '12A, window, extra legroom, $35.00, chosen for Ada Lovelace',
    )
  })

  it('formats the price in the locale', () => {
    expect(seatPrice({ amount: 3500, currency: 'EUR' }, texts, 'de-DE')).toBe('35,00\u00a0€')
  })
})
