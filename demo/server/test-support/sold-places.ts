// What the seat inventory of a test server's database says, for the property-based money
// test: fare classes sold beyond their seats, and counts that no longer match the orders.
// Both are keyed by "<leg id>|<brand>", with how far off each is, so that a test can compare
// them before and after what it did.
import type { Db } from '../db/open'
import type { OrderDetails } from '../booking/order-details'
import { flightQueries } from '../repository/flights'
import { type BookingCabin, brandById } from '../shopping/brands'
import { daysToDeparture, presoldShare } from '../shopping/inventory'
import type { SeatMap } from '../seed/equipment'

export interface Off {
  /** Places beyond the limit, or counted beyond (or short of) what the orders hold */
  by: number
  /** Which flight and class, and the counts, for a failure's message */
  text: string
}

const cabinOf = (brandId: string): BookingCabin => (brandId === 'business' ? 'J' : 'Y')

/** Seats of each cabin of each aircraft type, by "<equipment code>|<cabin>". */
function cabinSeats(db: Db): Map<string, number> {
  const seats = new Map<string, number>()
  for (const row of db
    .prepare<[], { code: string; seatMap: string }>('SELECT code, seat_map AS seatMap FROM equipment')
    .all()) {
    const map = JSON.parse(row.seatMap) as SeatMap
    for (const cabin of map.cabins) {
      let rows = 0
      for (let r = cabin.firstRow; r <= cabin.lastRow; r++) if (!map.skippedRows.includes(r)) rows++
      seats.set(`${row.code}|${cabin.code}`, rows * cabin.columns.length)
    }
  }
  return seats
}

const soldRows = (db: Db) =>
  db
    .prepare<[], { legId: number; brand: string; sold: number }>(
      'SELECT flight_instance_id AS legId, brand_id AS brand, sold FROM seat_inventory WHERE sold > 0',
    )
    .all()

/**
 * Places sold beyond a fare class's seats. A class closes once its cabin is loaded to the
 * class's limit (the seats sold before the demo plus the demo's sales), and a cheaper class
 * closes first: so the seats sold before the demo plus every place sold in a class that
 * closes no later than class C fit under C's limit, whatever order they were sold in.
 */
export function oversoldClasses(db: Db, nowMs: number): Map<string, Off> {
  const legs = flightQueries(db)
  const seats = cabinSeats(db)
  const byLeg = new Map<number, ReturnType<typeof soldRows>>()
  for (const row of soldRows(db)) byLeg.set(row.legId, [...(byLeg.get(row.legId) ?? []), row])
  const oversold = new Map<string, Off>()
  for (const [legId, rows] of byLeg) {
    const leg = legs.legById(legId)
    if (!leg) continue
    for (const row of rows) {
      const brand = brandById.get(row.brand)
      if (!brand) continue
      const cabin = cabinOf(row.brand)
      const capacity = seats.get(`${leg.equipmentCode}|${cabin}`) ?? 0
      const presold = Math.floor(capacity * presoldShare(leg, cabin, daysToDeparture(leg.departureUtc, nowMs)))
      const closingFirst = rows.filter((r) => {
        const other = brandById.get(r.brand)
        return other && cabinOf(r.brand) === cabin && other.closesAtLoad <= brand.closesAtLoad
      })
      const sold = closingFirst.reduce((sum, r) => sum + r.sold, 0)
      const limit = Math.floor(capacity * brand.closesAtLoad)
      if (presold + sold > limit)
        oversold.set(`${legId}|${row.brand}`, {
          by: presold + sold - limit,
          text: `${leg.airlineCode}${leg.flightNumber} ${leg.flightDate} ${row.brand}: ${presold} sold before the demo + ${sold} sold in classes closing no later = ${presold + sold} > ${limit} seats (${capacity} in cabin ${cabin})`,
        })
    }
  }
  return oversold
}

/**
 * Inventory counts that differ from the places the orders hold: every order not cancelled
 * holds one place per seated passenger on each of its flights, in its brand's class, or in
 * Business on a flight it upgraded.
 */
export function inventoryDrift(db: Db): Map<string, Off> {
  const held = new Map<string, { count: number; orders: string[] }>()
  const orders = db
    .prepare<[], { reference: string; details: string }>(
      "SELECT reference, details FROM orders WHERE status <> 'CANCELLED'",
    )
    .all()
  for (const order of orders) {
    const details = JSON.parse(order.details) as OrderDetails
    const seated = details.passengers.filter((p) => p.type !== 'INF').length
    for (const s of details.segments) {
      const key = `${s.legId}|${s.upgrade ? 'business' : s.brand}`
      const entry = held.get(key) ?? { count: 0, orders: [] }
      held.set(key, { count: entry.count + seated, orders: [...entry.orders, order.reference] })
    }
  }
  const drift = new Map<string, Off>()
  const sold = new Map(soldRows(db).map((r) => [`${r.legId}|${r.brand}`, r.sold]))
  for (const key of new Set([...held.keys(), ...sold.keys()])) {
    const expected = held.get(key)?.count ?? 0
    const counted = sold.get(key) ?? 0
    if (counted !== expected)
      drift.set(key, {
        by: counted - expected,
        text: `leg|class ${key}: inventory counts ${counted} sold, the orders hold ${expected} (${held.get(key)?.orders.join(', ') ?? 'none'})`,
      })
  }
  return drift
}
