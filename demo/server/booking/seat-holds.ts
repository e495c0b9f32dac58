// Seats held per conversation while it lives. Table seat_holds: its UNIQUE
// (flight_instance_id, seat_number) constraint decides races, so two conversations
// never hold or buy one seat; a sold seat is a hold with its order's reference.
import type { Db } from '../db/open'
import { businessError } from '../graphql/errors'
import { idleLimitMs } from '../shopping/conversations'

interface SeatHold {
  legId: number
  seatNumber: string
  segmentIndex: number
  passengerId: string
  price: number
}

interface HoldRequest extends SeatHold {
  key: string
}

export interface SeatHoldStore {
  /** Seats of a leg taken by others (held by a live conversation or sold), and this conversation's holds by seat. */
  takenOn(legId: number, key: string): { taken: Set<string>; mine: Map<string, string> }
  /** Holds the seat, replacing the passenger's seat on that segment; SEAT_TAKEN (409) when another has it. */
  hold(request: HoldRequest): void
  release(key: string, segmentIndex: number, passengerId: string): boolean
  /** Releases every seat the conversation holds (its itinerary changed). */
  releaseAll(key: string): void
  /** The conversation's holds not yet sold. */
  heldBy(key: string): SeatHold[]
  /** Turns the conversation's holds into sold seats of an order. */
  sell(key: string, orderReference: string): number
  /** Seats of a leg sold to an order: passenger id by seat number. */
  soldTo(orderReference: string, legId: number): Map<string, string>
  /** Frees a passenger's sold seat on a leg (the passenger changed seat). */
  releaseSold(orderReference: string, legId: number, passengerId: string): void
}

const seatTaken = (seatNumber: string) =>
  businessError(
    'SEAT_TAKEN',
    `Seat ${seatNumber} was just taken by another traveller; reload the seat map and choose another seat.`,
    409,
  )

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE'

export function seatHoldStore(db: Db, now: () => number): SeatHoldStore {
  // Holds of conversations that completed without buying, expired or were pruned.
  const freeStale = db.prepare(
    `DELETE FROM seat_holds WHERE flight_instance_id = ? AND order_reference IS NULL AND execution_key NOT IN (
       SELECT execution_key FROM conversations WHERE status = 'ACTIVE' AND last_used_at >= ?)`,
  )
  const onLeg = db.prepare<[number], { seatNumber: string; key: string; passengerId: string; sold: number }>(
    `SELECT seat_number AS seatNumber, execution_key AS key, passenger_id AS passengerId, order_reference IS NOT NULL AS sold
     FROM seat_holds WHERE flight_instance_id = ?`,
  )
  const dropPrevious = db.prepare(
    'DELETE FROM seat_holds WHERE execution_key = ? AND segment_index = ? AND passenger_id = ? AND order_reference IS NULL',
  )
  const insert = db.prepare(
    'INSERT INTO seat_holds (flight_instance_id, seat_number, execution_key, segment_index, passenger_id, price) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const mineQuery = db.prepare<[string], SeatHold>(
    `SELECT flight_instance_id AS legId, seat_number AS seatNumber, segment_index AS segmentIndex, passenger_id AS passengerId, price
     FROM seat_holds WHERE execution_key = ? AND order_reference IS NULL ORDER BY segment_index, passenger_id`,
  )
  const dropAll = db.prepare('DELETE FROM seat_holds WHERE execution_key = ? AND order_reference IS NULL')
  const markSold = db.prepare(
    'UPDATE seat_holds SET order_reference = ? WHERE execution_key = ? AND order_reference IS NULL',
  )
  const soldQuery = db.prepare<[string, number], { seatNumber: string; passengerId: string }>(
    'SELECT seat_number AS seatNumber, passenger_id AS passengerId FROM seat_holds WHERE order_reference = ? AND flight_instance_id = ?',
  )
  const dropSold = db.prepare(
    'DELETE FROM seat_holds WHERE order_reference = ? AND flight_instance_id = ? AND passenger_id = ?',
  )
  const hold = db.transaction((r: HoldRequest) => {
    freeStale.run(r.legId, now() - idleLimitMs)
    dropPrevious.run(r.key, r.segmentIndex, r.passengerId)
    insert.run(r.legId, r.seatNumber, r.key, r.segmentIndex, r.passengerId, r.price)
  })
  return {
    takenOn(legId, key) {
      freeStale.run(legId, now() - idleLimitMs)
      const taken = new Set<string>()
      const mine = new Map<string, string>()
      for (const row of onLeg.all(legId)) {
        if (row.key === key && !row.sold) mine.set(row.seatNumber, row.passengerId)
        else taken.add(row.seatNumber)
      }
      return { taken, mine }
    },
    hold(request) {
      try {
        hold(request)
      } catch (error) {
        if (isUniqueViolation(error)) throw seatTaken(request.seatNumber)
        throw error
      }
    },
    release: (key, segmentIndex, passengerId) => dropPrevious.run(key, segmentIndex, passengerId).changes > 0,
    releaseAll: (key) => void dropAll.run(key),
    heldBy: (key) => mineQuery.all(key),
    sell: (key, orderReference) => markSold.run(orderReference, key).changes,
    soldTo: (orderReference, legId) =>
      new Map(soldQuery.all(orderReference, legId).map((row) => [row.seatNumber, row.passengerId])),
    releaseSold: (orderReference, legId, passengerId) => void dropSold.run(orderReference, legId, passengerId),
  }
}
