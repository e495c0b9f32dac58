// Vitest's global setup of the unit project: an empty folder, for the run, where the first
// demo-server test file seeds the database its server starts on (serverPerFile), so the
// other files copy it instead of each seeding a year of flights. Runs that start no
// server seed nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for the run's seeded server database (demo/server/test-support/seeded-template.ts). */
    serverSeedDir: string
  }
}

export default function serverSeedFolder(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'dx-unit-seed-'))
  project.provide('serverSeedDir', folder)
  return () => rmSync(folder, { recursive: true, force: true })
}
