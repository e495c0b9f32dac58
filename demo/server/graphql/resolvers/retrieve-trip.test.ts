// @vitest-environment node
import { graphql } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import retrieveTripDocument from '../../../../core/api/retrieve-trip.graphql'
import type { RetrieveTripQuery, RetrieveTripQueryVariables } from '../../../../core/api/generated/operations'
import { applyScheduleChange } from '../../manage/apply-schedule-change'
import { errorOf } from '../../test-support/api-error'
import { adult } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { bookedTrip, type BookedTrip } from '../../test-support/trip'
import type { ApiDeps } from '../context'
import { createRootValue, schema } from '../schema'
import { localToUtc } from '../../time/zoned'
import { flightStatus } from './flight-status'
import { confirmScheduleChange, retrieveTrip } from './retrieve-trip'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const lookupOf = (trip: BookedTrip) => ({ pnr: trip.reference, lastName: trip.lastName })

async function retrieved(variables: RetrieveTripQueryVariables) {
  const result = await graphql({
    schema,
    source: retrieveTripDocument,
    rootValue: createRootValue(api),
    contextValue: requestContext(),
    variableValues: variables,
  })
  return result as { data?: RetrieveTripQuery | null; errors?: readonly unknown[] }
}

describe('retrieveTrip', () => {
  it('answers the trip page’s fragment: order id, order type, actions, check-in window and the order', async () => {
    const trip = bookedTrip(api)
    const { data, errors } = await retrieved({ pnr: trip.reference, last_name: trip.lastName })
    expect(errors).toBeUndefined()
    expect(data?.retrieveTrip).toMatchObject({
      orderId: trip.orderId,
      orderType: 'ONLINE',
      scheduleChanges: [],
      checkIn: { open: false },
      order: { reference: trip.reference, status: 'CONFIRMED' },
    })
    expect(data?.retrieveTrip.actions.map((a) => a.code)).toEqual([
      'SEATS',
      'BAGS',
      'EXTRAS',
      'EDIT_PASSENGERS',
      'PAY_HELD',
      'CONFIRM_SCHEDULE_CHANGE',
      'BOARDING_PASS',
      'CHANGE_FLIGHTS',
      'CANCEL',
      'UPGRADE',
      'CANCEL_UPGRADE',
    ])
  })

  it('gives each segment its live flight status, as flightStatus answers it', async () => {
    const trip = bookedTrip(api)
    const { data } = await retrieved({ order_id: trip.orderId, last_name: trip.lastName })
    const first = data?.retrieveTrip.order.segments[0]
    const status = flightStatus(api, {
      airlineCode: first?.airlineCode ?? '',
      flightNumber: first?.flightNumber ?? '',
      departureDate: first?.departure.slice(0, 10) ?? '',
    })
    expect(first?.liveStatus?.departureInfo).toMatchObject({
      scheduledDateTime: first?.departure,
      flightStatus: status.flights[0]?.departureInfo.flightStatus,
      gate: status.flights[0]?.departureInfo.gate,
    })
  })

  it('opens check-in 30 hours and closes it 1 hour before the first flight', () => {
    const trip = bookedTrip(api)
    const answer = retrieveTrip(api, { lookup: lookupOf(trip) }, requestContext())
    const departs = localToUtc(answer.order.segments[0]?.departure ?? '', 'Europe/London')
    expect(answer.checkIn).toEqual({
      opensAt: new Date(departs - 30 * 3_600_000).toISOString(),
      closesAt: new Date(departs - 3_600_000).toISOString(),
      open: false,
    })
  })

  it('counts a lookup that found nothing, and only that', () => {
    const trip = bookedTrip(api)
    let failures = 0
    const counting = () => requestContext(undefined, undefined, { check() {}, failed: () => failures++ })
    retrieveTrip(api, { lookup: lookupOf(trip) }, counting())
    errorOf(() => retrieveTrip(api, { lookup: { ...lookupOf(trip), lastName: 'Nobody' } }, counting()))
    expect(failures).toBe(1)
  })

  it('finds a booked "Zoë" by "zoe" without spending one of the failed lookups', () => {
    const trip = bookedTrip(api, { passengers: [adult('A1', { familyName: 'Zoë' })] })
    let failures = 0
    const counting = requestContext(undefined, undefined, { check() {}, failed: () => failures++ })
    expect(retrieveTrip(api, { lookup: { pnr: trip.reference, lastName: 'zoe' } }, counting).order.reference).toBe(
      trip.reference,
    )
    expect(failures).toBe(0)
  })

  it('refuses a client over its failed lookups before looking', () => {
    const trip = bookedTrip(api)
    const refused = requestContext(undefined, undefined, {
      check() {
        throw new Error('over the limit')
      },
      failed() {},
    })
    expect(() => retrieveTrip(api, { lookup: lookupOf(trip) }, refused)).toThrow('over the limit')
  })
})

describe('schedule changes', () => {
  it('shows a pending change with the times booked and the new ones, and the segment at the new times', () => {
    const trip = bookedTrip(api)
    const change = applyScheduleChange(
      api.booking,
      api.catalog,
      { reference: trip.reference, segmentIndex: 1, minutes: -45 },
      api.now(),
    )
    const answer = retrieveTrip(api, { lookup: lookupOf(trip) }, requestContext())
    expect(answer.scheduleChanges).toEqual([{ ...change, significant: false }])
    expect(answer.order.segments[1]).toMatchObject({ departure: change.departure, arrival: change.arrival })
    expect(answer.actions.find((a) => a.code === 'CONFIRM_SCHEDULE_CHANGE')?.allowed).toBe(true)
  })

  it('calls a move of 3 hours significant, and leaves cancelling and passenger details open while it waits', () => {
    const trip = bookedTrip(api)
    applyScheduleChange(
      api.booking,
      api.catalog,
      { reference: trip.reference, segmentIndex: 1, minutes: 180 },
      api.now(),
    )
    const answer = retrieveTrip(api, { lookup: lookupOf(trip) }, requestContext())
    expect(answer.scheduleChanges.map((c) => c.significant)).toEqual([true])
    const allowed = answer.actions.filter((a) => a.allowed).map((a) => a.code)
    expect(allowed).toEqual(expect.arrayContaining(['CANCEL', 'EDIT_PASSENGERS']))
  })

  it('confirmScheduleChange accepts every pending change at once', () => {
    const trip = bookedTrip(api)
    for (const segmentIndex of [0, 1])
      applyScheduleChange(api.booking, api.catalog, { reference: trip.reference, segmentIndex, minutes: 20 }, api.now())
    const answer = confirmScheduleChange(api, { lookup: lookupOf(trip) }, requestContext())
    expect(answer.scheduleChanges).toEqual([])
    expect(answer.actions.find((a) => a.code === 'SEATS')?.allowed).toBe(true)
  })

  it('answers NOTHING_TO_CONFIRM when no change is pending', () => {
    const trip = bookedTrip(api)
    expect(errorOf(() => confirmScheduleChange(api, { lookup: lookupOf(trip) }, requestContext()))).toMatchObject({
      type: 'businessLogic',
      code: 'NOTHING_TO_CONFIRM',
      status: 409,
    })
  })
})
