// Seat inventory per dated leg and brand fare bucket. Load = the seats sold before the
// demo started (a deterministic booking curve: flights fill as departure nears) plus
// the seats sold by bookings (table seat_inventory). Buckets close as load rises.
import type { Db } from '../db/open'
import type { Leg } from '../repository/flights'
import type { SeatMap } from '../seed/equipment'
import { unitHash } from '../seed/random'
import type { BookingCabin, Brand } from './brands'

const dayMs = 86_400_000

/**
 * Whole days from `nowMs` to a departure, the days every price and presold seat count is
 * figured by: they then move once a day, not minute by minute, so a search reloaded shows
 * the amounts it showed before (a fraction of a day moved them by a cent or two).
 */
export const daysToDeparture = (departureUtc: number, nowMs: number): number =>
  Math.floor((departureUtc - nowMs) / dayMs)

export interface LegLoad {
  capacity: number
  sold: number
}

export interface Inventory {
  /** Seats of the brand's cabin on the leg, and how many are sold now. */
  loadOf(leg: Leg, cabin: BookingCabin, nowMs: number): LegLoad
  /** Records seats sold by a booking (and lets tests fill a flight). */
  sell(legId: number, brandId: string, seats: number): void
  /** Gives back seats a booking sold (its order was cancelled). */
  release(legId: number, brandId: string, seats: number): void
  /** Changes whenever sell() runs, so cached prices know they are stale. */
  version(): number
}

function cabinCapacities(seatMap: SeatMap): Map<string, number> {
  return new Map(
    seatMap.cabins.map((cabin) => {
      let rows = 0
      for (let row = cabin.firstRow; row <= cabin.lastRow; row++) if (!seatMap.skippedRows.includes(row)) rows++
      return [cabin.code, rows * cabin.columns.length]
    }),
  )
}

/**
 * Share of a cabin sold before the demo's bookings, `daysOut` before departure: about 5%
 * a year out, 45% two months out, 80% in the last days; each flight is a little more or
 * less popular (fixed by its number and date).
 */
export function presoldShare(leg: Leg, cabin: BookingCabin, daysOut: number): number {
  const popularity = 0.75 + 0.4 * unitHash(`${leg.airlineCode}${leg.flightNumber}|${leg.flightDate}|${leg.legSeq}`)
  const curve = 0.04 + 0.84 * Math.exp(-Math.max(0, daysOut) / 75)
  return Math.min(0.96, curve * popularity * (cabin === 'J' ? 0.8 : 1))
}

export function inventory(db: Db): Inventory {
  const seatMaps = db
    .prepare<[], { code: string; seatMap: string }>('SELECT code, seat_map AS seatMap FROM equipment')
    .all()
  const capacities = new Map(seatMaps.map((row) => [row.code, cabinCapacities(JSON.parse(row.seatMap) as SeatMap)]))
  // Only this process writes the table, so outside a transaction it is read from memory,
  // kept in step by sell() and release(). Inside one (a purchase, an exchange, a cancel)
  // it is read from the table: what the transaction wrote counts, and what a transaction
  // that rolled back wrote never reaches memory (it is read again once the transaction ends).
  const booked = new Map<string, number>()
  const bookedKey = (legId: number, cabin: BookingCabin) => `${legId}|${cabin}`
  const bookedCabin = (brandId: string): BookingCabin => (brandId === 'business' ? 'J' : 'Y')
  const addBooked = (legId: number, brandId: string, seats: number) => {
    const key = bookedKey(legId, bookedCabin(brandId))
    booked.set(key, Math.max(0, (booked.get(key) ?? 0) + seats))
  }
  const rows = db.prepare<[], { legId: number; brandId: string; sold: number }>(
    'SELECT flight_instance_id AS legId, brand_id AS brandId, sold FROM seat_inventory',
  )
  const readAll = () => {
    booked.clear()
    for (const row of rows.all()) addBooked(row.legId, row.brandId, row.sold)
  }
  readAll()
  let stale = false
  const legRows = db.prepare<[number], { brandId: string; sold: number }>(
    'SELECT brand_id AS brandId, sold FROM seat_inventory WHERE flight_instance_id = ?',
  )
  const bookedNow = (legId: number, cabin: BookingCabin): number => {
    if (db.inTransaction)
      return legRows
        .all(legId)
        .filter((r) => bookedCabin(r.brandId) === cabin)
        .reduce((sum, r) => sum + r.sold, 0)
    if (stale) {
      readAll()
      stale = false
    }
    return booked.get(bookedKey(legId, cabin)) ?? 0
  }
  const add = db.prepare(
    `INSERT INTO seat_inventory (flight_instance_id, brand_id, sold) VALUES (?, ?, ?)
     ON CONFLICT (flight_instance_id, brand_id) DO UPDATE SET sold = sold + excluded.sold`,
  )
  const subtract = db.prepare(
    'UPDATE seat_inventory SET sold = max(0, sold - ?) WHERE flight_instance_id = ? AND brand_id = ?',
  )
  const written = (legId: number, brandId: string, seats: number) => {
    if (db.inTransaction) stale = true
    else addBooked(legId, brandId, seats)
    changes++
  }
  let changes = 0
  return {
    loadOf(leg, cabin, nowMs) {
      const capacity = capacities.get(leg.equipmentCode)?.get(cabin) ?? 0
      const presold = Math.floor(capacity * presoldShare(leg, cabin, daysToDeparture(leg.departureUtc, nowMs)))
      return { capacity, sold: Math.min(capacity, presold + bookedNow(leg.id, cabin)) }
    },
    sell(legId, brandId, seats) {
      add.run(legId, brandId, seats)
      written(legId, brandId, seats)
    },
    release(legId, brandId, seats) {
      subtract.run(seats, legId, brandId)
      written(legId, brandId, -seats)
    },
    version: () => changes,
  }
}

/** Price step of a cabin's load: the cheaper buckets close first as it fills. */
export function loadMultiplier(load: LegLoad): number {
  const share = load.capacity === 0 ? 1 : load.sold / load.capacity
  if (share < 0.4) return 1
  if (share < 0.6) return 1.12
  if (share < 0.75) return 1.28
  if (share < 0.85) return 1.5
  if (share < 0.95) return 1.8
  return 2.2
}

/** Seats the brand can still sell on the leg: its bucket closes at the brand's load limit. */
export const seatsOpenFor = (brand: Brand, load: LegLoad): number =>
  Math.max(0, Math.floor(load.capacity * brand.closesAtLoad) - load.sold)
