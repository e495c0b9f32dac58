// The demo database holds only seeded data, so a schema change rebuilds it rather than
// migrating rows: recreateSchema() drops every table and creates the current ones.
import type { Db } from './open'
import { schemaSql, schemaVersion, tableNames } from './schema'

export function recreateSchema(db: Db): void {
  db.transaction(() => {
    for (const table of tableNames) db.exec(`DROP TABLE IF EXISTS ${table}`)
    db.exec(schemaSql)
    db.pragma(`user_version = ${schemaVersion}`)
  })()
}

export function hasCurrentSchema(db: Db): boolean {
  return db.pragma('user_version', { simple: true }) === schemaVersion
}
