// @vitest-environment node
// Who an order belongs to: bought signed in (a traveller's, or an agency's), found by its
// reference alone by its owner only, and listed in the owner's trips.
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '../request-context'
import { agentSignedIn, sessionContext, travellerSignedIn } from '../../test-support/accounts'
import { errorOf } from '../../test-support/api-error'
import { randomUUID } from 'node:crypto'
import { adult, bookedConversation, cardPayment, withPassengers } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { bookedTrip, type TripOptions } from '../../test-support/trip'
import type { ApiDeps } from '../context'
import { agencyOrders } from './agency'
import { upcomingTrips } from './profile'
import { retrieveTrip } from './retrieve-trip'
import { boardingPasses } from './boarding-passes'
import { completeChallenge, purchase } from './purchase'

let api: ApiDeps
let nowMs = frozenNow
beforeAll(() => {
  api = seededApi(seededDb(), () => nowMs)
})

const tripNotFound = { type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404 }
const oneWay = (origin: string, destination: string, date: string) => [{ origin, destination, date }]
const buy = (signedIn: SignedIn | undefined, options: TripOptions = {}) =>
  bookedTrip(api, { parts: oneWay('JFK', 'BOS', '2026-06-05'), ...options, signedIn })
const openByPnr = (pnr: string, signedIn?: SignedIn) => retrieveTrip(api, { lookup: { pnr } }, sessionContext(signedIn))

describe('an order bought by a signed-in traveller', () => {
  it('is theirs: listed in upcomingTrips, and opened by its reference alone', () => {
    const traveller = travellerSignedIn(api)
    const trip = buy(traveller)
    expect(upcomingTrips(api, sessionContext(traveller)).upcoming.map((t) => t.pnr)).toEqual([trip.reference])
    const opened = openByPnr(trip.reference, traveller)
    expect(opened.order.reference).toBe(trip.reference)
    expect(opened.orderType).toBe('ONLINE')
    // Opened as the owner, not by name: no access grant to keep.
    expect(opened).not.toHaveProperty('accessGrant')
  })

  it('opens for every manage call that takes a lookup, not only retrieveTrip', () => {
    const traveller = travellerSignedIn(api)
    const trip = buy(traveller)
    // Check-in is not open yet: the trip was found, and its own rule answers.
    const passes = (who: SignedIn) => () =>
      boardingPasses(api, { lookup: { pnr: trip.reference } }, sessionContext(who))
    expect(errorOf(passes(traveller)).code).not.toBe('TRIP_NOT_FOUND')
    expect(errorOf(passes(travellerSignedIn(api)))).toMatchObject(tripNotFound)
  })

  it('opens by reference alone for its owner only: anyone else without the last name is not found, and counted', () => {
    const owner = travellerSignedIn(api)
    const trip = buy(owner)
    expect(openByPnr(trip.reference, owner).order.reference).toBe(trip.reference)
    expect(errorOf(() => openByPnr(trip.reference, travellerSignedIn(api)))).toMatchObject(tripNotFound)
    expect(errorOf(() => openByPnr(trip.reference))).toMatchObject(tripNotFound)
    let failed = 0
    const context = {
      ...sessionContext(travellerSignedIn(api)),
      failedLookups: { check() {}, failed: () => void failed++ },
    }
    expect(errorOf(() => retrieveTrip(api, { lookup: { pnr: trip.reference } }, context))).toMatchObject(tripNotFound)
    expect(failed).toBe(1)
  })

  it('opens for anyone with the last name, as a guest booking does, while its owner needs none', () => {
    const owner = travellerSignedIn(api)
    const trip = buy(owner)
    expect(openByPnr(trip.reference, owner).order.reference).toBe(trip.reference)
    const other = travellerSignedIn(api)
    expect(
      retrieveTrip(api, { lookup: { pnr: trip.reference, lastName: trip.lastName } }, sessionContext(other)).order
        .reference,
    ).toBe(trip.reference)
  })

  it('is theirs also when the card needed a challenge, answered in a call without the session', () => {
    const traveller = travellerSignedIn(api)
    const key = bookedConversation(api, { parts: oneWay('JFK', 'BOS', '2026-06-05') })
    withPassengers(api, key)
    const payment = cardPayment('4000000000003220')
    const pending = purchase(api, { payment, idempotencyKey: randomUUID() }, sessionContext(traveller, key))
    expect(pending.status).toBe('CHALLENGE_REQUIRED')
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    const reference = done.order?.reference ?? ''
    expect(upcomingTrips(api, sessionContext(traveller)).upcoming.map((t) => t.pnr)).toEqual([reference])
  })

  it('is not in another traveller’s list', () => {
    buy(travellerSignedIn(api))
    expect(upcomingTrips(api, sessionContext(travellerSignedIn(api)))).toEqual({ upcoming: [], past: [] })
  })
})

describe('a guest’s order', () => {
  it('belongs to nobody: no signed-in traveller opens it without the last name', () => {
    const trip = buy(undefined)
    expect(errorOf(() => openByPnr(trip.reference, travellerSignedIn(api)))).toMatchObject(tripNotFound)
    expect(api.booking.orders.order(trip.reference)).toMatchObject({ accountId: null, agencyId: null, agentId: null })
  })
})

describe('an order an agent books', () => {
  it('is of type AGENCY, names the agency and the agent, and is listed in agencyOrders', () => {
    const agent = agentSignedIn(api, 'Fernweh Reisen')
    const trip = buy(agent)
    const opened = openByPnr(trip.reference, agent)
    expect(opened.orderType).toBe('AGENCY')
    expect(opened.order).toMatchObject({
      agency: { agencyId: agent.agencyId, name: 'Fernweh Reisen' },
      agentLoginId: `agent-${agent.agentId}`,
    })
    expect(opened.order.agency?.iataNumber).toMatch(/^\d{8}$/)
    const listed = agencyOrders(api, sessionContext(agent)).upcoming
    expect(listed.map((t) => t.pnr)).toEqual([trip.reference])
    expect(listed[0]).toMatchObject({ orderType: 'AGENCY', leadPassengerName: "Ada O'Brien-Smith" })
  })

  it("names the agency's contact email and phone with the order, and none when its profile has no contact", () => {
    const agent = agentSignedIn(api, 'Fernweh Reisen')
    const trip = buy(agent)
    expect(openByPnr(trip.reference, agent).order.agency).toMatchObject({ email: null, phone: null })
    const contact = { email: 'desk@fernweh.example', phoneCountryCode: '49', phoneNumber: '30 1234567' }
    api.booking.db
      .prepare('UPDATE agencies SET profile = ? WHERE agency_id = ?')
      .run(JSON.stringify({ name: 'Fernweh Reisen', contact }), agent.agencyId)
    expect(openByPnr(trip.reference, agent).order.agency).toMatchObject({
      email: 'desk@fernweh.example',
      phone: '+49 30 1234567',
    })
  })

  it('opens for another agent of the same agency', () => {
    const agent = agentSignedIn(api, 'Viajes Sol')
    const trip = buy(agent)
    const colleague = { ...agent, agentId: 'another-agent' }
    expect(openByPnr(trip.reference, colleague).order.reference).toBe(trip.reference)
  })

  it('stays closed to another agency, and is not in its list', () => {
    const trip = buy(agentSignedIn(api, 'Agence Nord'))
    const other = agentSignedIn(api, 'Agence Sud')
    expect(errorOf(() => openByPnr(trip.reference, other))).toMatchObject(tripNotFound)
    expect(agencyOrders(api, sessionContext(other))).toEqual({ upcoming: [], past: [] })
  })

  it('answers null agency fields for an order no agency booked', () => {
    const traveller = travellerSignedIn(api)
    const opened = openByPnr(buy(traveller).reference, traveller)
    expect(opened.order).toMatchObject({ agency: null, agentLoginId: null })
  })
})

describe('the trip lists', () => {
  it('need the right kind of session', () => {
    const traveller = travellerSignedIn(api)
    const agent = agentSignedIn(api, 'Kind Check')
    expect(errorOf(() => upcomingTrips(api, sessionContext()))).toMatchObject({
      code: 'SIGN_IN_REQUIRED',
      status: 401,
    })
    expect(errorOf(() => upcomingTrips(api, sessionContext(agent)))).toMatchObject({
      code: 'NOT_PERMITTED',
      status: 403,
    })
    expect(errorOf(() => agencyOrders(api, sessionContext(traveller)))).toMatchObject({
      code: 'NOT_PERMITTED',
      status: 403,
    })
    expect(errorOf(() => agencyOrders(api, sessionContext()))).toMatchObject({ code: 'SIGN_IN_REQUIRED', status: 401 })
  })

  it('list upcoming trips soonest first and past ones latest first, cancelled ones with the past', () => {
    const traveller = travellerSignedIn(api)
    const fifth = buy(traveller, { parts: oneWay('JFK', 'BOS', '2026-06-05') })
    const ninth = buy(traveller, { parts: oneWay('JFK', 'BOS', '2026-06-09') })
    const third = buy(traveller, { parts: oneWay('JFK', 'BOS', '2026-06-03') })
    const held = buy(traveller, { parts: oneWay('JFK', 'BOS', '2026-06-10'), held: true })
    const list = () => upcomingTrips(api, sessionContext(traveller))
    expect(list().upcoming.map((t) => t.pnr)).toEqual([third, fifth, ninth, held].map((t) => t.reference))
    try {
      // Six days on: the 3rd and 5th are flown, and the held one's hold ran out (cancelled).
      nowMs = frozenNow + 6 * 86_400_000
      const later = list()
      expect(later.upcoming.map((t) => t.pnr)).toEqual([ninth.reference])
      expect(later.past.map((t) => t.pnr)).toEqual([held, fifth, third].map((t) => t.reference))
      expect(later.past[0]?.status).toBe('CANCELLED')
    } finally {
      nowMs = frozenNow
    }
  })

  it('give each trip its route, local times, party and lead passenger', () => {
    const traveller = travellerSignedIn(api)
    const party = [adult('A1'), adult('A2', { givenName: 'Bob', familyName: 'Smith' })]
    const trip = bookedTrip(api, { signedIn: traveller, passengers: party })
    const [listed] = upcomingTrips(api, sessionContext(traveller)).upcoming
    const segments = openByPnr(trip.reference, traveller).order.segments
    expect(listed).toMatchObject({
      pnr: trip.reference,
      orderId: trip.orderId,
      status: 'CONFIRMED',
      orderType: 'ONLINE',
      // The round trip's outbound ends in New York; it comes back to London.
      origin: 'LHR',
      destination: 'JFK',
      departure: segments[0]?.departure.slice(0, 16),
      arrival: segments.at(-1)?.arrival.slice(0, 16),
      passengerCount: 2,
      leadPassengerName: "Ada O'Brien-Smith",
    })
    expect(listed?.departure).toMatch(/^2026-06-05T\d{2}:\d{2}$/)
  })
})
