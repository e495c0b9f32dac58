// A new in-memory demo database at the current schema, as seeding expects it.
import Database from '@rocicorp/zero-sqlite3'
import { migrate } from '../db/migrate'
import { migrations } from '../db/schema'
import type { Db } from '../db/open'

export function migratedDb(): Db {
  const db = new Database(':memory:')
  migrate(db, migrations)
  return db
}
