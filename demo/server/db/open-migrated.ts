// Opens the demo database at the current schema. A file from before migrations whose
// schema is older than the baseline cannot be migrated (its tables differ), and its orders
// are never deleted: it is renamed beside the new one, which is then created empty.
import { existsSync, renameSync } from 'node:fs'
import { isFromBeforeMigrations, migrate, schemaVersionOf, type Migration } from './migrate'
import { migrations } from './schema'
import { databaseFile, openDatabase, type Db } from './open'

interface SetAsideFile {
  /** The schema version the file carried. */
  version: number
  /** Where it now is. */
  file: string
}

export interface MigratedDatabase {
  db: Db
  /** Migrations applied while opening (every one, for a new file). */
  applied: Migration[]
  setAside?: SetAsideFile
}

export function openMigratedDatabase(dataDir: string): MigratedDatabase {
  let db = openDatabase(dataDir)
  let setAside: SetAsideFile | undefined
  const version = schemaVersionOf(db)
  if (isFromBeforeMigrations(version, migrations)) {
    db.close()
    setAside = { version, file: moveAside(databaseFile(dataDir), version) }
    db = openDatabase(dataDir)
  }
  return { db, applied: migrate(db, migrations), setAside }
}

/** The start-up log's lines: a file moved aside, the migrations applied. */
export function openingNotes({ applied, setAside }: MigratedDatabase): string[] {
  const notes: string[] = []
  if (setAside)
    notes.push(
      `dx-storefront demo: the database had schema ${setAside.version}, from before migrations; moved it to ${setAside.file} and started a new one`,
    )
  if (applied.length > 0)
    notes.push(`dx-storefront demo: migrated the database: ${applied.map((m) => `${m.version} ${m.name}`).join(', ')}`)
  return notes
}

function moveAside(file: string, version: number): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const target = `${file}.schema-${version}-${stamp}.bak`
  // Closing the last connection checkpoints the write-ahead log into the file; a log left
  // by a crash still belongs to it and moves with it.
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix)
  return target
}
