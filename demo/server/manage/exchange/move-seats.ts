// The order's seats once its flights change: a seat on a part kept stays (its flight may
// now have another segment index); a seat on a changed part moves to the same seat on
// the new flight at the same place in the part (first flight to first flight...) when
// that seat is free and sold in the new fare's cabin (and, in an exit row, to an adult),
// and is recorded as not kept otherwise. A passenger who chose a seat on the new flight
// in the exchange keeps that one instead. The old sold seats must be freed before this
// runs, so a flight the new part shares with the old one offers the same seat again.
import type { CartItem, OrderDetails, SeatNotKeptRecord } from '../../booking/order-details'
import type { BookingDeps } from '../../booking/deps'
import type { Itinerary } from '../../booking/itinerary'
import { seatMapOf } from '../../booking/seats'

export interface MovedSeats {
  /** The order's seat items on the new itinerary (moved seats are held by the conversation, to be sold) */
  items: CartItem[]
  notKept: SeatNotKeptRecord[]
}

export function moveSeats(
  booking: BookingDeps,
  itinerary: Itinerary,
  key: string,
  details: OrderDetails,
  changedParts: ReadonlySet<number>,
  nowMs: number,
): MovedSeats {
  const chosen = new Set(booking.seatHolds.heldBy(key).map((h) => `${h.passengerId}|${h.segmentIndex}`))
  const items: CartItem[] = []
  const notKept: SeatNotKeptRecord[] = []
  for (const seat of details.items.filter((i) => i.kind === 'SEAT')) {
    const from = details.segments.find((s) => s.index === seat.index)
    if (!from) continue
    const newPart = itinerary.segments.filter((s) => s.partIndex === from.partIndex)
    if (!changedParts.has(from.partIndex)) {
      const same = newPart.find((s) => s.leg.id === from.legId)
      if (same) items.push({ ...seat, index: same.index })
      continue
    }
    const place = details.segments.filter((s) => s.partIndex === from.partIndex).indexOf(from)
    const to = newPart[place]
    const last = newPart.at(-1)
    if (!to) {
      if (last) notKept.push({ passengerId: seat.passengerId, segmentIndex: last.index, seatNumber: seat.detail })
      continue
    }
    if (chosen.has(`${seat.passengerId}|${to.index}`)) continue
    const passenger = details.passengers.find((p) => p.id === seat.passengerId)
    const free = seatMapOf(booking, itinerary, to.index, key, nowMs)
      .rows.flatMap((r) => r.seats)
      .find((s) => s.number === seat.detail && s.available)
    const allowed = free && (passenger?.type === 'ADT' || !free.characteristics.includes('EXIT_ROW'))
    if (!allowed) {
      notKept.push({ passengerId: seat.passengerId, segmentIndex: to.index, seatNumber: seat.detail })
      continue
    }
    booking.seatHolds.hold({
      key,
      legId: to.leg.id,
      seatNumber: seat.detail,
      segmentIndex: to.index,
      passengerId: seat.passengerId,
      price: seat.price,
    })
    items.push({ ...seat, index: to.index })
  }
  return { items, notKept }
}
