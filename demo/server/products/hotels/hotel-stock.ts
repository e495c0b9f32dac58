// The rooms the demo hotel provider has sold, per room type and local night
// (product_stock, kind HOTEL): what search and details read to leave out a full room, and
// what confirm takes in one transaction, so two bookings never share the last room.
import type { Db } from '../../db/open'

export interface HotelStock {
  /** Rooms of the type sold on the busiest of the nights */
  mostSold(item: string, nights: readonly string[]): number
  /** Takes a room on every night, or none when one night has no room left; answers whether it did. */
  take(item: string, nights: readonly string[], rooms: number): boolean
  /** Gives a room back on every night. */
  giveBack(item: string, nights: readonly string[]): void
}

export const stockItem = (hotelId: string, hotelRoomTypeId: string): string => `${hotelId}/${hotelRoomTypeId}`

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
  const mostSold = (item: string, nights: readonly string[]) =>
    Math.max(0, ...nights.map((day) => soldOn.get(item, day)?.sold ?? 0))
  const take = db.transaction((item: string, nights: readonly string[], rooms: number): boolean => {
    if (mostSold(item, nights) >= rooms) return false
    for (const day of nights) add.run(item, day)
    return true
  })
  const giveBack = db.transaction((item: string, nights: readonly string[]) => {
    for (const day of nights) remove.run(item, day)
  })
  return {
    mostSold,
    take: (item, nights, rooms) => take(item, nights, rooms),
    giveBack: (item, nights) => giveBack(item, nights),
  }
}
