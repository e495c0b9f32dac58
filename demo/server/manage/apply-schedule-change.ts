// The airline moves one segment of an order (the demo's admin call stands in for the
// airline's operations): its departure and arrival shift by the same minutes, each in
// its airport's local time. The order's segment shows the new times at once, and a
// pending schedule change keeps the times the traveller last accepted until they confirm.
import type { BookingDeps } from '../booking/deps'
import type { OrderDetails } from '../booking/order-details'
import { businessError, validationError } from '../graphql/errors'
import type { Catalog } from '../repository/catalog'
import type { ScheduleChangeRecord } from './schedule-change-store'
import { movedTimes } from './segment-instants'

export interface ScheduleChangeRequest {
  reference: string
  segmentIndex: number
  minutes: number
}

/** A move of more than a day is a cancellation and a new flight, not a schedule change. */
const maxMinutes = 24 * 60

export function applyScheduleChange(
  booking: BookingDeps,
  catalog: Catalog,
  request: ScheduleChangeRequest,
  nowMs: number,
): ScheduleChangeRecord {
  const { segmentIndex, minutes } = request
  if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > maxMinutes)
    throw validationError(
      'INVALID_MINUTES',
      `minutes must be a whole number from -${maxMinutes} to ${maxMinutes}, not 0.`,
    )
  const reference = request.reference.trim().toUpperCase()
  return booking.db.transaction((): ScheduleChangeRecord => {
    const order = booking.orders.order(reference)
    const details = booking.orders.details(reference) as OrderDetails | undefined
    if (!order || !details) throw businessError('ORDER_NOT_FOUND', `No order has the reference ${reference}.`, 404)
    if (order.status === 'CANCELLED')
      throw businessError('ORDER_CANCELLED', `Order ${reference} is cancelled; its flights cannot move.`, 409)
    const segment = details.segments.find((s) => s.index === segmentIndex)
    if (!segment)
      throw validationError(
        'INVALID_SEGMENT_INDEX',
        `segmentIndex must be 0 to ${details.segments.length - 1} (the order's segments in order).`,
      )
    const moved = movedTimes(catalog, segment, minutes)
    const accepted = booking.scheduleChanges.pending(reference).find((c) => c.segmentIndex === segmentIndex)
    const change: ScheduleChangeRecord = {
      segmentIndex,
      previousDeparture: accepted?.previousDeparture ?? segment.departure,
      previousArrival: accepted?.previousArrival ?? segment.arrival,
      ...moved,
    }
    booking.scheduleChanges.record(reference, change, nowMs)
    const segments = details.segments.map((s) => (s.index === segmentIndex ? { ...s, ...moved } : s))
    booking.orders.updateDetails(reference, { ...details, segments }, order.lastName)
    booking.history.record(
      {
        reference,
        actor: 'AIRLINE',
        action: 'SCHEDULE_CHANGED',
        summary: `Flight ${segment.flight} moved by ${minutes} minutes: departs ${moved.departure}.`,
        currency: order.currency,
      },
      nowMs,
    )
    return change
  })()
}
