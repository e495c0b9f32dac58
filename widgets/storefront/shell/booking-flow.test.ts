import { describe, expect, it } from 'vitest'
import { nextBookingPage } from './booking-flow'

describe('nextBookingPage', () => {
  it('walks passengers, seats, extras and payment, then confirmation', () => {
    expect(nextBookingPage('passengers')).toBe('seat-selection')
    expect(nextBookingPage('seat-selection')).toBe('ancillaries')
    expect(nextBookingPage('ancillaries')).toBe('payment')
    expect(nextBookingPage('payment')).toBe('confirmation')
  })
})
