// Schedule changes the airline made to an order's segments (table schedule_changes): the
// times the traveller last accepted and the times flown now. A change stays pending until
// the traveller confirms it; the airline moving the same segment again before that only
// updates the new times, so the traveller is asked once, from what they accepted.
import type { Db } from '../db/open'
import type { ScheduleChange } from '../graphql/generated/resolvers'

/** A change as Trip.scheduleChanges answers it (less its significance): the previous times are the ones last accepted. */
export type ScheduleChangeRecord = Omit<ScheduleChange, 'significant'>

export interface ScheduleChangeStore {
  /** The order's changes not confirmed yet, by segment. */
  pending(reference: string): ScheduleChangeRecord[]
  /** Records a move of one segment (inside the caller's transaction, which also moves the order's segment). */
  record(reference: string, change: ScheduleChangeRecord, nowMs: number): void
  /** Confirms every pending change of the order; how many there were. */
  confirmAll(reference: string): number
}

export function scheduleChangeStore(db: Db): ScheduleChangeStore {
  const pendingRows = db.prepare<[string], ScheduleChangeRecord>(
    `SELECT segment_index AS segmentIndex, previous_departure AS previousDeparture, previous_arrival AS previousArrival,
       departure, arrival FROM schedule_changes WHERE order_reference = ? AND confirmed = 0 ORDER BY segment_index`,
  )
  const movePending = db.prepare(
    'UPDATE schedule_changes SET departure = ?, arrival = ? WHERE order_reference = ? AND segment_index = ? AND confirmed = 0',
  )
  const insert = db.prepare(
    `INSERT INTO schedule_changes (order_reference, segment_index, previous_departure, previous_arrival, departure, arrival, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const confirm = db.prepare('UPDATE schedule_changes SET confirmed = 1 WHERE order_reference = ? AND confirmed = 0')
  return {
    pending: (reference) => pendingRows.all(reference),
    record(reference, c, nowMs) {
      if (movePending.run(c.departure, c.arrival, reference, c.segmentIndex).changes > 0) return
      insert.run(reference, c.segmentIndex, c.previousDeparture, c.previousArrival, c.departure, c.arrival, nowMs)
    },
    confirmAll: (reference) => confirm.run(reference).changes,
  }
}
