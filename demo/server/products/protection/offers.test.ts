import { describe, expect, it } from 'vitest'
import type { ApiDeps } from '../../graphql/context'
import { bookingConversation } from '../../graphql/resolvers/booking-context'
import { adult, bookedConversation, withPassengers } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { tripChange } from '../../test-support/trip-change'
import { bookedTrip } from '../../test-support/trip'
import { cfarOffers, insurancePlans, refundProtectionQuote } from './offers'
import { protectionFields } from './root-fields'

const db = seededDb()
let nowMs = frozenNow
const api = seededApi(db, () => nowMs)
const fields = protectionFields(api)
const hour = 3_600_000

const cartOf = (deps: ApiDeps, key: string) => {
  const conversation = deps.shopping.conversations.resume(key)
  return conversation.cart as { fare: number; taxes: number; currency: string }
}

const firstDeparture = (key: string): number =>
  bookingConversation(api, requestContext(key)).itinerary.segments[0]?.leg.departureUtc ?? 0

/** A conversation made `hours` before its first flight departs (now is left there). */
function departingIn(hours: number): string {
  nowMs = frozenNow
  // The day's first flight, booked again from `hours` before it leaves (by price, another
  // flight of the day could come first then: fares count whole days to departure).
  const earliest = { sort: 'DEPARTURE' } as const
  nowMs = firstDeparture(bookedConversation(api, earliest)) - hours * hour
  const key = bookedConversation(api, earliest)
  expect(firstDeparture(key) - nowMs).toBeLessThanOrEqual(hours * hour)
  return key
}

describe('insurancePlans', () => {
  it('offers both plans with benefits, priced for an adult band before the passengers are given', () => {
    nowMs = frozenNow
    const key = bookedConversation(api)
    const plans = insurancePlans(api, requestContext(key))
    expect(plans.map((p) => p.planCode)).toEqual(['ESSENTIAL', 'COMPREHENSIVE'])
    const [essential, comprehensive] = plans
    expect(essential?.benefits.map((b) => b.code)).toEqual(['TRIP_CANCELLATION', 'MEDICAL', 'BAGGAGE', 'DELAY'])
    expect(comprehensive?.quote.price.amount).toBeGreaterThan(essential?.quote.price.amount ?? 0)
    const cart = cartOf(api, key)
    expect(essential?.quote.price.currency).toBe(cart.currency)
    expect(essential?.quote.terms.url).toBe(`${api.accounts.apiOrigin}/dx/demo/terms/insurance.html`)
    // Saved as a quote of the conversation that expires in 30 minutes.
    const stored = api.products.store.quote(essential?.quote.quoteId ?? '')
    expect(stored?.conversationKey).toBe(key)
    expect(stored?.expiresAt).toBe(nowMs + 30 * 60_000)
    expect(stored?.details).toMatchObject({
      kind: 'INSURANCE',
      planCode: 'ESSENTIAL',
      region: 'NORTH_AMERICA',
      travellers: 1,
    })
  })

  it('charges a senior more than an adult for the same trip, from the passengers’ dates of birth', () => {
    nowMs = frozenNow
    const price = (dateOfBirth: string) => {
      const key = bookedConversation(api)
      withPassengers(api, key, [adult('A1', { dateOfBirth })])
      return insurancePlans(api, requestContext(key))[0]?.quote.price.amount ?? 0
    }
    const adultPrice = price('1980-04-02')
    expect(adultPrice).toBeGreaterThan(0)
    // 1.75 times the adult's premium before each is rounded to the cent.
    expect(Math.abs(price('1955-01-01') - adultPrice * 1.75)).toBeLessThanOrEqual(1.375)
  })

  it('prices by the destination’s region: Europe below North America for the same cost', () => {
    nowMs = frozenNow
    const toEurope = bookedConversation(api, { parts: [{ origin: 'JFK', destination: 'LHR', date: '2026-06-05' }] })
    const toAmerica = bookedConversation(api, { parts: [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }] })
    const perCost = (key: string) => {
      const cart = cartOf(api, key)
      const quote = insurancePlans(api, requestContext(key))[0]?.quote
      const stored = api.products.store.quote(quote?.quoteId ?? '')
      return {
        region: stored?.details.kind === 'INSURANCE' ? stored.details.region : '',
        cost: cart.fare + cart.taxes,
        price: quote?.price.amount ?? 0,
      }
    }
    const europe = perCost(toEurope)
    const america = perCost(toAmerica)
    expect([europe.region, america.region]).toEqual(['EUROPE', 'NORTH_AMERICA'])
    expect(america.price / america.cost).toBeGreaterThan((europe.price / europe.cost) * 1.3)
  })

  it('is not offered in a trip change once the trip has departed', () => {
    nowMs = frozenNow
    const trip = bookedTrip(api)
    const outbound = firstDeparture(tripChange(api, trip.reference, 'MODIFY').key)
    nowMs = outbound + hour
    // The return is still to fly, but cover would have started at the first departure.
    const { key } = tripChange(api, trip.reference, 'MODIFY')
    expect(insurancePlans(api, requestContext(key))).toEqual([])
    nowMs = frozenNow
  })

  it('is offered in a trip change of a paid order until departure, and nothing after', () => {
    nowMs = frozenNow
    const trip = bookedTrip(api)
    const { key } = tripChange(api, trip.reference, 'MODIFY')
    expect(insurancePlans(api, requestContext(key))).toHaveLength(2)
    // Refund protection and CFAR are sold with the booking only.
    expect(refundProtectionQuote(api, requestContext(key))).toBeNull()
    expect(cfarOffers(api, requestContext(key)).offers).toEqual([])
  })

  it('needs the execution header', () => {
    expect(() => insurancePlans(api, requestContext())).toThrow()
  })
})

describe('refundProtectionQuote', () => {
  it('prices 70 per mille of the flights’ price and covers that price', () => {
    nowMs = frozenNow
    const key = bookedConversation(api)
    const cart = cartOf(api, key)
    const quote = refundProtectionQuote(api, requestContext(key))
    const flights = cart.fare + cart.taxes
    expect(quote?.pricePerMille).toBe(70)
    expect(quote?.covered.amount).toBe(flights)
    expect(quote?.quote.price.amount).toBe(Math.round((flights * 70) / 1000))
  })

  it('is null within 24 hours of departure', () => {
    const key = departingIn(23)
    expect(refundProtectionQuote(api, requestContext(key))).toBeNull()
    // A day and more before: offered.
    expect(refundProtectionQuote(api, requestContext(departingIn(25)))).not.toBeNull()
    nowMs = frozenNow
  })
})

describe('cfarOffers', () => {
  it('offers 80% and 50% of the flights’ price, with a deadline 24 hours before departure', () => {
    nowMs = frozenNow
    const key = bookedConversation(api)
    const cart = cartOf(api, key)
    const flights = cart.fare + cart.taxes
    const { sessionId, offers } = cfarOffers(api, requestContext(key))
    expect(sessionId).toMatch(/^[\w-]{22}$/)
    expect(offers.map((o) => [o.coveragePerMille, o.refund.amount, o.quote.price.amount])).toEqual([
      [800, Math.round(flights * 0.8), Math.round(flights * 0.12)],
      [500, Math.round(flights * 0.5), Math.round(flights * 0.06)],
    ])
    expect(offers[0]?.deadline).toBe(offers[1]?.deadline)
  })

  it('names the airport the trip leaves from, in whose time the deadline is told', () => {
    nowMs = frozenNow
    const fromNewYork = bookedConversation(api, { parts: [{ origin: 'JFK', destination: 'LHR', date: '2026-06-05' }] })
    const offers = cfarOffers(api, requestContext(fromNewYork)).offers
    expect(offers.map((o) => [o.departureAirport.code, o.departureAirport.timeZone])).toEqual([
      ['JFK', 'America/New_York'],
      ['JFK', 'America/New_York'],
    ])
  })

  it('is empty when departing within 48 hours', () => {
    const answer = cfarOffers(api, requestContext(departingIn(47)))
    expect(answer.offers).toEqual([])
    expect(cfarOffers(api, requestContext(departingIn(49))).offers).toHaveLength(2)
    nowMs = frozenNow
  })
})

describe('recordCfarEvent', () => {
  it('records what the traveller did under an offered session', () => {
    nowMs = frozenNow
    const key = bookedConversation(api)
    const { sessionId } = cfarOffers(api, requestContext(key))
    expect(fields.recordCfarEvent({ sessionId, event: 'OFFERS_SHOWN' }, requestContext())).toBe(true)
    expect(fields.recordCfarEvent({ sessionId, event: 'OFFER_CHOSEN' }, requestContext())).toBe(true)
    const rows = db.prepare('SELECT event, at FROM cfar_events WHERE session_id = ? ORDER BY id').all(sessionId)
    expect(rows).toEqual([
      { event: 'OFFERS_SHOWN', at: frozenNow },
      { event: 'OFFER_CHOSEN', at: frozenNow },
    ])
  })

  it('refuses a session no offer was made under', () => {
    expect(() =>
      fields.recordCfarEvent({ sessionId: 'not-a-session', event: 'OFFERS_SHOWN' }, requestContext()),
    ).toThrow(/UNKNOWN_CFAR_SESSION|names no cancel-for-any-reason offers/)
  })
})
