// The rooms the demo hotel provider has sold, per room type and local night
// (product_stock, kind HOTEL): what search and details read to leave out a full room, and
// what confirm takes in one transaction, so two bookings never share the last room. Each
// booking also leaves a marker row under its reference (held, then released), so the same
// reference books once and gives its room back once, across a restart too.
import type { Db } from '../../db/open'

export interface HotelStock {
  /** Rooms of the type sold on the busiest of the nights */
  mostSold(item: string, nights: readonly string[]): number
  /**
   * Takes a room on every night under `reference`, or none when one night has no room left;
   * answers whether the reference holds (or held) a booking. A reference booked already takes nothing again.
   */
  book(reference: string, item: string, nights: readonly string[], rooms: number): boolean
  /** Gives the room of `reference` back on every night, once; a reference never booked gives nothing. */
  release(reference: string, item: string, nights: readonly string[]): void
}

export const stockItem = (hotelId: string, hotelRoomTypeId: string): string => `${hotelId}/${hotelRoomTypeId}`

const HELD = 1
const RELEASED = 2
const markerItem = (reference: string) => `booking:${reference}`
const markerDay = 'booking'

export function hotelStock(db: Db): HotelStock {
  const soldOn = db.prepare<[string, string], { sold: number }>(
    "SELECT sold FROM product_stock WHERE kind = 'HOTEL' AND item = ? AND day = ?",
  )
  const add = db.prepare(
    `INSERT INTO product_stock (kind, item, day, sold) VALUES ('HOTEL', ?, ?, 1)
     ON CONFLICT (kind, item, day) DO UPDATE SET sold = sold + 1`,
  )
  const remove = db.prepare(
    "UPDATE product_stock SET sold = sold - 1 WHERE kind = 'HOTEL' AND item = ? AND day = ? AND sold > 0",
  )
  const mark = db.prepare(
    `INSERT INTO product_stock (kind, item, day, sold) VALUES ('HOTEL', ?, '${markerDay}', ?)
     ON CONFLICT (kind, item, day) DO UPDATE SET sold = excluded.sold`,
  )
  const markerOf = (reference: string) => soldOn.get(markerItem(reference), markerDay)?.sold ?? 0
  const mostSold = (item: string, nights: readonly string[]) =>
    Math.max(0, ...nights.map((day) => soldOn.get(item, day)?.sold ?? 0))
  const book = db.transaction((reference: string, item: string, nights: readonly string[], rooms: number): boolean => {
    if (markerOf(reference) !== 0) return true
    if (mostSold(item, nights) >= rooms) return false
    for (const day of nights) add.run(item, day)
    mark.run(markerItem(reference), HELD)
    return true
  })
  const release = db.transaction((reference: string, item: string, nights: readonly string[]) => {
    if (markerOf(reference) !== HELD) return
    for (const day of nights) remove.run(item, day)
    mark.run(markerItem(reference), RELEASED)
  })
  return {
    mostSold,
    book: (reference, item, nights, rooms) => book(reference, item, nights, rooms),
    release: (reference, item, nights) => release(reference, item, nights),
  }
}
