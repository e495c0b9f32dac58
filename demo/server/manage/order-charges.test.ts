// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OrderDetails } from '../booking/order-details'
import { orderCharges } from './order-charges'

const details = (more: Partial<OrderDetails> = {}): OrderDetails => ({
  passengers: [],
  contact: null,
  segments: [],
  fare: 100_000,
  taxes: 20_000,
  items: [
    { kind: 'SEAT', passengerId: 'A1', index: 0, detail: '34B', price: 1_700 },
    { kind: 'BAG', passengerId: 'A1', index: 0, detail: '1', price: 4_500 },
  ],
  billing: null,
  languageForBooking: null,
  remarks: [],
  ...more,
})
const sum = (charges: ReturnType<typeof orderCharges>) => charges.reduce((a, c) => a + c.amount, 0)

describe('orderCharges', () => {
  it('names the fare, taxes, seats, bags and what the payment added, adding up to the total', () => {
    const charges = orderCharges(details(), 126_500)
    expect(charges).toEqual([
      { kind: 'FARE', amount: 100_000 },
      { kind: 'TAXES', amount: 20_000 },
      { kind: 'SEATS', amount: 1_700 },
      { kind: 'BAGS_AND_EXTRAS', amount: 4_500 },
      { kind: 'PAYMENT_FEES', amount: 300 },
    ])
    expect(sum(charges)).toBe(126_500)
  })

  it('names change fees, upgrades and a difference kept as credit instead of calling them payment fees', () => {
    const charges = orderCharges(details({ changeFees: 7_500, upgradesPaid: 67_300, credit: 2_000 }), 203_000)
    expect(charges.map((c) => c.kind)).toEqual([
      'FARE',
      'TAXES',
      'SEATS',
      'BAGS_AND_EXTRAS',
      'CHANGE_FEE',
      'UPGRADE',
      'CREDIT_KEPT',
    ])
    expect(sum(charges)).toBe(203_000)
  })

  it('counts an upgrade standing on a flight in an order that kept no sum of upgrades', () => {
    const segment = { upgrade: { paid: 67_300, at: 0 } } as OrderDetails['segments'][number]
    expect(orderCharges(details({ segments: [segment] }), 193_500)).toContainEqual({ kind: 'UPGRADE', amount: 67_300 })
  })

  it('names seats paid for and given up since, which no longer are among the seats', () => {
    const charges = orderCharges(details({ seatsGivenUp: 2_300 }), 128_800)
    expect(charges).toContainEqual({ kind: 'SEATS_GIVEN_UP', amount: 2_300 })
    expect(charges.find((c) => c.kind === 'PAYMENT_FEES')?.amount).toBe(300)
  })

  it('keeps what a partial cancel took off as a line of its own', () => {
    const charges = orderCharges(details({ fare: 50_000, taxes: 10_000, cancelled: 66_200 }), 126_500)
    expect(charges).toContainEqual({ kind: 'CANCELLED', amount: 66_200 })
    expect(sum(charges)).toBe(126_500)
  })
})
