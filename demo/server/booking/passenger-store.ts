// The passengers of a conversation (table conversation_passengers). Personal data:
// stored, returned to the conversation that sent it, never logged.
import type { Db } from '../db/open'
import type { ContactData, PassengerData } from './passengers'

interface StoredPassengers {
  passengers: PassengerData[]
  contact: ContactData
}

export interface PassengerStore {
  read(key: string): StoredPassengers | undefined
  save(key: string, value: StoredPassengers): void
}

export function passengerStore(db: Db): PassengerStore {
  const select = db.prepare<[string], { passengers: string; contact: string }>(
    'SELECT passengers, contact FROM conversation_passengers WHERE execution_key = ?',
  )
  const upsert = db.prepare(
    `INSERT INTO conversation_passengers (execution_key, passengers, contact) VALUES (?, ?, ?)
     ON CONFLICT (execution_key) DO UPDATE SET passengers = excluded.passengers, contact = excluded.contact`,
  )
  return {
    read(key) {
      const row = select.get(key)
      return row
        ? { passengers: JSON.parse(row.passengers) as PassengerData[], contact: JSON.parse(row.contact) as ContactData }
        : undefined
    },
    save: (key, value) => void upsert.run(key, JSON.stringify(value.passengers), JSON.stringify(value.contact)),
  }
}
