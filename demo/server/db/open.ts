import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

export type Db = Database.Database

/** The database file of a data folder. */
export const databaseFile = (dataDir: string): string => join(dataDir, 'dx.sqlite')

/**
 * Opens (creating the folder and file if needed) the demo database in WAL mode with
 * synchronous=FULL: every commit is on disk before the API answers, so an order or a
 * payment the traveller was told about survives a power cut. NORMAL would lose the last
 * commits then (it syncs only at checkpoints). The cost is one sync of the WAL per commit,
 * measured in docs/security.md.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(databaseFile(dataDir))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  return db
}
