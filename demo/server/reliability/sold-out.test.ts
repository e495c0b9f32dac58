// @vitest-environment node
// A fare that sells out between the moment it is chosen and the moment it is paid: the
// payment checks the seats left inside its transaction, so a class is never sold beyond
// its seats. The flights are filled through the inventory, as other bookings would.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CartContent } from '../shopping/cart'
import { brandById } from '../shopping/brands'
import { seatsOpenFor } from '../shopping/inventory'
import type { Db } from '../db/open'
import type { ApiDeps } from '../graphql/context'
import { addItinerary } from '../graphql/resolvers/add-itinerary'
import { purchase } from '../graphql/resolvers/purchase'
import { searchFlights } from '../graphql/resolvers/search-flights'
import { errorOf } from '../test-support/api-error'
import { bookedConversation, cardPayment, roundTrip, withPassengers } from '../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../test-support/seeded-api'
import { criteria, requestContext } from '../test-support/shopping'
import { orderToChange, tripChange } from '../test-support/trip-change'

let db: Db
let api: ApiDeps
beforeEach(() => {
  db = seededDb()
  api = seededApi(db)
})

const approved = cardPayment('4111111111111111')
const classic = brandById.get('classic')
const outbound = roundTrip[0] as (typeof roundTrip)[number]
const inbound = roundTrip[1] as (typeof roundTrip)[number]

/** The flights of the conversation's first part. */
const firstPartLegs = (key: string) =>
  ((api.shopping.conversations.resume(key).cart as CartContent).parts[0]?.legIds ?? []).map((id) => {
    const leg = api.flights.legById(id)
    if (!leg) throw new Error(`no flight ${id}`)
    return leg
  })

/** Classic seats still for sale on the flight. */
function classicLeft(legId: number): number {
  const leg = api.flights.legById(legId)
  if (!leg || !classic) throw new Error('no flight or no classic brand')
  return seatsOpenFor(classic, api.shopping.inventory.loadOf(leg, 'Y', frozenNow))
}

/** Other bookings take Classic seats on the flight until `left` remain. */
function sellUntil(legId: number, left: number): void {
  api.shopping.inventory.sell(legId, 'classic', classicLeft(legId) - left)
  expect(classicLeft(legId)).toBe(left)
}

const pay = (key: string, payment: ReturnType<typeof cardPayment> | { type: string } = approved) =>
  purchase(api, { payment, idempotencyKey: randomUUID() }, requestContext(key))

describe('two bookings racing for the last Classic seat', () => {
  it('confirms one; the other is refused with FARE_SOLD_OUT and nothing is charged', async () => {
    const keys = [bookedConversation(api, { parts: [outbound] }), bookedConversation(api, { parts: [outbound] })]
    for (const key of keys) withPassengers(api, key)
    const [leg] = firstPartLegs(keys[0] ?? '')
    sellUntil(leg?.id ?? 0, 1)
    const answers = await Promise.all(
      keys.map(async (key) => {
        try {
          return pay(key).status
        } catch (error) {
          return errorOf(() => {
            throw error
          }).code
        }
      }),
    )
    expect(answers.sort()).toEqual(['CONFIRMED', 'FARE_SOLD_OUT'])
    expect(classicLeft(leg?.id ?? 0)).toBe(0)
    expect(db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 1 })
  })
})

describe('an exchange into a fare that sold out after it was chosen', () => {
  it('is refused with FARE_SOLD_OUT before anything is charged: the order stays as it was', () => {
    const { reference } = orderToChange(api)
    const before = db.prepare('SELECT total, details FROM orders WHERE reference = ?').get(reference)
    const { key, answer } = tripChange(api, reference, 'EXCHANGE')
    const parts = [
      { ...outbound, date: '2026-06-06' },
      { ...inbound, selectedOfferRef: answer.parts[1]?.offerRef },
    ]
    const found = searchFlights(
      api,
      { criteria: criteria({ exchangeType: 'VOLUNTARY', passengers: null }, parts) },
      requestContext(key),
    )
    const offer = found.offers?.offers.flatMap((o) => o.brandOffers).find((b) => b.brandId === 'classic')
    addItinerary(api, { offerRefs: [offer?.offerRef ?? '', answer.parts[1]?.offerRef ?? ''] }, requestContext(key))
    const [newLeg] = firstPartLegs(key)
    sellUntil(newLeg?.id ?? 0, 0)
    const error = errorOf(() => pay(key))
    expect([error.code, error.type, error.status]).toEqual(['FARE_SOLD_OUT', 'businessLogic', 409])
    expect(db.prepare('SELECT total, details FROM orders WHERE reference = ?').get(reference)).toEqual(before)
    expect(db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(reference)).toEqual({ n: 1 })
    expect(classicLeft(newLeg?.id ?? 0)).toBe(0)
  })
})
