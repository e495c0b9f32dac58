// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrderDetails } from '../booking/order-details'
import type { ApiDeps } from '../graphql/context'
import { errorOf } from '../test-support/api-error'
import { seededApi } from '../test-support/seeded-api'
import { bookedTrip } from '../test-support/trip'
import { applyScheduleChange } from './apply-schedule-change'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const segmentOf = (reference: string, index = 0) =>
  (api.booking.orders.details(reference) as OrderDetails).segments[index]
const move = (reference: string, minutes: number, segmentIndex = 0) =>
  applyScheduleChange(api.booking, api.catalog, { reference, segmentIndex, minutes }, api.now())
const later = (local: string, minutes: number) =>
  new Date(Date.parse(`${local}Z`) + minutes * 60_000).toISOString().slice(0, 19)

describe('applyScheduleChange', () => {
  it('moves the segment’s departure and arrival by the minutes and keeps the times booked', () => {
    const { reference } = bookedTrip(api)
    const booked = segmentOf(reference)
    const change = move(reference, 95)
    expect(change).toEqual({
      segmentIndex: 0,
      previousDeparture: booked?.departure,
      previousArrival: booked?.arrival,
      departure: later(booked?.departure ?? '', 95),
      arrival: later(booked?.arrival ?? '', 95),
    })
    expect(segmentOf(reference)).toMatchObject({ departure: change.departure, arrival: change.arrival })
  })

  it('keeps one pending change per segment, from the times last accepted', () => {
    const { reference } = bookedTrip(api)
    const booked = segmentOf(reference)
    move(reference, 30)
    move(reference, 30)
    expect(api.booking.scheduleChanges.pending(reference)).toEqual([
      expect.objectContaining({ previousDeparture: booked?.departure, departure: later(booked?.departure ?? '', 60) }),
    ])
  })

  it('refuses a move of no minutes or of more than a day', () => {
    const { reference } = bookedTrip(api)
    expect(errorOf(() => move(reference, 0)).code).toBe('INVALID_MINUTES')
    expect(errorOf(() => move(reference, 1441)).code).toBe('INVALID_MINUTES')
  })

  it('refuses a segment the order does not have', () => {
    const { reference } = bookedTrip(api)
    expect(errorOf(() => move(reference, 30, 7)).code).toBe('INVALID_SEGMENT_INDEX')
  })

  it('refuses an unknown order', () => {
    expect(errorOf(() => move('ZZZZZZ', 30))).toMatchObject({ code: 'ORDER_NOT_FOUND', status: 404 })
  })
})
