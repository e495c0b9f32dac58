// @vitest-environment node
// Every call that changes an order writes one entry of its history: who, what, when and
// the money it moved; summaries name passengers by id only.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../../graphql/context'
import { payHeldOrder, purchase } from '../../graphql/resolvers/purchase'
import { confirmScheduleChange, retrieveTrip } from '../../graphql/resolvers/retrieve-trip'
import { updateAncillaries } from '../../graphql/resolvers/ancillaries'
import { startTripChange } from '../../graphql/resolvers/start-trip-change'
import { updateTripPassengers } from '../../graphql/resolvers/update-trip-passengers'
import { cardPayment } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { bookedTrip, type BookedTrip } from '../../test-support/trip'
import { applyScheduleChange } from '../apply-schedule-change'
import { findTrip } from '../find-trip'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const approved = cardPayment('4111111111111111')
const lookupOf = (trip: BookedTrip) => ({ pnr: trip.reference, lastName: trip.lastName })
const historyOf = (trip: BookedTrip) =>
  retrieveTrip(api, { lookup: lookupOf(trip) }, requestContext()).history?.map((h) => [
    h.actor,
    h.action,
    h.paid?.amount ?? null,
  ])
const paid = (trip: BookedTrip) => api.booking.orders.order(trip.reference)?.payments.map((p) => p.amount)

describe('order history', () => {
  it('starts with the booking and what it charged', () => {
    const trip = bookedTrip(api)
    expect(historyOf(trip)).toEqual([['TRAVELLER', 'BOOKED', paid(trip)?.[0]]])
  })

  it('records a held booking, then its payment', () => {
    const trip = bookedTrip(api, { held: true })
    payHeldOrder(
      api,
      { ...lookupOf(trip), reference: trip.reference, payment: approved, idempotencyKey: randomUUID() },
      requestContext(),
    )
    expect(historyOf(trip)).toEqual([
      ['TRAVELLER', 'HELD', null],
      ['TRAVELLER', 'PAID', paid(trip)?.[0]],
    ])
  })

  it('records a held booking paid by an agent in an agent’s session as the agent’s', () => {
    const trip = bookedTrip(api, { held: true })
    const agent = {
      ...requestContext(),
      signedIn: { kind: 'AGENT' as const, agentId: 'agent-1', agencyId: 'agency-1' },
    }
    payHeldOrder(
      api,
      { ...lookupOf(trip), reference: trip.reference, payment: approved, idempotencyKey: randomUUID() },
      agent,
    )
    expect(historyOf(trip)).toEqual([
      ['TRAVELLER', 'HELD', null],
      ['AGENT', 'PAID', paid(trip)?.[0]],
    ])
  })

  it('records a hold that ran out as the system’s', () => {
    const trip = bookedTrip(api, { held: true })
    const expiry = api.booking.orders.order(trip.reference)?.holdExpiresAt ?? 0
    findTrip(api.booking, lookupOf(trip), expiry + 1)
    expect(api.booking.history.of(trip.reference).map((h) => [h.actor, h.action])).toEqual([
      ['TRAVELLER', 'HELD'],
      ['SYSTEM', 'HOLD_EXPIRED'],
    ])
  })

  it('records a passenger edit naming the passenger by id only', () => {
    const trip = bookedTrip(api)
    updateTripPassengers(
      api,
      {
        lookup: lookupOf(trip),
        passengers: [{ passengerId: 'A1', loyaltyProgramme: 'ZZ', loyaltyNumber: 'ZZ123456' }],
      },
      requestContext(),
    )
    const entry = api.booking.history.of(trip.reference).at(-1)
    expect([entry?.action, entry?.summary]).toEqual(['PASSENGERS_UPDATED', 'Passenger details changed: A1.'])
  })

  it('records the airline’s schedule change and the traveller accepting it', () => {
    const trip = bookedTrip(api)
    applyScheduleChange(
      api.booking,
      api.catalog,
      { reference: trip.reference, segmentIndex: 0, minutes: 45 },
      api.now(),
    )
    confirmScheduleChange(api, { lookup: lookupOf(trip) }, requestContext())
    expect(historyOf(trip)?.slice(1)).toEqual([
      ['AIRLINE', 'SCHEDULE_CHANGED', null],
      ['TRAVELLER', 'SCHEDULE_CHANGE_ACCEPTED', null],
    ])
  })

  it('records what a trip change bought and charged', () => {
    const trip = bookedTrip(api)
    const context = requestContext()
    startTripChange(api, { lookup: lookupOf(trip), flow: 'MODIFY' }, context)
    const key = context.issued
    updateAncillaries(
      api,
      { selections: [{ code: 'BAG', passengerId: 'A1', partIndex: 0, quantity: 1 }] },
      requestContext(key),
    )
    purchase(api, { payment: approved, idempotencyKey: randomUUID() }, requestContext(key))
    const entry = api.booking.history.of(trip.reference).at(-1)
    expect([entry?.action, entry?.summary, entry?.paid]).toEqual([
      'TRIP_CHANGE_PURCHASED',
      'Added to the trip: BAG.',
      // The bag's payment: the smaller of the order's two (under a frozen clock both share one instant).
      Math.min(...(paid(trip) ?? [])),
    ])
  })
})
