// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CartItem, OrderSegmentRecord } from '../../booking/order-details'
import type { PassengerTypeCode } from '../../graphql/generated/resolvers'
import { brandById, type Brand } from '../../shopping/brands'
import type { Coupon } from './coupons'
import { quoteRefund, type QuoteInput } from './refund-quote'

const brand = (id: string): Brand => {
  const found = brandById.get(id)
  if (!found) throw new Error(id)
  return found
}
const coupon = (
  brandId: string,
  passengerId = 'A1',
  passengerType: PassengerTypeCode = 'ADT',
  segmentIndex = 0,
): Coupon => ({
  passengerId,
  passengerType,
  segmentIndex,
  partIndex: segmentIndex,
  brand: brand(brandId),
  fare: 30_000,
  taxes: 5_000,
})
const segment = (index: number, brandId: string): OrderSegmentRecord => ({
  legId: index,
  index,
  partIndex: index,
  flight: 'ZZ1',
  airlineCode: 'ZZ',
  flightNumber: '1',
  date: '2026-06-05',
  origin: 'LHR',
  destination: 'JFK',
  departure: '2026-06-05T10:00:00',
  arrival: '2026-06-05T13:00:00',
  brand: brandId,
  brandName: brandId,
})
// A fee of USD 100 is 10,000 minor units here (the order is in USD).
const quote = (coupons: Coupon[], more: Partial<QuoteInput> = {}) =>
  quoteRefund({
    coupons,
    items: [],
    segments: [segment(0, coupons[0]?.brand.id ?? 'classic'), segment(1, coupons[0]?.brand.id ?? 'classic')],
    scope: { passengerIds: ['A1', 'A2', 'I1'], segmentIndexes: [0, 1], wholeOrder: false },
    paid: 1_000_000,
    orderWorth: 0,
    orderCharges: [],
    refundedBefore: 0,
    scheduleChangeRefund: false,
    feeInCurrency: (usdCents) => usdCents,
    ...more,
  })
const seat: CartItem = { kind: 'SEAT', passengerId: 'A1', index: 0, detail: '12A', price: 2_500 }

describe('quoteRefund', () => {
  it('gives a Flex fare back in full with its taxes', () => {
    const q = quote([coupon('flex')])
    expect([q.refundable, q.credit, q.lost]).toEqual([35_000, 35_000, 0])
  })

  it('gives a Light fare back only its taxes, to the payment and as a credit alike', () => {
    const q = quote([coupon('light')])
    expect([q.lines[0]?.refundableFare, q.lines[0]?.refundableTaxes, q.refundable, q.credit, q.lost]).toEqual([
      0, 5_000, 5_000, 5_000, 30_000,
    ])
  })

  it('takes the Classic fee once per passenger over both flights', () => {
    const q = quote([coupon('classic', 'A1', 'ADT', 0), coupon('classic', 'A1', 'ADT', 1)])
    expect(q.lines.map((l) => l.fee)).toEqual([5_000, 5_000])
    expect(q.refundable).toBe(70_000 - 10_000)
  })

  it('waives the Classic fee for a travel credit', () => {
    expect(quote([coupon('classic')]).credit).toBe(35_000)
  })

  it('charges infants no fee', () => {
    expect(quote([coupon('classic', 'I1', 'INF')]).lines[0]?.fee).toBe(0)
  })

  it('never takes a fee larger than the fare', () => {
    const cheap = { ...coupon('classic'), fare: 4_000 }
    expect(quote([cheap]).lines[0]).toMatchObject({ fee: 4_000, refundableFare: 0, refundableTaxes: 5_000 })
  })

  it('gives seats, bags and extras back on a Flex fare only', () => {
    expect(quote([coupon('flex')], { items: [seat] }).items[0]?.refundable).toBe(2_500)
    expect(quote([coupon('classic')], { items: [seat] }).items[0]?.refundable).toBe(0)
  })

  it('quotes only the passengers and flights being cancelled', () => {
    const q = quote([coupon('flex', 'A1'), coupon('flex', 'A2')], {
      scope: { passengerIds: ['A2'], segmentIndexes: [0], wholeOrder: false },
    })
    expect(q.lines.map((l) => l.passengerId)).toEqual(['A2'])
  })

  it('never gives back more than was paid less earlier refunds', () => {
    const q = quote([coupon('flex')], { paid: 12_000 })
    expect([q.refundable, q.credit]).toEqual([12_000, 12_000])
  })

  describe('every cent of what was paid on a line', () => {
    // A Classic trip with a seat, changed once (a change fee), paid by card with a surcharge:
    // fare 300.00 + taxes 50.00, seat 25.00 (not refunded on Classic), change fee 75.00,
    // upgrade 0, payment fees 4.00; paid 454.00.
    const whole = (more: Partial<QuoteInput> = {}) =>
      quote([coupon('classic')], {
        items: [seat],
        scope: { passengerIds: ['A1'], segmentIndexes: [0], wholeOrder: true },
        paid: 45_400,
        orderWorth: 37_500,
        orderCharges: [{ kind: 'CHANGE_FEE', amount: 7_500 }],
        ...more,
      })
    const total = (q: ReturnType<typeof quote>) =>
      q.lines.reduce((a, l) => a + l.fare + l.taxes, 0) +
      q.items.reduce((a, i) => a + i.price, 0) +
      q.charges.reduce((a, c) => a + c.amount, 0)

    it('names the change fee and the payment fees of a whole-trip cancel, adding up to what was paid', () => {
      const q = whole()
      expect(q.charges).toEqual([
        { kind: 'CHANGE_FEE', amount: 7_500, refundable: 0 },
        { kind: 'PAYMENT_FEES', amount: 400, refundable: 0 },
      ])
      expect(total(q)).toBe(q.paid)
      expect([q.refundable, q.lost]).toEqual([35_000 - 10_000, 45_400 - 25_000])
    })

    it('names flights flown and earlier refunds', () => {
      const q = whole({ orderWorth: 50_000, paid: 45_400 + 12_500 - 3_000, refundedBefore: 3_000 })
      expect(q.charges.map((c) => [c.kind, c.amount])).toEqual([
        ['FLOWN', 12_500],
        ['CHANGE_FEE', 7_500],
        ['REFUNDED_EARLIER', -3_000],
        ['PAYMENT_FEES', 400],
      ])
      expect(total(q)).toBe(q.paid)
    })

    it('says what stays with the trip when some passengers are cancelled', () => {
      const q = whole({ scope: { passengerIds: ['A1'], segmentIndexes: [0], wholeOrder: false } })
      expect(q.charges).toEqual([{ kind: 'STAYS', amount: 45_400 - 37_500, refundable: 0 }])
      expect(q.refundable + q.lost + 7_900).toBe(q.paid)
    })

    it('gives an upgrade refunded earlier back only once after a significant schedule change, the lines adding up', () => {
      const q = whole({
        scheduleChangeRefund: true,
        paid: 45_400 + 69_000 - 69_000,
        orderCharges: [
          { kind: 'CHANGE_FEE', amount: 7_500 },
          { kind: 'UPGRADE', amount: 69_000 },
        ],
        refundedBefore: 69_000,
      })
      const back =
        q.lines.reduce((a, l) => a + l.refundableFare + l.refundableTaxes, 0) +
        q.items.reduce((a, i) => a + i.refundable, 0) +
        q.charges.reduce((a, c) => a + c.refundable, 0)
      expect(q.charges.find((c) => c.kind === 'REFUNDED_EARLIER')).toEqual({
        kind: 'REFUNDED_EARLIER',
        amount: -69_000,
        refundable: -69_000,
      })
      expect([q.refundable, back, q.lost]).toEqual([45_400, 45_400, 0])
    })

    it('gives everything back, fees included, after a significant schedule change', () => {
      const q = whole({ scheduleChangeRefund: true })
      expect(q.lines[0]).toMatchObject({ fee: 0, refundableFare: 30_000 })
      expect([q.refundable, q.lost]).toEqual([45_400, 0])
    })
  })
})
