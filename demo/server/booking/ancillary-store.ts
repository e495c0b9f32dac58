// Bags and extras chosen in a conversation (table ancillary_selections).
import type { Db } from '../db/open'
import type { AncillarySelection } from './ancillaries'

export interface AncillaryStore {
  read(key: string): AncillarySelection[]
  /** Replaces all of the conversation's selections. */
  replace(key: string, selections: readonly AncillarySelection[]): void
}

export function ancillaryStore(db: Db): AncillaryStore {
  const select = db.prepare<[string], AncillarySelection>(
    `SELECT code, passenger_id AS passengerId, part_index AS partIndex, quantity FROM ancillary_selections
     WHERE execution_key = ? ORDER BY part_index, passenger_id, code`,
  )
  const clear = db.prepare('DELETE FROM ancillary_selections WHERE execution_key = ?')
  const insert = db.prepare(
    'INSERT INTO ancillary_selections (execution_key, code, passenger_id, part_index, quantity) VALUES (?, ?, ?, ?, ?)',
  )
  const replace = db.transaction((key: string, selections: readonly AncillarySelection[]) => {
    clear.run(key)
    for (const s of selections) insert.run(key, s.code, s.passengerId, s.partIndex, s.quantity)
  })
  return { read: (key) => select.all(key), replace: (key, selections) => replace(key, selections) }
}
