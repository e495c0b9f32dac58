// Query.seatMap, Mutation.holdSeat and releaseSeat (seat selection).
import { holdSeatFor, seatMapOf } from '../../booking/seats'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { bookingConversation, changingBookingConversation } from './booking-context'
import { money, toSegment } from './shopping-shapes'
import type { MutationHoldSeatArgs, MutationReleaseSeatArgs, QuerySeatMapArgs } from '../generated/resolvers'

export function seatMap(deps: ApiDeps, args: QuerySeatMapArgs, context: RequestContext) {
  const { conversation, itinerary } = bookingConversation(deps, context)
  const { segment, layout, rows } = seatMapOf(deps.booking, itinerary, args.segmentIndex, conversation.key, deps.now())
  return {
    segmentIndex: segment.index,
    segment: toSegment(deps, segment.leg),
    cabin: layout.cabin.code,
    columns: layout.cabin.columns,
    aisleAfter: layout.cabin.aisleAfter,
    rows: rows.map((row) => ({
      number: row.number,
      exit: row.exit,
      wing: row.wing,
      seats: row.seats.map((seat) => ({
        number: seat.number,
        column: seat.column,
        characteristics: seat.characteristics,
        available: seat.available,
        heldBy: seat.heldBy,
        price: money(seat.price, itinerary.currency),
      })),
    })),
    facilities: layout.facilities.map((f) => ({ kind: f.kind, beforeRow: f.beforeRow ?? null, position: f.position })),
  }
}

export function holdSeat(deps: ApiDeps, args: MutationHoldSeatArgs, context: RequestContext) {
  const { conversation, itinerary } = changingBookingConversation(deps, context)
  const price = holdSeatFor(deps.booking, itinerary, conversation.key, args, deps.now())
  return {
    segmentIndex: args.segmentIndex,
    passengerId: args.passengerId,
    seatNumber: args.seatNumber.trim().toUpperCase(),
    price: money(price, itinerary.currency),
  }
}

export function releaseSeat(deps: ApiDeps, args: MutationReleaseSeatArgs, context: RequestContext) {
  const { conversation } = changingBookingConversation(deps, context)
  return deps.booking.seatHolds.release(conversation.key, args.segmentIndex, args.passengerId)
}
