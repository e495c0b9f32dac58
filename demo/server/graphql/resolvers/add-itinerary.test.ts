// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { seededApi } from '../../test-support/seeded-api'
import { errorOf } from '../../test-support/api-error'
import { criteria, requestContext } from '../../test-support/shopping'
import type { StoredQuote } from '../../products/product'
import type { ApiDeps } from '../context'
import { itineraryOf } from '../../booking/itinerary'
import { addItinerary, cart } from './add-itinerary'
import { fareRules } from './fare-rules'
import { searchFlights } from './search-flights'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const roundTrip = [
  { origin: 'LHR', destination: 'JFK', date: '2026-06-05' },
  { origin: 'JFK', destination: 'LHR', date: '2026-06-09' },
]
const party = { ADT: 2, CHD: 1, INF: 1 }

interface Found {
  key: string
  refs: string[]
  total: number
}

/** A round trip searched outbound then inbound, choosing `brand` both ways (in conversation `key`, else a new one). */
function chooseRoundTrip(award = false, brand = 'classic', key?: string): Found {
  const context = requestContext(key)
  const first = searchFlights(
    api,
    { criteria: criteria({ passengers: party, awardBooking: award }, roundTrip) },
    context,
  ) as unknown as {
    offers: { offers: Array<{ brandOffers: Array<{ brandId: string; offerRef: string; total: { amount: number } }> }> }
  }
  const out = first.offers.offers[0]?.brandOffers.find((b) => b.brandId === brand)
  const parts = [{ ...roundTrip[0], selectedOfferRef: out?.offerRef }, roundTrip[1]] as typeof roundTrip
  const second = searchFlights(
    api,
    { criteria: criteria({ passengers: party, awardBooking: award }, parts) },
    requestContext(context.issued),
  ) as typeof first
  const back = second.offers.offers[0]?.brandOffers.find((b) => b.brandId === brand)
  return {
    key: context.issued ?? '',
    refs: [out?.offerRef ?? '', back?.offerRef ?? ''],
    total: back?.total.amount ?? 0,
  }
}

describe('addItinerary and cart', () => {
  it('prices the chosen itinerary: totals are the sum of the per-passenger prices, and equal the running total shown', () => {
    const found = chooseRoundTrip()
    const result = addItinerary(api, { offerRefs: found.refs }, requestContext(found.key))
    expect(result.parts.map((p) => p.brand.id)).toEqual(['classic', 'classic'])
    expect(result.parts[0]?.segments[0]?.origin.code).toBe('LHR')
    expect(result.passengers.map((p) => [p.passengerType, p.count])).toEqual([
      ['ADT', 2],
      ['CHD', 1],
      ['INF', 1],
    ])
    const sum = (pick: (p: (typeof result.passengers)[number]) => number) =>
      result.passengers.reduce((s, p) => s + p.count * pick(p), 0)
    expect(result.fare.amount).toBe(sum((p) => p.fare.amount))
    expect(result.taxes.amount).toBe(sum((p) => p.taxes.amount))
    expect(result.total.amount).toBe(sum((p) => p.total.amount))
    expect(result.total.amount).toBe(result.fare.amount + result.taxes.amount)
    expect(result.total.amount).toBe(found.total)
  })

  it('keeps the cart in the conversation for the cart query', () => {
    const found = chooseRoundTrip()
    const added = addItinerary(api, { offerRefs: found.refs }, requestContext(found.key))
    expect(cart(api, requestContext(found.key))).toEqual(added)
  })

  it('answers an empty cart with zero totals before anything is added', () => {
    const found = chooseRoundTrip()
    expect(cart(api, requestContext(found.key))).toMatchObject({
      parts: [],
      passengers: [],
      total: { amount: 0, currency: 'USD' },
      points: null,
    })
  })

  it('prices an award itinerary in points, with money totals of taxes only', () => {
    const found = chooseRoundTrip(true)
    const result = addItinerary(api, { offerRefs: found.refs }, requestContext(found.key))
    expect(result.fare.amount).toBe(0)
    expect(result.total.amount).toBe(result.taxes.amount)
    expect(result.points).toBe(result.passengers.reduce((s, p) => s + p.count * (p.points ?? 0), 0))
    expect(result.points).toBeGreaterThan(0)
  })

  it('refuses addItinerary and cart without an execution key', () => {
    const ended = { type: 'validation', code: 'ERR.SSW.CLIENT.INVALID_REQUEST', status: 400 }
    expect(errorOf(() => addItinerary(api, { offerRefs: [] }, requestContext()))).toMatchObject(ended)
    expect(errorOf(() => cart(api, requestContext()))).toMatchObject(ended)
  })

  it('refuses a list of refs that does not hold one per itinerary part', () => {
    const found = chooseRoundTrip()
    expect(
      errorOf(() => addItinerary(api, { offerRefs: found.refs.slice(0, 1) }, requestContext(found.key))),
    ).toMatchObject({ code: 'OFFER_REFS_COUNT' })
  })

  it('refuses refs in the wrong order', () => {
    const found = chooseRoundTrip()
    expect(
      errorOf(() => addItinerary(api, { offerRefs: [...found.refs].reverse() }, requestContext(found.key))),
    ).toMatchObject({ code: 'OFFER_NOT_FOR_PART' })
  })

  it('puts new flights in the cart without the partner products quoted for the flights they replace; the same flights keep them', () => {
    const found = chooseRoundTrip()
    addItinerary(api, { offerRefs: found.refs }, requestContext(found.key))
    const { store } = api.products
    const quote = (kind: 'INSURANCE' | 'CFAR'): StoredQuote => ({
      quoteId: `q-${kind}-${found.key}`,
      conversationKey: found.key,
      kind,
      provider: 'Demo',
      title: kind,
      price: 5_000,
      currency: 'USD',
      createdAt: 0,
      expiresAt: Number.MAX_SAFE_INTEGER,
      termsUrl: '/terms',
      termsVersion: '1',
      details:
        kind === 'INSURANCE'
          ? { kind, planCode: 'ESSENTIAL', travellers: 1, region: 'NORTH_AMERICA', coverStartsAt: 0 }
          : { kind, sessionId: 's1', coveragePerMille: 800, refund: 4_000, deadline: 0 },
    })
    for (const kind of ['INSURANCE', 'CFAR'] as const) {
      store.saveQuote(quote(kind))
      store.putInCart(quote(kind))
    }
    const kinds = () => store.cartQuotes(found.key).map((q) => q.kind)

    addItinerary(api, { offerRefs: found.refs }, requestContext(found.key))
    expect(kinds()).toEqual(['INSURANCE', 'CFAR'])
    // The traveller changes the search in the same conversation and chooses other flights.
    const other = chooseRoundTrip(false, 'flex', found.key)
    expect(other.key).toBe(found.key)
    addItinerary(api, { offerRefs: other.refs }, requestContext(found.key))
    expect(kinds()).toEqual([])
  })

  it('keeps the seats held when the same flights are put in again (a new tab), and lets them go with other flights', () => {
    const found = chooseRoundTrip()
    addItinerary(api, { offerRefs: found.refs }, requestContext(found.key))
    const conversation = api.shopping.conversations.resume(found.key)
    const legId = itineraryOf(conversation, api.flights, api.catalog).segments[0]?.leg.id ?? 0
    const { seatHolds } = api.booking
    seatHolds.hold({ key: found.key, legId, seatNumber: '30A', segmentIndex: 0, passengerId: 'A1', price: 2_500 })
    const seats = () => seatHolds.heldBy(found.key).map((hold) => hold.seatNumber)

    addItinerary(api, { offerRefs: found.refs }, requestContext(found.key))
    expect(seats()).toEqual(['30A'])
    const other = chooseRoundTrip(false, 'flex', found.key)
    addItinerary(api, { offerRefs: other.refs }, requestContext(found.key))
    expect(seats()).toEqual([])
  })

  it('refuses refs of another conversation', () => {
    const mine = chooseRoundTrip()
    const theirs = chooseRoundTrip()
    expect(errorOf(() => addItinerary(api, { offerRefs: theirs.refs }, requestContext(mine.key)))).toMatchObject({
      code: 'OFFER_NOT_IN_CONVERSATION',
    })
  })
})

describe('fareRules', () => {
  it('answers changes, cancellation, baggage and seat selection rules of the brand in English', () => {
    const found = chooseRoundTrip()
    const rules = fareRules(api, { offerRef: found.refs[0] ?? '' }, requestContext(found.key))
    expect(rules.map((r) => r.category)).toEqual(['CHANGES', 'CANCELLATION', 'BAGGAGE', 'SEAT_SELECTION'])
    expect(rules[0]?.text).toMatch(/Classic fares on LHR-JFK .* fee of 75\.00 USD/)
    expect(rules[2]?.text).toMatch(/1 checked bag/)
  })

  it('refuses a malformed offerRef', () => {
    expect(errorOf(() => fareRules(api, { offerRef: 'garbage' }, requestContext()))).toMatchObject({
      type: 'validation',
      code: 'INVALID_OFFER_REF',
    })
  })
})
