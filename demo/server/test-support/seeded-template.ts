// The database a demo server of a test file starts on, seeded once per test run for the
// test date: the first file to ask seeds it into the run's folder (test/server-seed-folder.ts),
// the others copy it. Two files asking at once may both seed; the rename keeps one whole file.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { databaseFile } from '../db/open'
import { prepareDatabase } from '../db/prepare-database'

/** Copies the run's seeded database for `today` into `dataDir`; does nothing outside a run that provides the folder. */
export function copySeededDatabase(dataDir: string, today: string): void {
  const folder = inject('serverSeedDir')
  if (!folder) return
  const template = join(folder, today, 'dx.sqlite')
  if (!existsSync(template)) {
    const scratch = mkdtempSync(join(folder, 'seeding-'))
    prepareDatabase(scratch, today).db.close()
    mkdirSync(join(folder, today), { recursive: true })
    renameSync(databaseFile(scratch), template)
    rmSync(scratch, { recursive: true, force: true })
  }
  mkdirSync(dataDir, { recursive: true })
  copyFileSync(template, databaseFile(dataDir))
}
