// @vitest-environment node
// Changing the flights of a paid order: an order booked through the resolvers, then an
// EXCHANGE conversation on it (startTripChange) that searches, chooses and pays.
import { randomUUID } from 'node:crypto'
import { graphql } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ExchangeSearchMutation, ExchangeSearchMutationVariables } from '../../../../core/api/generated/operations'
import type { Db } from '../../db/open'
import type { ApiDeps } from '../../graphql/context'
import type { SearchCriteriaInput } from '../../graphql/generated/resolvers'
import { addItinerary, cart } from '../../graphql/resolvers/add-itinerary'
import { completeChallenge, purchase } from '../../graphql/resolvers/purchase'
import { retrieveTrip } from '../../graphql/resolvers/retrieve-trip'
import { searchFlights } from '../../graphql/resolvers/search-flights'
import { holdSeat } from '../../graphql/resolvers/seats'
import { startTripChange } from '../../graphql/resolvers/start-trip-change'
import { createRootValue, schema } from '../../graphql/schema'
import { errorOf } from '../../test-support/api-error'
import { bookedConversation, cardPayment, roundTrip, withPassengers } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { criteria, requestContext } from '../../test-support/shopping'
import { orderToChange, seatsOf, tripChange } from '../../test-support/trip-change'
import type { OrderDetails } from '../../booking/order-details'
import { offerId } from '../../shopping/offer-ref'
import exchangeSearchDocument from './exchange-search.graphql'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

const approved = cardPayment('4111111111111111')
const declined = cardPayment('4000000000000002')
type Payment = ReturnType<typeof cardPayment> | { type: string }
const lookup = (pnr: string) => ({ pnr, lastName: "O'Brien-Smith" })
type Part = (typeof roundTrip)[number]
const [outbound, inbound] = roundTrip as [Part, Part]
const newOutbound: Part = { ...outbound, date: '2026-06-06' }

const pay = (key: string, payment: Payment) =>
  purchase(api, { payment, idempotencyKey: randomUUID() }, requestContext(key))

/** A seat free on the booked outbound and on the new one, so an exchange can keep it. */
function seatFreeOnBoth(key: string): string {
  const later = bookedConversation(api, { parts: [newOutbound, inbound] })
  const free = new Set(
    seatsOf(api, later)
      .filter((s) => s.available)
      .map((s) => s.number),
  )
  const seat = seatsOf(api, key).find((s) => s.available && free.has(s.number))
  if (!seat) throw new Error('no seat free on both flights')
  return seat.number
}

/** A CONFIRMED round trip of one adult (A1) with a seat on the outbound that the new outbound also has free. */
const bookedOrder = (brandId = 'classic') => orderToChange(api, { brandId, seat: seatFreeOnBoth })

/** An EXCHANGE conversation on the order: its key and the offerRefs of the parts as booked. */
function exchangeOf(reference: string) {
  const { key, answer } = tripChange(api, reference, 'EXCHANGE')
  return { key, booked: answer.parts.map((p) => p.offerRef), answer }
}

const exchangeCriteria = (parts: SearchCriteriaInput['itineraryParts'], overrides: Partial<SearchCriteriaInput> = {}) =>
  criteria({ exchangeType: 'VOLUNTARY', passengers: null, ...overrides }, parts)

/** The outbound searched again on another day, the return kept as booked. */
function searchOutbound(key: string, booked: string[], overrides: Partial<SearchCriteriaInput> = {}) {
  const parts = [newOutbound, { ...inbound, selectedOfferRef: booked[1] }] as SearchCriteriaInput['itineraryParts']
  return searchFlights(api, { criteria: exchangeCriteria(parts, overrides) }, requestContext(key))
}

/** The first outbound of the new day in `brandId`, chosen with the return kept: the exchange's cart. */
function chooseOutbound(key: string, booked: string[], brandId = 'classic') {
  const offer = searchOutbound(key, booked)
    .offers?.offers.flatMap((o) => o.brandOffers)
    .find((b) => b.brandId === brandId)
  if (!offer) throw new Error(`no ${brandId} offer`)
  return { offer, cart: addItinerary(api, { offerRefs: [offer.offerRef, booked[1] ?? ''] }, requestContext(key)) }
}

const detailsOf = (reference: string) => api.booking.orders.details(reference) as OrderDetails
const orderRow = (reference: string) =>
  db.prepare('SELECT total, details, status FROM orders WHERE reference = ?').get(reference)
const soldSeats = (reference: string) =>
  db
    .prepare(
      'SELECT flight_instance_id AS leg, seat_number AS seat FROM seat_holds WHERE order_reference = ? ORDER BY leg',
    )
    .all(reference)
const inventoryRows = () =>
  db.prepare('SELECT flight_instance_id AS leg, brand_id AS brand, sold FROM seat_inventory ORDER BY 1, 2').all()
const paymentCount = (reference: string) =>
  (db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(reference) as { n: number }).n

describe('startTripChange, flow EXCHANGE', () => {
  it("answers the order's parts, each with an offerRef standing for it as booked, and nothing due", () => {
    const { answer } = exchangeOf(bookedOrder().reference)
    expect(answer.parts.map((p) => [p.brand.id, p.offerRef.length > 0])).toEqual([
      ['classic', true],
      ['classic', true],
    ])
    expect([answer.total.amount, answer.change]).toEqual([0, null])
  })

  it('refuses a fare that allows no changes with FARE_RULES (409)', () => {
    const key = bookedConversation(api, { brandId: 'light' })
    withPassengers(api, key)
    const reference = pay(key, approved).order?.reference ?? ''
    const error = errorOf(() => startTripChange(api, { lookup: lookup(reference), flow: 'EXCHANGE' }, requestContext()))
    expect([error.code, error.status]).toEqual(['FARE_RULES', 409])
  })

  it('refuses a held order with ORDER_HELD', () => {
    const key = bookedConversation(api)
    withPassengers(api, key)
    const reference = pay(key, { type: 'PAY_LATER' }).order?.reference ?? ''
    const call = () => startTripChange(api, { lookup: lookup(reference), flow: 'EXCHANGE' }, requestContext())
    expect(errorOf(call).code).toBe('ORDER_HELD')
  })
})

describe('searchFlights in an exchange', () => {
  it('prices each brand offer as a change: its price against the part paid, plus the fee of 75.00 USD', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    const paid = detailsOf(reference).partsPaid?.[0]
    const offer = searchOutbound(key, booked).offers?.offers[0]?.brandOffers.find((b) => b.brandId === 'classic')
    const difference = (offer?.partTotal?.amount ?? 0) - ((paid?.fare ?? 0) + (paid?.taxes ?? 0))
    expect(offer?.change).toMatchObject({
      fareDifference: { amount: difference, currency: 'USD' },
      changeFee: { amount: 7_500 },
      totalDue: { amount: Math.max(0, difference + 7_500) },
    })
  })

  it("prices the order's passengers in its currency, whatever the search sends", () => {
    const { key, booked } = exchangeOf(bookedOrder().reference)
    const totals = (overrides: Partial<SearchCriteriaInput>) =>
      searchOutbound(key, booked, overrides).offers?.offers.map((o) => o.lowestTotal)
    expect(totals({ passengers: { ADT: 3 }, currency: 'EUR' })).toEqual(totals({}))
  })

  it('offers the flight and brand booked at no cost: choosing them again keeps the part', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    const parts = [{ ...outbound, selectedOfferRef: booked[0] }, inbound] as SearchCriteriaInput['itineraryParts']
    const answer = searchFlights(api, { criteria: exchangeCriteria(parts) }, requestContext(key))
    const returnLegs = detailsOf(reference)
      .segments.filter((s) => s.partIndex === 1)
      .map((s) => s.legId)
    const same = answer.offers?.offers
      .find((o) => o.id === offerId(1, returnLegs))
      ?.brandOffers.find((b) => b.brandId === 'classic')
    expect(same?.change).toMatchObject({
      fareDifference: { amount: 0 },
      changeFee: { amount: 0 },
      totalDue: { amount: 0 },
    })
  })

  it('says which offer has the flights booked for the part searched, each part its own, and nothing outside an exchange', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    const legsOf = (partIndex: number) =>
      detailsOf(reference)
        .segments.filter((s) => s.partIndex === partIndex)
        .map((s) => s.legId)
    const marked = (offers: { id: string; booked?: boolean | null }[] | undefined) =>
      (offers ?? []).filter((o) => o.booked).map((o) => o.id)
    const search = (parts: unknown[]) =>
      searchFlights(
        api,
        { criteria: exchangeCriteria(parts as SearchCriteriaInput['itineraryParts']) },
        requestContext(key),
      ).offers?.offers
    // The outbound searched on its booked day, the return kept: its own offer alone, every other one false.
    const out = search([outbound, { ...inbound, selectedOfferRef: booked[1] }])
    expect(marked(out)).toEqual([offerId(0, legsOf(0))])
    expect(out?.filter((o) => !o.booked).every((o) => o.booked === false)).toBe(true)
    // Of its fares, the brand booked (Classic) alone; every fare of every other offer is false.
    const fares = (out ?? []).flatMap((o) => o.brandOffers.map((b) => [o.booked, b.brandId, b.booked]))
    expect(fares.filter(([, , fareBooked]) => fareBooked)).toEqual([[true, 'classic', true]])
    expect(fares.filter(([, , fareBooked]) => !fareBooked).every(([, , fareBooked]) => fareBooked === false)).toBe(true)
    // On another day: none of them (the same flight numbers on another day are other flights).
    expect(marked(searchOutbound(key, booked).offers?.offers)).toEqual([])
    // The return searched, the outbound kept: the return's own offer.
    expect(marked(search([{ ...outbound, selectedOfferRef: booked[0] }, inbound]))).toEqual([offerId(1, legsOf(1))])
    // A search for a new booking has no booked flights.
    const fresh = searchFlights(api, { criteria: criteria() }, requestContext()).offers?.offers
    expect(fresh?.length).toBeGreaterThan(0)
    expect(fresh?.every((o) => o.booked === null && o.brandOffers.every((b) => b.booked === null))).toBe(true)
  })

  it('prices each day of the calendar as the change to its lowest fare, and marks the day booked; a new booking’s calendar has neither', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    const calendar = searchFlights(
      api,
      {
        criteria: exchangeCriteria(
          [outbound, { ...inbound, selectedOfferRef: booked[1] }] as SearchCriteriaInput['itineraryParts'],
          {
            searchType: 'CALENDAR30',
          },
        ),
      },
      requestContext(key),
    ).calendar
    const paid = detailsOf(reference).partsPaid?.[0]
    const paidTotal = (paid?.fare ?? 0) + (paid?.taxes ?? 0)
    const open = (calendar ?? []).filter((day) => day.available)
    expect(open.length).toBeGreaterThan(1)
    for (const day of open) {
      // The day's lowest fare is this part alone (nothing chosen before it), so its difference is against the part paid.
      const difference = (day.lowestTotal?.amount ?? 0) - paidTotal
      expect(day.change, day.date).toMatchObject({
        fareDifference: { amount: difference, currency: 'USD' },
        changeFee: { amount: 7_500 },
        totalDue: { amount: Math.max(0, difference + 7_500) },
      })
    }
    expect((calendar ?? []).filter((day) => day.booked).map((day) => day.date)).toEqual([outbound.date])
    expect((calendar ?? []).filter((day) => !day.available).every((day) => day.change === null)).toBe(true)
    const fresh = searchFlights(api, { criteria: criteria({ searchType: 'CALENDAR30' }) }, requestContext()).calendar
    expect(fresh?.some((day) => day.available)).toBe(true)
    expect(fresh?.every((day) => day.change === null && day.booked === null)).toBe(true)
  })

  it('answers through the schema a search that sends neither passengers nor currency', async () => {
    const { key, booked } = exchangeOf(bookedOrder().reference)
    const variables: ExchangeSearchMutationVariables = {
      criteria: {
        awardBooking: false,
        searchType: 'BRANDED',
        exchangeType: 'VOLUNTARY',
        itineraryParts: [newOutbound, { ...inbound, selectedOfferRef: booked[1] }],
      },
    }
    const answer = await graphql({
      schema,
      source: exchangeSearchDocument,
      rootValue: createRootValue(api),
      contextValue: requestContext(key),
      variableValues: variables,
    })
    expect(answer.errors).toBeUndefined()
    const data = answer.data as ExchangeSearchMutation | null | undefined
    const change = data?.searchFlights.offers?.offers[0]?.brandOffers.find((b) => b.brandId === 'classic')?.change
    expect(change).toMatchObject({ fareDifference: { currency: 'USD' }, changeFee: { amount: 7_500 } })
  })

  it('refuses to change a part whose first flight has left with PART_FLOWN (409)', () => {
    let clock = frozenNow
    const later = seededApi(seededDb(), () => clock)
    const booking = bookedConversation(later)
    withPassengers(later, booking)
    const reference = purchase(later, { payment: approved, idempotencyKey: randomUUID() }, requestContext(booking))
      .order?.reference
    clock = Date.parse('2026-06-06T12:00:00Z')
    const context = requestContext()
    const answer = startTripChange(later, { lookup: lookup(reference ?? ''), flow: 'EXCHANGE' }, context)
    const parts = [
      { ...outbound, date: '2026-06-07' },
      { ...inbound, selectedOfferRef: answer.parts[1]?.offerRef },
    ] as SearchCriteriaInput['itineraryParts']
    const error = errorOf(() =>
      searchFlights(later, { criteria: exchangeCriteria(parts) }, requestContext(context.issued)),
    )
    expect([error.code, error.status]).toEqual(['PART_FLOWN', 409])
  })

  it('refuses a search without exchangeType with EXCHANGE_TYPE_REQUIRED', () => {
    const { key, booked } = exchangeOf(bookedOrder().reference)
    expect(errorOf(() => searchOutbound(key, booked, { exchangeType: null })).code).toBe('EXCHANGE_TYPE_REQUIRED')
  })

  it('refuses exchangeType in a search for a new booking with NOT_IN_EXCHANGE', () => {
    const call = () => searchFlights(api, { criteria: criteria({ exchangeType: 'VOLUNTARY' }) }, requestContext())
    expect(errorOf(call).code).toBe('NOT_IN_EXCHANGE')
  })
})

describe('addItinerary in an exchange', () => {
  it("puts the new outbound in the cart with the change's price as what is due", () => {
    const { key, booked } = exchangeOf(bookedOrder().reference)
    const { offer, cart: answer } = chooseOutbound(key, booked)
    expect(answer.change).toEqual(offer.change)
    expect(answer.total.amount).toBe(offer.change?.totalDue.amount)
    expect(answer.parts[1]?.offerRef).toBe(booked[1])
  })
})

describe('purchase in an exchange', () => {
  it('puts the new outbound on the order, keeps the return and records the payment', () => {
    const { reference } = bookedOrder()
    const before = detailsOf(reference)
    const total = api.booking.orders.order(reference)?.total ?? 0
    const { key, booked } = exchangeOf(reference)
    const due = chooseOutbound(key, booked).cart.total.amount
    const order = pay(key, approved).order
    expect(order?.segments.map((s) => s.departure.slice(0, 10))).toEqual(['2026-06-06', '2026-06-09'])
    expect(detailsOf(reference).segments[1]?.legId).toBe(before.segments[1]?.legId)
    expect([order?.total.amount, paymentCount(reference)]).toEqual([total + due, 2])
  })

  it('records the change in the order history with what it charged', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    const due = chooseOutbound(key, booked).cart.total.amount
    pay(key, approved)
    const entry = api.booking.history.of(reference).at(-1)
    expect([entry?.actor, entry?.action, entry?.paid]).toEqual(['TRAVELLER', 'FLIGHTS_CHANGED', due])
  })

  it('gives the change in the trip’s history as its parts: the new flights, airline and number apart', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    chooseOutbound(key, booked)
    pay(key, approved)
    const outbound = detailsOf(reference).segments.filter((s) => s.partIndex === 0)
    const entry = retrieveTrip(api, { lookup: lookup(reference) }, requestContext()).history?.at(-1)
    expect(entry).toMatchObject({
      action: 'FLIGHTS_CHANGED',
      flights: outbound.map((s) => ({ airlineCode: 'ZZ', flightNumber: s.flightNumber })),
      seatsNotKept: 0,
      credited: null,
    })
  })

  it('moves the seat to the same seat on the new flight and frees the old one', () => {
    const { reference, seat } = bookedOrder()
    const oldLeg = detailsOf(reference).segments[0]?.legId
    const { key, booked } = exchangeOf(reference)
    chooseOutbound(key, booked)
    pay(key, approved)
    const newLeg = detailsOf(reference).segments[0]?.legId
    expect(soldSeats(reference)).toEqual([{ leg: newLeg, seat }])
    expect(detailsOf(reference).items.find((i) => i.kind === 'SEAT')).toMatchObject({ index: 0, detail: seat })
    expect(newLeg).not.toBe(oldLeg)
  })

  it('sells the seat chosen on the new flight in the exchange instead of moving the old one', () => {
    const { reference, seat } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    chooseOutbound(key, booked)
    const chosen = seatsOf(api, key).find((s) => s.available && s.number !== seat)?.number ?? ''
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: chosen }, requestContext(key))
    pay(key, approved)
    expect(soldSeats(reference).map((s) => (s as { seat: string }).seat)).toEqual([chosen])
    expect(
      detailsOf(reference)
        .items.filter((i) => i.kind === 'SEAT')
        .map((i) => i.detail),
    ).toEqual([chosen])
  })

  it('says which seat it could not keep when another traveller has it on the new flight', () => {
    const { reference, seat } = bookedOrder()
    const other = bookedConversation(api, { parts: [newOutbound, inbound] })
    withPassengers(api, other)
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(other))
    const { key, booked } = exchangeOf(reference)
    chooseOutbound(key, booked)
    pay(key, approved)
    const trip = retrieveTrip(api, { lookup: lookup(reference) }, requestContext())
    expect(trip.seatsNotKept).toEqual([{ passengerId: 'A1', segmentIndex: 0, seatNumber: seat, reason: 'EXCHANGED' }])
    expect(soldSeats(reference)).toEqual([])
  })

  it('gives the old flight its fare seat back and takes one on the new flight, nothing else', () => {
    const { reference } = bookedOrder()
    const oldLeg = detailsOf(reference).segments[0]?.legId
    const { key, booked } = exchangeOf(reference)
    chooseOutbound(key, booked)
    const sold = () =>
      new Map(
        (inventoryRows() as Array<{ leg: number; brand: string; sold: number }>).map((r) => [
          `${r.leg}|${r.brand}`,
          r.sold,
        ]),
      )
    const before = sold()
    pay(key, approved)
    const after = sold()
    const moved = [...after].flatMap(([k, n]) => (n === (before.get(k) ?? 0) ? [] : [[k, n - (before.get(k) ?? 0)]]))
    const newLeg = detailsOf(reference).segments[0]?.legId
    expect(moved).toEqual(
      expect.arrayContaining([
        [`${oldLeg}|classic`, -1],
        [`${newLeg}|classic`, 1],
      ]),
    )
    expect(moved).toHaveLength(2)
  })

  it('changes nothing when the payment is declined: order, seats and fare seats as they were', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    chooseOutbound(key, booked)
    const before = { order: orderRow(reference), seats: soldSeats(reference), inventory: inventoryRows() }
    expect(errorOf(() => pay(key, declined)).code).toBe('PAYMENT_DECLINED')
    expect({ order: orderRow(reference), seats: soldSeats(reference), inventory: inventoryRows() }).toEqual(before)
    expect(paymentCount(reference)).toBe(1)
  })

  it('changes the order once a card challenge succeeds, and not before', () => {
    const { reference } = bookedOrder()
    const before = orderRow(reference)
    const { key, booked } = exchangeOf(reference)
    chooseOutbound(key, booked)
    const pending = pay(key, cardPayment('4000000000003220'))
    expect([pending.status, orderRow(reference)]).toEqual(['CHALLENGE_REQUIRED', before])
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(done.order?.segments[0]?.departure.slice(0, 10)).toBe('2026-06-06')
  })

  it('refuses to pay before a flight is changed with NO_FLIGHTS_CHANGED', () => {
    const { key } = exchangeOf(bookedOrder().reference)
    expect(errorOf(() => pay(key, { type: 'NONE' })).code).toBe('NO_FLIGHTS_CHANGED')
  })

  it('refunds the residual of a cheaper fully refundable fare: NONE to confirm, the order total falls by it', () => {
    const key = bookedConversation(api, { brandId: 'flex' })
    withPassengers(api, key)
    const reference = pay(key, approved).order?.reference ?? ''
    const total = api.booking.orders.order(reference)?.total ?? 0
    const exchange = exchangeOf(reference)
    const { cart: chosen } = chooseOutbound(exchange.key, exchange.booked, 'classic')
    expect(chosen.change).toMatchObject({
      changeFee: { amount: 0 },
      totalDue: { amount: 0 },
      residualTreatment: 'REFUND',
    })
    const residual = chosen.change?.residual.amount ?? 0
    expect(pay(exchange.key, { type: 'NONE' }).order?.total.amount).toBe(total - residual)
    expect(paymentCount(reference)).toBe(1)
  })

  it('keeps the residual of a cheaper fare refundable for a fee as credit on the trip', () => {
    const { reference } = bookedOrder()
    const { key, booked } = exchangeOf(reference)
    const { cart: chosen } = chooseOutbound(key, booked, 'light')
    expect(chosen.change?.residualTreatment).toBe('CREDIT')
    pay(key, { type: 'NONE' })
    const trip = retrieveTrip(api, { lookup: lookup(reference) }, requestContext())
    expect(trip.credit).toEqual(chosen.change?.residual)
  })

  it('reads the cart of the exchange as what is due', () => {
    const { key, booked } = exchangeOf(bookedOrder().reference)
    const { cart: chosen } = chooseOutbound(key, booked)
    expect(cart(api, requestContext(key)).total).toEqual(chosen.total)
  })
})
