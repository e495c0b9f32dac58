// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/open'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { errorOf } from '../../test-support/api-error'
import { criteria, requestContext } from '../../test-support/shopping'
import { localToUtc } from '../../time/zoned'
import { maxConnectionMinutes, minConnectionMinutes } from '../../schedules/find-options'
import type { Money, OffersPageInput, SearchCriteriaInput } from '../generated/resolvers'
import type { ApiDeps } from '../context'
import { searchFlights } from './search-flights'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

interface BrandOfferOut {
  brandId: string
  offerRef: string
  seatsLeft: number | null
  pricePerAdult: Money
  total: Money
  partTotal: Money
  totalBeforeDiscount: Money | null
  pointsPerAdult: number | null
  pointsTotal: number | null
}
interface SegmentOut {
  flightNumber: string
  origin: { code: string; timeZone: string }
  destination: { code: string; timeZone: string }
  departure: string
  arrival: string
}
interface OfferOut {
  id: string
  segments: SegmentOut[]
  duration: number
  stops: number
  brandOffers: BrandOfferOut[]
  lowestTotal: Money
}
interface Result {
  partIndex: number
  currency: string
  brands: Array<{ id: string }>
  offers: { offers: OfferOut[]; offset: number; totalCount: number; nextOffset: number | null } | null
  calendar: Array<{ date: string; available: boolean; lowestTotal: Money | null }> | null
  matrix: Array<{ outboundDate: string; inboundDate: string; available: boolean; lowestTotal: Money | null }> | null
  messages: Array<{ code: string; type: string }>
}

const roundTrip = [
  { origin: 'LHR', destination: 'JFK', date: '2026-06-05' },
  { origin: 'JFK', destination: 'LHR', date: '2026-06-09' },
]

function search(input: SearchCriteriaInput, options: { key?: string; page?: OffersPageInput; deps?: ApiDeps } = {}) {
  const context = requestContext(options.key)
  const result = searchFlights(
    options.deps ?? api,
    { criteria: input, page: options.page },
    context,
  ) as unknown as Result
  return { result, key: context.issued ?? '' }
}

const offersOf = (result: Result): OfferOut[] => result.offers?.offers ?? []
const brandOffer = (offer: OfferOut | undefined, brandId: string) =>
  offer?.brandOffers.find((b) => b.brandId === brandId)

describe('searchFlights BRANDED', () => {
  it('starts a conversation and issues its key when no execution header is sent', () => {
    const { key } = search(criteria())
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('continues the conversation of a valid key and issues the same key', () => {
    const first = search(criteria())
    expect(search(criteria(), { key: first.key }).key).toBe(first.key)
  })

  it('answers an unknown key with ERR.SSW.CLIENT.INVALID_REQUEST instead of starting over', () => {
    expect(errorOf(() => search(criteria(), { key: 'Zm9yZ2VkLWtleS1mb3ItdGVzdA' }))).toMatchObject({
      code: 'ERR.SSW.CLIENT.INVALID_REQUEST',
      type: 'validation',
      status: 400,
    })
  })

  it('offers each flight in light, classic and flex for Economy, and business only for Business', () => {
    const economy = search(criteria()).result
    expect(economy.brands.map((b) => b.id)).toEqual(['light', 'classic', 'flex'])
    const business = search(criteria({ cabinClass: 'Business' })).result
    expect(business.brands.map((b) => b.id)).toEqual(['business'])
    expect(offersOf(business).every((o) => o.brandOffers.every((b) => b.brandId === 'business'))).toBe(true)
  })

  it('prices in minor units of the requested currency at the demo exchange rates', () => {
    const usd = brandOffer(offersOf(search(criteria()).result)[0], 'classic')?.total.amount ?? 0
    const gbp = search(criteria({ currency: 'GBP' })).result
    expect(gbp.currency).toBe('GBP')
    const classic = brandOffer(offersOf(gbp)[0], 'classic')
    expect(classic?.total.currency).toBe('GBP')
    expect(classic?.total.amount).toBeGreaterThan(usd * 0.78)
    expect(classic?.total.amount).toBeLessThan(usd * 0.8)
  })

  it('applies ZZSAVE10 to fares, not taxes, and reports PROMO_APPLIED with the price before discount', () => {
    const plain = brandOffer(offersOf(search(criteria()).result)[0], 'classic')
    const promo = search(criteria({ promoCodes: ['zzsave10'] })).result
    const discounted = brandOffer(offersOf(promo)[0], 'classic')
    expect(promo.messages).toEqual([{ code: 'PROMO_APPLIED', type: 'info' }])
    expect(discounted?.totalBeforeDiscount?.amount).toBe(plain?.total.amount)
    const saved = (plain?.total.amount ?? 0) - (discounted?.total.amount ?? 0)
    // 10% of the fare: less than 10% of fare + taxes.
    expect(saved).toBeGreaterThan(0)
    expect(saved).toBeLessThan((plain?.total.amount ?? 0) * 0.1)
  })

  it('answers an unknown promo code with a PROMO_UNKNOWN warning, not an error', () => {
    const { result } = search(criteria({ promoCodes: ['NOSUCHCODE'] }))
    expect(result.messages).toEqual([{ code: 'PROMO_UNKNOWN', type: 'warning' }])
    expect(offersOf(result).length).toBeGreaterThan(0)
  })

  it('warns PROMO_NOT_APPLICABLE for ZZWINTER on a June departure and leaves prices as they are', () => {
    const { result } = search(criteria({ promoCodes: ['ZZWINTER'] }))
    expect(result.messages).toEqual([{ code: 'PROMO_NOT_APPLICABLE', type: 'warning' }])
    expect(brandOffer(offersOf(result)[0], 'classic')?.totalBeforeDiscount).toBeNull()
  })

  it('prices the same flight lower further from departure', () => {
    const weeksEarlier = seededApi(db, () => frozenNow - 60 * 86_400_000)
    const near = brandOffer(offersOf(search(criteria()).result)[0], 'classic')
    const far = search(criteria(), { deps: weeksEarlier }).result
    const sameFlight = offersOf(far).find((o) => o.id === offersOf(search(criteria()).result)[0]?.id)
    expect(brandOffer(sameFlight, 'classic')?.total.amount).toBeLessThan((near?.total.amount ?? 0) * 0.7)
  })

  it('prices a flight higher as its load rises and stops offering it once the cabin is full', () => {
    const leg = api.flights.legsOnRoute('LHR', 'JFK', '2026-06-12')[0]
    if (!leg) throw new Error('no LHR-JFK flight on 2026-06-12')
    const parts = [{ origin: 'LHR', destination: 'JFK', date: '2026-06-12' }]
    const before = offersOf(search(criteria({}, parts)).result).find(
      (o) => o.segments[0]?.departure === leg.scheduledDeparture,
    )
    api.shopping.inventory.sell(leg.id, 'classic', 25)
    const fuller = offersOf(search(criteria({}, parts)).result).find(
      (o) => o.segments[0]?.departure === leg.scheduledDeparture,
    )
    expect(brandOffer(fuller, 'classic')?.total.amount).toBeGreaterThan(
      brandOffer(before, 'classic')?.total.amount ?? 0,
    )
    api.shopping.inventory.sell(leg.id, 'flex', 1000)
    const full = offersOf(search(criteria({}, parts)).result).find(
      (o) => o.segments[0]?.departure === leg.scheduledDeparture,
    )
    expect(full).toBeUndefined()
  })

  it('shows seatsLeft only when 9 or fewer seats remain, after the cheaper light bucket has closed', () => {
    const leg = api.flights.legsOnRoute('LHR', 'CDG', '2026-06-12')[0]
    if (!leg) throw new Error('no LHR-CDG flight on 2026-06-12')
    const parts = [{ origin: 'LHR', destination: 'CDG', date: '2026-06-12' }]
    const find = () =>
      offersOf(search(criteria({}, parts)).result).find(
        (o) => o.segments.length === 1 && o.segments[0]?.departure === leg.scheduledDeparture,
      )
    expect(brandOffer(find(), 'flex')?.seatsLeft).toBeNull()
    const { capacity, sold } = api.shopping.inventory.loadOf(leg, 'Y', frozenNow)
    api.shopping.inventory.sell(leg.id, 'flex', capacity - sold - 5)
    const nearlyFull = find()
    expect(brandOffer(nearlyFull, 'flex')?.seatsLeft).toBe(5)
    expect(brandOffer(nearlyFull, 'light')).toBeUndefined()
  })

  it('prices award searches in points by distance and brand, with money totals of taxes only', () => {
    const money = offersOf(search(criteria()).result)[0]
    const award = offersOf(search(criteria({ awardBooking: true, passengers: { ADT: 2 } })).result)[0]
    const light = brandOffer(award, 'light')
    const flex = brandOffer(award, 'flex')
    expect(light?.pointsPerAdult).toBe(20_000) // LHR-JFK ~5,540 km x 4.5 x 0.8, to 500
    expect(flex?.pointsPerAdult).toBeGreaterThan(light?.pointsPerAdult ?? 0)
    expect(light?.pointsTotal).toBe(40_000)
    expect(light?.total.amount).toBeLessThan((brandOffer(money, 'light')?.total.amount ?? 0) / 5)
    expect(light?.total.amount).toBe((light?.pricePerAdult.amount ?? 0) * 2)
  })

  it('prices children at 75% and infants at 10% of the adult fare, infants with low taxes', () => {
    const adult = brandOffer(offersOf(search(criteria()).result)[0], 'classic')?.partTotal.amount ?? 0
    const family =
      brandOffer(offersOf(search(criteria({ passengers: { ADT: 1, CHD: 1, INF: 1 } })).result)[0], 'classic')?.partTotal
        .amount ?? 0
    expect(family / adult).toBeGreaterThan(1.75)
    expect(family / adult).toBeLessThan(1.95)
  })

  it('answers the inbound part once the outbound is selected, each total including the outbound', () => {
    const outbound = search(criteria({}, roundTrip))
    expect(outbound.result.partIndex).toBe(0)
    const chosen = brandOffer(offersOf(outbound.result)[0], 'classic')
    const parts = [
      { ...roundTrip[0], selectedOfferRef: chosen?.offerRef },
      roundTrip[1],
    ] as SearchCriteriaInput['itineraryParts']
    const inbound = search(criteria({}, parts), { key: outbound.key }).result
    expect(inbound.partIndex).toBe(1)
    const first = offersOf(inbound)[0]
    expect(first?.segments[0]?.origin.code).toBe('JFK')
    for (const offer of first?.brandOffers ?? []) {
      expect(offer.total.amount).toBe((chosen?.total.amount ?? 0) + offer.partTotal.amount)
    }
  })

  it('refuses a selectedOfferRef from another conversation', () => {
    const other = search(criteria({}, roundTrip))
    const ref = brandOffer(offersOf(other.result)[0], 'light')?.offerRef
    const mine = search(criteria({}, roundTrip))
    const parts = [{ ...roundTrip[0], selectedOfferRef: ref }, roundTrip[1]] as SearchCriteriaInput['itineraryParts']
    expect(errorOf(() => search(criteria({}, parts), { key: mine.key }))).toMatchObject({
      type: 'validation',
      code: 'OFFER_NOT_IN_CONVERSATION',
    })
  })

  it('refuses a malformed selectedOfferRef', () => {
    const parts = [
      { ...roundTrip[0], selectedOfferRef: 'not a ref!' },
      roundTrip[1],
    ] as SearchCriteriaInput['itineraryParts']
    expect(errorOf(() => search(criteria({}, parts)))).toMatchObject({ type: 'validation', code: 'INVALID_OFFER_REF' })
  })

  it('offers one-stop connections through a hub only with 60 min to 6 h at the hub, in true instants across time zones', () => {
    const offers = offersOf(search(criteria({}, [{ origin: 'CDG', destination: 'LAX', date: '2026-06-07' }])).result)
    const connecting = offers.filter((o) => o.segments.length === 2)
    expect(connecting.length).toBeGreaterThan(0)
    for (const offer of connecting) {
      const [first, second] = offer.segments
      if (!first || !second) continue
      expect(['LHR', 'JFK']).toContain(first.destination.code)
      const landed = localToUtc(first.arrival, first.destination.timeZone)
      const leaves = localToUtc(second.departure, second.origin.timeZone)
      const minutes = (leaves - landed) / 60_000
      expect(minutes).toBeGreaterThanOrEqual(minConnectionMinutes)
      expect(minutes).toBeLessThanOrEqual(maxConnectionMinutes)
    }
  })
})

describe('searchFlights paging, sort and filters', () => {
  const route = [{ origin: 'CDG', destination: 'JFK', date: '2026-06-07' }]

  it('sorts by lowest total by default and pages with totalCount and nextOffset', () => {
    const all = search(criteria({}, route)).result.offers
    const totals = (all?.offers ?? []).map((o) => o.lowestTotal.amount)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const { key } = search(criteria({}, route))
    const page1 = search(criteria({}, route), { key, page: { limit: 2 } }).result.offers
    const page2 = search(criteria({}, route), { key, page: { offset: 2, limit: 2 } }).result.offers
    expect(page1).toMatchObject({ offset: 0, totalCount: all?.totalCount, nextOffset: 2 })
    expect(page2?.offers.map((o) => o.id)).toEqual(all?.offers.slice(2, 4).map((o) => o.id))
    const last = search(criteria({}, route), { key, page: { offset: (all?.totalCount ?? 1) - 1 } }).result.offers
    expect(last?.nextOffset).toBeNull()
  })

  it('sorts by DURATION and by DEPARTURE', () => {
    const byDuration = offersOf(search(criteria({}, route), { page: { sort: 'DURATION' } }).result).map(
      (o) => o.duration,
    )
    expect(byDuration).toEqual([...byDuration].sort((a, b) => a - b))
    const byDeparture = offersOf(search(criteria({}, route), { page: { sort: 'DEPARTURE' } }).result).map(
      (o) => o.segments[0]?.departure ?? '',
    )
    expect(byDeparture).toEqual([...byDeparture].sort())
  })

  it('filters by maxStops and by a local departure window', () => {
    const nonstop = offersOf(search(criteria({}, route), { page: { maxStops: 0 } }).result)
    expect(nonstop.length).toBeGreaterThan(0)
    expect(nonstop.every((o) => o.stops === 0)).toBe(true)
    const morning = offersOf(
      search(criteria({}, route), { page: { departureFrom: 6 * 60, departureTo: 12 * 60 } }).result,
    )
    expect(
      morning.every(
        (o) =>
          (o.segments[0]?.departure.slice(11, 16) ?? '') >= '06:00' &&
          (o.segments[0]?.departure.slice(11, 16) ?? '') <= '12:00',
      ),
    ).toBe(true)
  })

  it('refuses a page limit over 100', () => {
    expect(errorOf(() => search(criteria(), { page: { limit: 101 } }))).toMatchObject({
      type: 'validation',
      code: 'INVALID_LIMIT',
    })
  })
})

describe('searchFlights CALENDAR30 and FLEXIBLECALENDAR', () => {
  it('answers every day of the month of the part date, past days and days beyond the horizon unavailable', () => {
    const { result } = search(
      criteria({ searchType: 'CALENDAR30' }, [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }]),
    )
    const days = result.calendar ?? []
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`),
    )
    expect(days.find((d) => d.date === '2026-06-05')).toMatchObject({
      available: true,
      lowestTotal: { currency: 'USD' },
    })
    expect(days.find((d) => d.date === '2026-06-20')).toMatchObject({ available: false, lowestTotal: null })
    expect(result.offers).toBeNull()
  })

  it('marks days before today unavailable', () => {
    const { result } = search(
      criteria({ searchType: 'CALENDAR30' }, [{ origin: 'LHR', destination: 'JFK', date: '2026-06-03' }]),
      {
        deps: seededApi(db, () => Date.parse('2026-06-03T12:00:00Z')),
      },
    )
    expect(result.calendar?.slice(0, 2).map((d) => d.available)).toEqual([false, false])
  })

  it('answers a 7 x 7 matrix of outbound +/- 3 x inbound +/- 3 days, inbound before outbound unavailable', () => {
    const { result } = search(criteria({ searchType: 'FLEXIBLECALENDAR' }, roundTrip))
    const cells = result.matrix ?? []
    expect(cells).toHaveLength(49)
    expect(new Set(cells.map((c) => c.outboundDate))).toEqual(
      new Set(['2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08']),
    )
    expect(new Set(cells.map((c) => c.inboundDate)).size).toBe(7)
    expect(cells.find((c) => c.outboundDate === '2026-06-08' && c.inboundDate === '2026-06-06')).toMatchObject({
      available: false,
      lowestTotal: null,
    })
    const cell = cells.find((c) => c.outboundDate === '2026-06-05' && c.inboundDate === '2026-06-09')
    expect(cell?.available).toBe(true)
    // The round trip's lowest total is the cheapest outbound plus the cheapest inbound.
    const outbound = search(
      criteria({}, [roundTrip[0] as { origin: string; destination: string; date: string }]),
    ).result
    const inbound = search(criteria({}, [roundTrip[1] as { origin: string; destination: string; date: string }])).result
    expect(cell?.lowestTotal?.amount).toBe(
      (offersOf(outbound)[0]?.lowestTotal.amount ?? 0) + (offersOf(inbound)[0]?.lowestTotal.amount ?? 0),
    )
  })
})
