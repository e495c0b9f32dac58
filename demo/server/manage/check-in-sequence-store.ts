// Check-in sequence numbers (table check_in_sequences): counted per dated flight from 1,
// in the order passengers first get a boarding pass for it. A passenger keeps the number
// first given, so printing a boarding pass again prints the same one.
import type { Db } from '../db/open'

export interface CheckInSequenceStore {
  /** The passenger's number on the dated flight, given now when it has none. */
  sequenceOf(legId: number, reference: string, passengerId: string): number
}

export function checkInSequenceStore(db: Db): CheckInSequenceStore {
  const give = db.prepare(
    `INSERT INTO check_in_sequences (flight_instance_id, order_reference, passenger_id, sequence)
     SELECT @legId, @reference, @passengerId, coalesce(max(sequence), 0) + 1 FROM check_in_sequences
     WHERE flight_instance_id = @legId
     ON CONFLICT (flight_instance_id, order_reference, passenger_id) DO NOTHING`,
  )
  const read = db.prepare<[number, string, string], number>(
    'SELECT sequence FROM check_in_sequences WHERE flight_instance_id = ? AND order_reference = ? AND passenger_id = ?',
  )
  return {
    sequenceOf(legId, reference, passengerId) {
      give.run({ legId, reference, passengerId })
      const sequence = read.pluck().get(legId, reference, passengerId)
      if (sequence === undefined) throw new Error('the check-in sequence just given is missing')
      return sequence
    },
  }
}
