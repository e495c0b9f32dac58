// @vitest-environment node
// An exchange offers only trips a person can fly: a changed part leaves at least the
// turnaround after the part kept before it lands, and lands at least the turnaround before
// the part kept after it leaves; a cart of parts that do not follow each other is refused.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../../graphql/context'
import type { SearchCriteriaInput } from '../../graphql/generated/resolvers'
import { addItinerary } from '../../graphql/resolvers/add-itinerary'
import { purchase } from '../../graphql/resolvers/purchase'
import { searchFlights } from '../../graphql/resolvers/search-flights'
import type { Leg } from '../../repository/flights'
import { brandById } from '../../shopping/brands'
import { encodeOfferRef } from '../../shopping/offer-ref'
import { minTurnaroundMs } from '../../shopping/turnaround'
import { errorOf } from '../../test-support/api-error'
import { cardPayment, roundTrip, withPassengers } from '../../test-support/booking'
import { frozenNow, seededApi } from '../../test-support/seeded-api'
import { criteria, requestContext } from '../../test-support/shopping'
import { tripChange } from '../../test-support/trip-change'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

type Part = SearchCriteriaInput['itineraryParts'][number]
const [outbound, inbound] = roundTrip as [Part, Part]
type Offers = { id: string; brandOffers: { brandId: string; offerRef: string }[] }[]

/** The flights an offer flies, from its id (`<part>:<leg ids>`). */
function legsOf(offerId: string): Leg[] {
  const legIds = (Buffer.from(offerId, 'base64url').toString('utf8').split(':')[1] ?? '').split('-')
  return legIds.map((id) => {
    const leg = api.flights.legById(Number(id))
    if (!leg) throw new Error(`no leg ${id}`)
    return leg
  })
}

const offersOf = (answer: ReturnType<typeof searchFlights>): Offers => (answer.offers?.offers ?? []) as Offers
const departs = (offerId: string) => legsOf(offerId)[0]?.departureUtc ?? 0
const lands = (offerId: string) => legsOf(offerId).at(-1)?.arrivalUtc ?? 0
const at = (iso: string) => Date.parse(iso)

/** The classic offer of the option leaving at `leaves` (UTC). */
function classicLeaving(offers: Offers, leaves: string): string {
  const ref = offers.find((o) => departs(o.id) === at(leaves))?.brandOffers.find((b) => b.brandId === 'classic')
  if (!ref) throw new Error(`no classic offer leaving at ${leaves}`)
  return ref.offerRef
}

/**
 * A paid round trip of one adult on the 5 June LHR-JFK leaving at `out` and the 9 June
 * JFK-LHR leaving at `back` (UTC); its reference.
 */
function bookedOrder(out: string, back: string): string {
  const first = requestContext()
  const outRef = classicLeaving(
    offersOf(searchFlights(api, { criteria: criteria({}, [outbound, inbound]) }, first)),
    out,
  )
  const key = first.issued ?? ''
  const parts = [{ ...outbound, selectedOfferRef: outRef }, inbound]
  const backRef = classicLeaving(
    offersOf(searchFlights(api, { criteria: criteria({}, parts) }, requestContext(key))),
    back,
  )
  addItinerary(api, { offerRefs: [outRef, backRef] }, requestContext(key))
  withPassengers(api, key)
  const payment = { payment: cardPayment('4111111111111111'), idempotencyKey: randomUUID() }
  const reference = purchase(api, payment, requestContext(key)).order?.reference
  if (!reference) throw new Error('the purchase made no order')
  return reference
}

const exchangeSearch = (key: string, parts: Part[]) =>
  offersOf(
    searchFlights(
      api,
      { criteria: criteria({ exchangeType: 'VOLUNTARY', passengers: null }, parts) },
      requestContext(key),
    ),
  )

// The outbound leaves LHR at 07:15 UTC and lands at JFK at 15:20 UTC (11:20 AM local), the
// return leaves JFK at 21:20 UTC on 9 June; JFK-LHR flights leave 5 June at 12:15, 14:45,
// 16:40, 18:45, 21:20 and 23:45 UTC, LHR-JFK flights on 9 June land from 15:20 to 02:55 UTC.
const outLeaves = '2026-06-05T07:15:00Z'
const outLands = at('2026-06-05T15:20:00Z')
const backLeaves = '2026-06-09T21:20:00Z'

describe('an exchange search', () => {
  it('changing the return offers only flights leaving at least two hours after the kept outbound lands', () => {
    const { key, answer } = tripChange(api, bookedOrder(outLeaves, backLeaves), 'EXCHANGE')
    const kept = answer.parts[0]?.offerRef
    const offers = exchangeSearch(key, [
      { ...outbound, selectedOfferRef: kept },
      { ...inbound, date: '2026-06-05' },
    ])
    expect(offers.map((o) => new Date(departs(o.id)).toISOString()).sort()).toEqual([
      '2026-06-05T18:45:00.000Z',
      '2026-06-05T21:20:00.000Z',
      '2026-06-05T23:45:00.000Z',
    ])
    for (const offer of offers) expect(departs(offer.id)).toBeGreaterThanOrEqual(outLands + minTurnaroundMs)
  })

  it('changing the outbound offers only flights landing at least two hours before the kept return leaves', () => {
    const { key, answer } = tripChange(api, bookedOrder(outLeaves, backLeaves), 'EXCHANGE')
    const kept = answer.parts[1]?.offerRef
    const offers = exchangeSearch(key, [
      { ...outbound, date: '2026-06-09' },
      { ...inbound, selectedOfferRef: kept },
    ])
    expect(offers.map((o) => new Date(lands(o.id)).toISOString()).sort()).toEqual([
      '2026-06-09T15:20:00.000Z',
      '2026-06-09T17:25:00.000Z',
    ])
    for (const offer of offers) expect(lands(offer.id)).toBeLessThanOrEqual(at(backLeaves) - minTurnaroundMs)
  })

  it('refuses a cart whose return leaves before the kept outbound lands with ITINERARY_NOT_FLYABLE', () => {
    const { key, answer } = tripChange(api, bookedOrder(outLeaves, backLeaves), 'EXCHANGE')
    const kept = answer.parts[0]?.offerRef ?? ''
    exchangeSearch(key, [
      { ...outbound, selectedOfferRef: kept },
      { ...inbound, date: '2026-06-05' },
    ])
    const early = api.shopping
      .scheduleOptions('JFK', 'LHR', '2026-06-05')
      .map((plan) => plan.segments.flat())
      .find((legs) => legs[0]?.departureUtc === at('2026-06-05T12:15:00Z'))
    const classic = brandById.get('classic')
    if (!early || !classic) throw new Error('no 12:15 UTC JFK-LHR flight')
    const forged = encodeOfferRef(key, {
      partIndex: 1,
      legIds: early.map((leg) => leg.id),
      brand: classic,
      quotedAt: frozenNow,
    })
    expect(errorOf(() => addItinerary(api, { offerRefs: [kept, forged] }, requestContext(key)))).toMatchObject({
      code: 'ITINERARY_NOT_FLYABLE',
      status: 400,
    })
  })
})
