// Seat selection: a segment's map with availability, and the rules of who may
// hold which seat. Seats sold before the demo started follow the inventory's booking
// curve, spread over the cabin by a fixed hash so the map is the same on every read.
import { businessError, validationError } from '../graphql/errors'
import type { MutationHoldSeatArgs } from '../graphql/generated/resolvers'
import { daysToDeparture, presoldShare } from '../shopping/inventory'
import { unitHash } from '../seed/random'
import type { BookingDeps } from './deps'
import { segmentAt, type BookedSegment, type Itinerary } from './itinerary'
import { cabinLayout, type CabinLayout, type SeatSpec } from './seat-map'

export interface SeatView extends SeatSpec {
  available: boolean
  heldBy: string | null
}

function layoutOf(booking: BookingDeps, itinerary: Itinerary, segment: BookedSegment): CabinLayout {
  const seatMap = booking.seatMaps.get(segment.leg.equipmentCode)
  if (!seatMap) throw new Error(`No seat map for equipment ${segment.leg.equipmentCode}`)
  return cabinLayout(seatMap, segment.brand, itinerary.currency)
}

const presold = (segment: BookedSegment, seatNumber: string, share: number) =>
  unitHash(`seat|${segment.leg.id}|${seatNumber}`) < share

/** The seats of the segment sold to the order the conversation changes (passenger id by seat); none in a booking. */
const soldToOrder = (booking: BookingDeps, itinerary: Itinerary, segment: BookedSegment): Map<string, string> =>
  itinerary.orderReference === undefined
    ? new Map()
    : booking.seatHolds.soldTo(itinerary.orderReference, segment.leg.id)

export function seatMapOf(
  booking: BookingDeps,
  itinerary: Itinerary,
  segmentIndex: number,
  key: string,
  nowMs: number,
) {
  const segment = segmentAt(itinerary, segmentIndex)
  const layout = layoutOf(booking, itinerary, segment)
  const share = presoldShare(segment.leg, segment.brand.bookingCabin, daysToDeparture(segment.leg.departureUtc, nowMs))
  const { taken, mine } = booking.seatHolds.takenOn(segment.leg.id, key)
  // A change of a paid order shows the order's seats as held by their passengers, already
  // paid (price 0), except a seat whose passenger now holds another one.
  const owned = soldToOrder(booking, itinerary, segment)
  const moving = new Set(mine.values())
  const rows = layout.rows.map((row) => ({
    ...row,
    seats: row.seats.map((seat): SeatView => {
      const owner = owned.get(seat.number)
      if (owner !== undefined && !moving.has(owner)) return { ...seat, price: 0, heldBy: owner, available: false }
      return {
        ...seat,
        heldBy: mine.get(seat.number) ?? null,
        available: !mine.has(seat.number) && !taken.has(seat.number) && !presold(segment, seat.number, share),
      }
    }),
  }))
  return { segment, layout, rows }
}

/** Holds a seat for one of the conversation's passengers; answers the held seat's price. */
export function holdSeatFor(
  booking: BookingDeps,
  itinerary: Itinerary,
  key: string,
  args: MutationHoldSeatArgs,
  nowMs: number,
): number {
  const segment = segmentAt(itinerary, args.segmentIndex)
  const passenger = booking.passengers.read(key)?.passengers.find((p) => p.id === args.passengerId)
  if (!passenger) {
    throw validationError(
      'UNKNOWN_PASSENGER',
      "passengerId is not a passenger of this conversation; send updatePassengers first, then a passenger's id.",
    )
  }
  if (passenger.type === 'INF') {
    throw businessError(
      'INFANT_NO_SEAT',
      "Infants travel on an adult's lap and hold no seat; choose a seat for the adult instead.",
    )
  }
  const seatNumber = args.seatNumber.trim().toUpperCase()
  const { rows } = seatMapOf(booking, itinerary, args.segmentIndex, key, nowMs)
  const seat = rows.flatMap((r) => r.seats).find((s) => s.number === seatNumber)
  if (!seat) {
    const layout = layoutOf(booking, itinerary, segment)
    const first = layout.rows[0]?.number
    const last = layout.rows.at(-1)?.number
    throw validationError(
      'UNKNOWN_SEAT',
      `seatNumber is not a seat of this cabin (rows ${first}-${last}, seats ${layout.cabin.columns.join('')}); choose one from seatMap.`,
    )
  }
  if (seat.characteristics.includes('EXIT_ROW') && passenger.type !== 'ADT') {
    throw businessError(
      'EXIT_ROW_RESTRICTED',
      `Seat ${seat.number} is in an exit row, which children may not sit in; choose a seat outside the exit rows.`,
    )
  }
  if (soldToOrder(booking, itinerary, segment).get(seat.number) === passenger.id) {
    // Back to the seat the passenger already has: the new hold goes, nothing more to pay.
    booking.seatHolds.release(key, segment.index, passenger.id)
    return 0
  }
  if (seat.heldBy === passenger.id) return seat.price
  if (!seat.available)
    throw businessError('SEAT_TAKEN', `Seat ${seat.number} is taken; reload the seat map and choose another seat.`, 409)
  booking.seatHolds.hold({
    key,
    legId: segment.leg.id,
    seatNumber: seat.number,
    segmentIndex: segment.index,
    passengerId: passenger.id,
    price: seat.price,
  })
  return seat.price
}
