// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OrderDetails, OrderSegmentRecord } from '../../booking/order-details'
import type { PassengerData } from '../../booking/passengers'
import { adult } from '../../test-support/booking'
import { cancelScope, type CancelRequest } from './cancel-scope'
import { couponsOf } from './coupons'

const segment = (index: number, brand: string): OrderSegmentRecord => ({
  legId: index,
  index,
  partIndex: index,
  flight: 'ZZ1',
  airlineCode: 'ZZ',
  flightNumber: '1',
  date: '2026-06-05',
  origin: index % 2 === 0 ? 'LHR' : 'JFK',
  destination: index % 2 === 0 ? 'JFK' : 'LHR',
  departure: '2026-06-05T10:00:00',
  arrival: '2026-06-05T13:00:00',
  brand,
  brandName: brand,
})
const child: PassengerData = { ...adult('C1'), type: 'CHD' }
const infant: PassengerData = { ...adult('I1'), type: 'INF', infantOf: 'A1' }
const details = (brand = 'classic', passengers = [adult('A1'), adult('A2'), child, infant]): OrderDetails => ({
  passengers,
  contact: null,
  segments: [segment(0, brand), segment(1, brand), segment(2, brand)],
  fare: 100_000,
  taxes: 20_000,
  items: [],
  billing: null,
  languageForBooking: null,
  remarks: [],
})
const scopeOf = (d: OrderDetails, request: CancelRequest) =>
  cancelScope(
    d,
    d.segments,
    couponsOf(d, () => 1000),
    request,
  )
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code
  }
  return 'no error'
}

describe('cancelScope', () => {
  it('is the whole order when neither passengers nor parts are named', () => {
    expect(scopeOf(details(), {})).toMatchObject({ wholeOrder: true, segmentIndexes: [0, 1, 2] })
  })

  it('takes an infant along with its adult', () => {
    expect(scopeOf(details(), { passengerIds: ['A1'] }).passengerIds).toEqual(['A1', 'I1'])
  })

  it('cancels the parts after a cancelled part too', () => {
    expect(scopeOf(details(), { partIndexes: [1] })).toMatchObject({ partIndexes: [1, 2], segmentIndexes: [1, 2] })
  })

  it('is the whole order when every passenger is named', () => {
    expect(scopeOf(details(), { passengerIds: ['A1', 'A2', 'C1'] }).wholeOrder).toBe(true)
  })

  it('refuses passengers and parts together', () => {
    expect(codeOf(() => scopeOf(details(), { passengerIds: ['A1'], partIndexes: [0] }))).toBe('CANCEL_SCOPE')
  })

  it('refuses a passenger who is not on the trip', () => {
    expect(codeOf(() => scopeOf(details(), { passengerIds: ['X9'] }))).toBe('UNKNOWN_PASSENGER')
  })

  it('refuses a part that is not still to fly', () => {
    expect(codeOf(() => scopeOf(details(), { partIndexes: [7] }))).toBe('INVALID_PART_INDEX')
  })

  it('refuses leaving a child without an adult', () => {
    expect(codeOf(() => scopeOf(details(), { passengerIds: ['A1', 'A2'] }))).toBe('MINOR_WITHOUT_ADULT')
  })

  it('refuses a partial cancel of a Light fare', () => {
    expect(codeOf(() => scopeOf(details('light'), { partIndexes: [2] }))).toBe('PARTIAL_CANCEL_NOT_ALLOWED')
  })
})

describe('couponsOf', () => {
  it('adds up to exactly the order’s fare and taxes', () => {
    const coupons = couponsOf(details(), (origin) => (origin === 'LHR' ? 5_500 : 5_600))
    expect(coupons).toHaveLength(12)
    expect(coupons.reduce((a, c) => a + c.fare, 0)).toBe(100_000)
    expect(coupons.reduce((a, c) => a + c.taxes, 0)).toBe(20_000)
  })

  it('gives a child 75% of an adult’s fare and an infant 10%', () => {
    const [a, , c, i] = couponsOf(details(), () => 1000)
    const adultFare = a?.fare ?? 1
    expect((c?.fare ?? 0) / adultFare).toBeCloseTo(0.75, 3)
    expect((i?.fare ?? 0) / adultFare).toBeCloseTo(0.1, 3)
  })

  it('gives two adults the same fare over parts priced apart, each part rounded per passenger type', () => {
    // As pricing prices three parts: each part's adult fare and the child's 75% of it rounded apart
    // (10,001.6 cents: 10,002 and 7,501), so the order's child does not pay 75% of an adult's total.
    const exact = [10_001.6, 20_001.8, 15_000.5]
    const partsPaid = exact.map((adultFare) => ({
      fare: 2 * Math.round(adultFare) + Math.round(0.75 * adultFare),
      taxes: 3 * 1_001,
    }))
    const fare = partsPaid.reduce((sum, part) => sum + part.fare, 0)
    const priced = { ...details('classic', [adult('A1'), adult('A2'), child]), fare, taxes: 9 * 1_001, partsPaid }
    const coupons = couponsOf(priced, (origin) => (origin === 'LHR' ? 5_500 : 5_600))
    const paid = (id: string) => coupons.filter((c) => c.passengerId === id).reduce((sum, c) => sum + c.fare, 0)
    expect([paid('A1'), paid('A2'), paid('C1')]).toEqual([
      10_002 + 20_002 + 15_001,
      10_002 + 20_002 + 15_001,
      7_501 + 15_001 + 11_250,
    ])
    expect(coupons.map((c) => c.segmentIndex)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2])
  })

  it('gives passengers of one type the same shares on every flight, to the cent', () => {
    // Two adults and a child, priced as pricing prices them (a child 75% of an adult's fare, in
    // whole cents): each adult has the same share on every flight, though the flights' shares do
    // not divide into whole cents (the cents left over went to the first adult on a tie, so the
    // two adults' refunds differed).
    for (const adultFare of [36_364, 36_365, 36_366, 36_367]) {
      const fare = 2 * adultFare + Math.round(0.75 * adultFare)
      const three = { ...details('classic', [adult('A1'), adult('A2'), child]), fare, taxes: 3 * 7_001 }
      const coupons = couponsOf(three, (origin) => (origin === 'LHR' ? 5_500 : 5_600))
      const of = (id: string) => coupons.filter((coupon) => coupon.passengerId === id)
      const shares = (id: string) => of(id).map((coupon) => [coupon.fare, coupon.taxes])
      expect(shares('A1'), `an adult's fare of ${adultFare}`).toEqual(shares('A2'))
      expect(of('A1').reduce((a, c) => a + c.fare, 0)).toBe(adultFare)
      expect(of('C1').reduce((a, c) => a + c.taxes, 0)).toBe(7_001)
      expect(coupons.reduce((a, c) => a + c.fare, 0)).toBe(fare)
    }
  })
})
