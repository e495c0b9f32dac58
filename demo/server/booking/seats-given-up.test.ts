// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CartItem, OrderDetails } from './order-details'
import { seatsGivenUp } from './seats-given-up'

const seat = (detail: string, price: number, index = 0): CartItem => ({
  kind: 'SEAT',
  passengerId: 'A1',
  index,
  detail,
  price,
})
const bag: CartItem = { kind: 'BAG', passengerId: 'A1', index: 0, detail: '1', price: 4_500 }
const details = (items: CartItem[], more: Partial<OrderDetails> = {}): OrderDetails => ({
  passengers: [],
  contact: null,
  segments: [],
  fare: 0,
  taxes: 0,
  items,
  billing: null,
  languageForBooking: null,
  remarks: [],
  ...more,
})

describe('seatsGivenUp', () => {
  it('counts a seat replaced by a new one, and not the new one or a bag', () => {
    expect(seatsGivenUp(details([seat('34B', 1_700), bag]), [seat('12A', 2_300), bag], [seat('12A', 2_300)])).toBe(
      1_700,
    )
  })

  it('counts nothing for a seat moved to another flight', () => {
    expect(seatsGivenUp(details([seat('34B', 1_700)]), [seat('34B', 1_700, 2)])).toBe(0)
  })

  it('adds to the seats given up before', () => {
    expect(seatsGivenUp(details([seat('34B', 1_700)], { seatsGivenUp: 2_300 }), [])).toBe(4_000)
  })
})
