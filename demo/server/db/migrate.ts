// Brings a database up to the schema by its numbered migrations: each pending one runs in
// its own transaction with the new number written to PRAGMA user_version, so a migration
// that fails leaves the file, data and version as they were before it. Nothing here drops
// a table; a file from before migrations with another schema is moved aside by
// open-migrated.ts, never emptied.
import type { Db } from './open'

export interface Migration {
  /** user_version once applied: one more than the migration before it. */
  version: number
  /** What it changes, in a few words (the start-up log names it). */
  name: string
  sql: string
}

export const schemaVersionOf = (db: Db): number => Number(db.pragma('user_version', { simple: true }))

/**
 * True for a file written by the drop-and-rebuild scheme before the baseline's version:
 * its tables differ from the baseline's, so no migration applies to it.
 */
export const isFromBeforeMigrations = (version: number, list: readonly Migration[]): boolean =>
  version > 0 && version < (list[0]?.version ?? 0)

/** Applies those of `list` (the schema's: schema.ts) the database has not had, in order; returns them. */
export function migrate(db: Db, list: readonly Migration[]): Migration[] {
  list.forEach((m, i) => {
    const before = list[i - 1]
    if (before && m.version !== before.version + 1)
      throw new Error(`Migration ${m.version} (${m.name}) must be numbered ${before.version + 1}, after ${before.name}`)
  })
  const current = schemaVersionOf(db)
  const latest = list.at(-1)?.version ?? 0
  if (current > latest)
    throw new Error(
      `The database is at schema ${current}, newer than this server's ${latest}; run the newer server or use another DX_DATA_DIR.`,
    )
  if (isFromBeforeMigrations(current, list))
    throw new Error(`The database is at schema ${current}, from before migrations; move it aside first.`)
  const pending = list.filter((m) => m.version > current)
  for (const m of pending) {
    db.transaction(() => {
      db.exec(m.sql)
      db.pragma(`user_version = ${m.version}`)
    })()
  }
  return pending
}
