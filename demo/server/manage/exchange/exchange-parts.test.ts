// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OrderDetails } from '../../booking/order-details'
import { brandById, type Brand } from '../../shopping/brands'
import { bookedParts, exchangeChange, sameLegs, type BookedPart } from './exchange-parts'

const brand = (id: string): Brand => {
  const found = brandById.get(id)
  if (!found) throw new Error(id)
  return found
}
const booked = (brandId: string, legIds: number[], fare: number, taxes = 0): BookedPart => ({
  legIds,
  brand: brand(brandId),
  paid: { fare, taxes },
})
const chosen = (brandId: string, legIds: number[], fare: number, taxes = 0) => ({
  legIds,
  brand: brand(brandId),
  total: fare + taxes,
})

describe('exchangeChange', () => {
  const order = [booked('classic', [1], 30_000, 5_000), booked('classic', [2, 3], 40_000, 6_000)]

  it('costs nothing and changes no part when the booked flights and brand are chosen again', () => {
    const change = exchangeChange(order, [chosen('classic', [1], 99_000)], 1, 'USD')
    expect([change.changedParts, change.totalDue, change.fareDifference]).toEqual([[], 0, 0])
  })

  it('changes a part whose flights differ: the fare difference and the fee per passenger with a seat', () => {
    const change = exchangeChange(
      order,
      [chosen('classic', [1], 99_000), chosen('classic', [4], 45_000, 6_000)],
      2,
      'USD',
    )
    expect(change).toMatchObject({ changedParts: [1], fareDifference: 5_000, changeFee: 15_000, totalDue: 20_000 })
  })

  it('changes a part chosen on the same flights in another brand', () => {
    expect(exchangeChange(order, [chosen('flex', [1], 50_000, 5_000)], 1, 'USD').changedParts).toEqual([0])
  })

  it('charges no fee for a fare that changes for free', () => {
    const free = [booked('flex', [1], 50_000)]
    expect(exchangeChange(free, [chosen('flex', [7], 60_000)], 1, 'USD')).toMatchObject({
      changeFee: 0,
      totalDue: 10_000,
    })
  })

  it('refunds the residual of a fully refundable fare', () => {
    const flex = [booked('flex', [1], 50_000)]
    expect(exchangeChange(flex, [chosen('classic', [7], 20_000)], 1, 'USD')).toMatchObject({
      residual: 30_000,
      residualTreatment: 'REFUND',
    })
  })

  it('keeps the residual of a fare refundable for a fee as credit', () => {
    expect(exchangeChange(order, [chosen('classic', [7], 10_000)], 1, 'USD')).toMatchObject({
      residual: 35_000 - 10_000 - 7_500,
      residualTreatment: 'CREDIT',
    })
  })

  it('charges the fee in the order currency', () => {
    expect(exchangeChange(order, [chosen('classic', [7], 35_000)], 1, 'EUR').changeFee).not.toBe(7_500)
  })
})

describe('bookedParts', () => {
  const segment = (partIndex: number, legId: number) => ({
    legId,
    index: legId,
    partIndex,
    flight: 'ZZ1',
    airlineCode: 'ZZ',
    flightNumber: '1',
    date: '2026-06-05',
    origin: 'LHR',
    destination: 'JFK',
    departure: '2026-06-05T10:00:00',
    arrival: '2026-06-05T13:00:00',
    brand: 'classic',
    brandName: 'Classic',
  })
  const details: OrderDetails = {
    passengers: [],
    contact: null,
    segments: [segment(0, 1), segment(1, 2), segment(1, 3)],
    fare: 1_001,
    taxes: 301,
    items: [],
    billing: null,
    languageForBooking: null,
    remarks: [],
  }

  it('groups the segments by part, with their flights and brand', () => {
    expect(bookedParts(details).map((p) => [p.legIds, p.brand.id])).toEqual([
      [[1], 'classic'],
      [[2, 3], 'classic'],
    ])
  })

  it('takes what was paid per part from the order', () => {
    const paid = [
      { fare: 400, taxes: 100 },
      { fare: 601, taxes: 201 },
    ]
    expect(bookedParts({ ...details, partsPaid: paid }).map((p) => p.paid)).toEqual(paid)
  })

  it('shares the fare and taxes evenly over the parts of an order that has no price per part, the rounding on the last', () => {
    expect(bookedParts(details).map((p) => p.paid)).toEqual([
      { fare: 500, taxes: 150 },
      { fare: 501, taxes: 151 },
    ])
  })
})

describe('sameLegs', () => {
  it('is the same flights only with the same flight instances in the same order', () => {
    expect(sameLegs([7], [7])).toBe(true)
    expect(sameLegs([7, 9], [7, 9])).toBe(true)
    // A nonstop against a connection that starts with the same flight, either way round.
    expect(sameLegs([7], [7, 9])).toBe(false)
    expect(sameLegs([7, 9], [7])).toBe(false)
    expect(sameLegs([9, 7], [7, 9])).toBe(false)
    // A part the order does not have: no flights, the same as none of an offer's.
    expect(sameLegs([], [7])).toBe(false)
  })
})
