// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { errorOf } from '../../test-support/api-error'
import { adult, bookedConversation, withPassengers } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { cart } from './add-itinerary'
import { ancillaries, updateAncillaries } from './ancillaries'
import { holdSeat, seatMap } from './seats'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const party = [adult('A1'), adult('I1', { type: 'INF', dateOfBirth: '2025-12-01', infantOf: 'A1' })]

function conversation(brandId = 'classic'): string {
  const key = bookedConversation(api, { passengers: { ADT: 1, INF: 1 }, brandId })
  withPassengers(api, key, party)
  return key
}

describe('ancillaries', () => {
  it('offers bags per passenger per part with the brand allowance and a price per extra bag', () => {
    const offers = ancillaries(api, requestContext(conversation('classic')))
    expect(offers.bags.map((b) => [b.passengerId, b.partIndex, b.included])).toEqual([
      ['A1', 0, 1],
      ['I1', 0, 0],
      ['A1', 1, 1],
      ['I1', 1, 0],
    ])
    expect(offers.bags[0]?.pricePerBag).toEqual({ amount: 6000, currency: 'USD' })
  })

  it('offers priority boarding and lounge access as paid extras, included in business', () => {
    const classic = ancillaries(api, requestContext(conversation('classic')))
    const business = ancillaries(api, requestContext(bookedConversation(api, { brandId: 'business' })))
    expect(
      classic.extras
        .filter((e) => e.passengerId === 'A1' && e.partIndex === 0)
        .map((e) => [e.code, e.included, e.price.amount]),
    ).toEqual([
      ['PRIORITY_BOARDING', false, 1500],
      ['LOUNGE_ACCESS', false, 4000],
    ])
    expect(business.extras.every((e) => e.included && e.price.amount === 0)).toBe(true)
  })

  it('adds chosen bags and extras to the cart total, with items', () => {
    const key = conversation()
    const before = cart(api, requestContext(key)).total.amount
    const after = updateAncillaries(
      api,
      {
        selections: [
          { code: 'BAG', passengerId: 'A1', partIndex: 0, quantity: 2 },
          { code: 'LOUNGE_ACCESS', passengerId: 'A1', partIndex: 1, quantity: 1 },
        ],
      },
      requestContext(key),
    )
    expect(after.ancillaries?.amount).toBe(2 * 6000 + 4000)
    expect(after.total.amount).toBe(before + 16000)
    expect(after.items?.map((i) => [i.kind, i.detail])).toEqual([
      ['BAG', '2'],
      ['LOUNGE_ACCESS', '1'],
    ])
    expect(ancillaries(api, requestContext(key)).bags[0]?.selected).toBe(2)
  })

  it('adds held seats to the cart total', () => {
    const key = conversation()
    const seat = seatMap(api, { segmentIndex: 0 }, requestContext(key))
      .rows.flatMap((r) => r.seats)
      .find((s) => s.available)
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat?.number ?? '' }, requestContext(key))
    const total = cart(api, requestContext(key))
    expect(total.seats?.amount).toBe(seat?.price.amount)
    expect(total.total.amount).toBe(total.fare.amount + total.taxes.amount + (seat?.price.amount ?? 0))
  })

  it('refuses more bags than allowed and extras the fare includes, listing each', () => {
    const key = bookedConversation(api, { brandId: 'business' })
    withPassengers(api, key)
    const error = errorOf(() =>
      updateAncillaries(
        api,
        {
          selections: [
            { code: 'BAG', passengerId: 'A1', partIndex: 0, quantity: 4 },
            { code: 'LOUNGE_ACCESS', passengerId: 'A1', partIndex: 0, quantity: 1 },
          ],
        },
        requestContext(key),
      ),
    )
    expect(error).toMatchObject({ type: 'validation', code: 'INVALID_ANCILLARIES' })
  })
})
