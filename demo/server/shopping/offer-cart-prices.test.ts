// @vitest-environment node
// Offers and the cart price from one computation (pricing.ts: priceItinerary): for real
// searches and addItinerary calls, every offer's total is what the cart of the same
// offers adds up to passenger by passenger, and pricePerAdult is the cart's adult fare +
// taxes. The clock moves between the search and addItinerary, as it does for a traveller
// (fares follow the days to departure continuously: the cart used to be re-priced at the
// later instant and came out a few cents off the card).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addItinerary, cart } from '../graphql/resolvers/add-itinerary'
import { searchFlights } from '../graphql/resolvers/search-flights'
import type { ApiDeps } from '../graphql/context'
import { frozenNow, seededApi, seededDb } from '../test-support/seeded-api'
import { criteria, requestContext } from '../test-support/shopping'
import { localToUtc } from '../time/zoned'
import { brandById } from './brands'
import type { Money, SearchCriteriaInput } from '../graphql/generated/resolvers'
import { minTurnaroundMs } from './turnaround'
import { decodeOfferRef, encodeOfferRef } from './offer-ref'
import { quoteHoldsMs } from './selection'

interface BrandOfferOut {
  brandId: string
  offerRef: string
  pricePerAdult: Money
  total: Money
  partTotal: Money
}
interface SegmentOut {
  origin: { timeZone: string }
  destination: { timeZone: string }
  departure: string
  arrival: string
}
interface OfferOut {
  id: string
  segments: SegmentOut[]
  brandOffers: BrandOfferOut[]
  lowestTotal: Money
}
interface Result {
  partIndex: number
  offers: { offers: OfferOut[]; totalCount: number } | null
  calendar: Array<{ date: string; lowestTotal: Money | null }> | null
  matrix: Array<{ outboundDate: string; inboundDate: string; lowestTotal: Money | null }> | null
}
interface CartOut {
  passengers: Array<{ passengerType: string; count: number; fare: Money; taxes: Money; total: Money }>
  fare: Money
  taxes: Money
  total: Money
}
type Parts = SearchCriteriaInput['itineraryParts']

let now = frozenNow
let api: ApiDeps
beforeAll(() => {
  api = seededApi(seededDb(), () => now)
})
beforeEach(() => {
  now = frozenNow
})
const tick = (ms: number) => {
  now += ms
}

const outbound = { origin: 'LHR', destination: 'JFK', date: '2026-06-05' }
const inbound = { origin: 'JFK', destination: 'LHR', date: '2026-06-09' }
/** Bounded: the first 20 offers of each search (every brand of each). */
const firstTwenty = { limit: 20 }

const mixes: Array<[string, Record<string, number>]> = [
  ['1 adult', { ADT: 1 }],
  ['2 adults, 1 child, 1 infant', { ADT: 2, CHD: 1, INF: 1 }],
  ['3 adults, 2 children', { ADT: 3, CHD: 2 }],
]
const cases = mixes.flatMap(([name, passengers]) =>
  ['USD', 'EUR', 'GBP'].map((currency) => ({ name, passengers, currency })),
)

function search(input: SearchCriteriaInput, key?: string, page: { limit: number } = firstTwenty) {
  const context = requestContext(key)
  const result = searchFlights(api, { criteria: input, page }, context) as unknown as Result
  return { result, key: context.issued ?? '' }
}

const offersOf = (result: Result): OfferOut[] => result.offers?.offers ?? []
const add = (key: string, refs: string[]) =>
  addItinerary(api, { offerRefs: refs }, requestContext(key)) as unknown as CartOut
const cheapestBrand = (offer: OfferOut) =>
  offer.brandOffers.reduce((best, b) => (b.total.amount < best.total.amount ? b : best))

/** What the equalities say, as text: an empty list means the offer and its cart agree. */
function disagreements(label: string, offer: BrandOfferOut, added: CartOut, currency: string): string[] {
  const found: string[] = []
  const perPassenger = added.passengers.reduce((sum, p) => sum + p.count * (p.fare.amount + p.taxes.amount), 0)
  const adult = added.passengers.find((p) => p.passengerType === 'ADT')
  const adultPrice = adult ? adult.fare.amount + adult.taxes.amount : NaN
  if (perPassenger !== added.total.amount)
    found.push(`${label}: cart total ${added.total.amount} but its passengers add up to ${perPassenger}`)
  if (offer.total.amount !== perPassenger)
    found.push(`${label}: offer total ${offer.total.amount}, cart passengers add up to ${perPassenger}`)
  if (offer.pricePerAdult.amount !== adultPrice)
    found.push(`${label}: pricePerAdult ${offer.pricePerAdult.amount}, cart adult ${adultPrice}`)
  if (adult && adult.total.amount !== adultPrice)
    found.push(`${label}: cart adult total ${adult.total.amount} is not fare + taxes ${adultPrice}`)
  if (added.fare.amount + added.taxes.amount !== added.total.amount)
    found.push(`${label}: cart fare + taxes is not its total`)
  if (offer.total.currency !== currency || added.total.currency !== currency) found.push(`${label}: not in ${currency}`)
  return found
}

describe.each(cases)('offers and the cart agree: $name in $currency', ({ passengers, currency }) => {
  it('one way, nonstop and connections: each offer total and price per adult are the cart of that offer, minutes after the search', () => {
    const found: string[] = []
    let checked = 0
    for (const part of [outbound, { origin: 'CDG', destination: 'LAX', date: '2026-06-07' }]) {
      const { result, key } = search(criteria({ passengers, currency }, [part]))
      for (const offer of offersOf(result)) {
        for (const brandOffer of offer.brandOffers) {
          tick(7_000)
          const label = `${part.origin}-${part.destination} ${offer.id} ${brandOffer.brandId}`
          if (brandOffer.partTotal.amount !== brandOffer.total.amount)
            found.push(`${label}: partTotal of a one-way is not its total`)
          found.push(...disagreements(label, brandOffer, add(key, [brandOffer.offerRef]), currency))
          checked++
        }
      }
    }
    expect(found).toEqual([])
    expect(checked).toBeGreaterThan(20)
  })

  it('round trip: each return total (outbound included) is the cart of both; partTotal is the return alone', () => {
    const found: string[] = []
    let checked = 0
    const first = search(criteria({ passengers, currency }, [outbound, inbound]))
    const outs = offersOf(first.result)
    // The cheapest brand of the cheapest offer, and the dearest brand of the last one shown.
    const choices = [outs[0] && cheapestBrand(outs[0]), outs.at(-1)?.brandOffers.at(-1)].flatMap((b) => b ?? [])
    for (const out of choices) {
      tick(45_000)
      const second = search(
        criteria({ passengers, currency }, [{ ...outbound, selectedOfferRef: out.offerRef }, inbound]),
        first.key,
      )
      expect(second.result.partIndex).toBe(1)
      for (const offer of offersOf(second.result)) {
        for (const back of offer.brandOffers) {
          tick(4_000)
          const label = `${out.brandId} out, ${offer.id} ${back.brandId} back`
          if (back.total.amount !== out.total.amount + back.partTotal.amount) {
            found.push(
              `${label}: total ${back.total.amount} is not the outbound shown ${out.total.amount} + partTotal ${back.partTotal.amount}`,
            )
          }
          found.push(...disagreements(label, back, add(first.key, [out.offerRef, back.offerRef]), currency))
          checked++
        }
      }
    }
    expect(found).toEqual([])
    expect(checked).toBeGreaterThan(20)
  })

  it('the low-fare calendar shows the lowest of the offers of its day, and the cart of that offer costs the same', () => {
    const first = search(criteria({ passengers, currency }, [outbound, inbound]))
    const out = cheapestBrand(offersOf(first.result)[0] as OfferOut)
    tick(30_000)
    const parts: Parts = [{ ...outbound, selectedOfferRef: out.offerRef }, inbound]
    const calendar =
      search({ ...criteria({ passengers, currency }, parts), searchType: 'CALENDAR30' }, first.key).result.calendar ??
      []
    const branded = search(criteria({ passengers, currency }, parts), first.key, { limit: 100 }).result
    expect(branded.offers?.totalCount).toBeLessThanOrEqual(100)
    const lowest = offersOf(branded)
      .map(cheapestBrand)
      .reduce((best, b) => (b.total.amount < best.total.amount ? b : best))
    expect(calendar.find((day) => day.date === inbound.date)?.lowestTotal?.amount).toBe(lowest.total.amount)
    tick(60_000)
    expect(add(first.key, [out.offerRef, lowest.offerRef]).total.amount).toBe(lowest.total.amount)
  })

  it('the round-trip matrix shows the cheapest outbound and return with time to turn around, and the cart of that pair costs the same', () => {
    const matrix = search({
      ...criteria({ passengers, currency }, [outbound, inbound]),
      searchType: 'FLEXIBLECALENDAR',
    })
    const cell = matrix.result.matrix?.find((c) => c.outboundDate === outbound.date && c.inboundDate === inbound.date)
    const first = search(criteria({ passengers, currency }, [outbound, inbound]), matrix.key, { limit: 100 })
    expect(first.result.offers?.totalCount).toBeLessThanOrEqual(100)
    let best: { refs: string[]; total: number } | undefined
    for (const offer of offersOf(first.result)) {
      const out = cheapestBrand(offer)
      const last = offer.segments.at(-1) as SegmentOut
      const landed = localToUtc(last.arrival, last.destination.timeZone)
      const parts: Parts = [{ ...outbound, selectedOfferRef: out.offerRef }, inbound]
      for (const returning of offersOf(
        search(criteria({ passengers, currency }, parts), matrix.key, { limit: 100 }).result,
      )) {
        const leaves = returning.segments[0] as SegmentOut
        if (localToUtc(leaves.departure, leaves.origin.timeZone) < landed + minTurnaroundMs) continue
        const back = cheapestBrand(returning)
        if (!best || back.total.amount < best.total)
          best = { refs: [out.offerRef, back.offerRef], total: back.total.amount }
      }
    }
    expect(best).toBeDefined()
    expect(cell?.lowestTotal?.amount).toBe(best?.total)
    tick(90_000)
    expect(add(matrix.key, best?.refs ?? []).total.amount).toBe(best?.total)
  })
})

describe('the quote an offerRef carries', () => {
  const party = { ADT: 2, CHD: 1, INF: 1 }

  it('holds for 30 minutes; an older one is priced at the current clock, as a new search of the same offer', () => {
    // Fares move once a day (whole days to departure): the clock is brought to 30.5 minutes
    // before the first offer's count of days drops, so the price moves while its quote is held.
    const probe = offersOf(search(criteria({ passengers: party }, [outbound])).result)[0] as OfferOut
    const leaves = probe.segments[0] as SegmentOut
    const dayMs = 86_400_000
    const beforeTheDayDrops = ((localToUtc(leaves.departure, leaves.origin.timeZone) - now) % dayMs) - 30.5 * 60_000
    tick(beforeTheDayDrops < 0 ? beforeTheDayDrops + dayMs : beforeTheDayDrops)
    const first = search(criteria({ passengers: party }, [outbound]))
    const offer = offersOf(first.result).find((o) => o.id === probe.id) as OfferOut
    const classic = offer.brandOffers.find((b) => b.brandId === 'classic') as BrandOfferOut
    tick(quoteHoldsMs - 60_000)
    expect(add(first.key, [classic.offerRef]).total.amount).toBe(classic.total.amount)
    tick(2 * 60_000)
    const later = offersOf(search(criteria({ passengers: party }, [outbound]), first.key).result).find(
      (o) => o.id === offer.id,
    )
    const again = later?.brandOffers.find((b) => b.brandId === 'classic') as BrandOfferOut
    expect(again.total.amount).not.toBe(classic.total.amount) // a day nearer departure
    expect(add(first.key, [classic.offerRef]).total.amount).toBe(again.total.amount)
    expect(cart(api, requestContext(first.key)).total.amount).toBe(again.total.amount)
  })

  it('is signed with the ref, and refs made before quotes were kept are still read', () => {
    const brand = brandById.get('classic')
    if (!brand) throw new Error('classic brand missing')
    const ref = encodeOfferRef('conversation-key', { partIndex: 1, legIds: [12, 34], brand, quotedAt: frozenNow })
    expect(decodeOfferRef('offerRef', ref, 'conversation-key')).toMatchObject({
      partIndex: 1,
      legIds: [12, 34],
      brand,
      quotedAt: frozenNow,
    })
    const altered = Buffer.from(
      Buffer.from(ref, 'base64url')
        .toString('utf8')
        .replace(frozenNow.toString(36), (frozenNow + 3_600_000).toString(36)),
    ).toString('base64url')
    expect(() => decodeOfferRef('offerRef', altered, 'conversation-key')).toThrow(/another conversation/)
    const old = encodeOfferRef('conversation-key', { partIndex: 0, legIds: [5], brand })
    expect(decodeOfferRef('offerRef', old, 'conversation-key')).toMatchObject({
      partIndex: 0,
      legIds: [5],
      quotedAt: undefined,
    })
  })
})
