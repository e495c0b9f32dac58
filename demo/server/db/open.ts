import Database from '@rocicorp/zero-sqlite3'
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

/**
 * A second connection to the same file for the one write a search makes: storing its new
 * conversation. It commits with synchronous=NORMAL, so a search pays no sync of the WAL
 * (a quarter of the search throughput, docs/decisions/search-conversations-unsynced.md).
 * Orders lose nothing by it: the WAL is one file written in order, and the next commit
 * of the FULL connection syncs it whole, these frames with it. A power cut can lose the
 * last searches' conversations only, which the traveller starts again with a search.
 * An in-memory database (tests) has no file to share: its own connection is answered.
 */
export function openSearchConnection(db: Db): Db {
  if (db.memory) return db
  const search = new Database(db.name)
  search.pragma('journal_mode = WAL')
  search.pragma('synchronous = NORMAL')
  search.pragma('foreign_keys = ON')
  // Both connections live on one thread and write one statement at a time, so a lock is
  // only ever a checkpoint's moment; wait for it rather than fail a search.
  search.pragma('busy_timeout = 2000')
  return search
}
