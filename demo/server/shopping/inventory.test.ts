// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { frozenNow, seededApi } from '../test-support/seeded-api'

describe('the seat inventory', () => {
  it('leaves the seats for sale when the transaction that sold them rolls back', () => {
    const api = seededApi()
    const leg = api.flights.legById(1)
    if (!leg) throw new Error('no flight 1')
    const before = api.shopping.inventory.loadOf(leg, 'Y', frozenNow)
    expect(() =>
      api.booking.db.transaction(() => {
        api.shopping.inventory.sell(leg.id, 'classic', 3)
        expect(api.shopping.inventory.loadOf(leg, 'Y', frozenNow).sold).toBe(before.sold + 3)
        throw new Error('the payment failed')
      })(),
    ).toThrow('the payment failed')
    expect(api.shopping.inventory.loadOf(leg, 'Y', frozenNow)).toEqual(before)
  })
})
