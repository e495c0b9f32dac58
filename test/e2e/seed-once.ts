// Vitest's global setup of the e2e project: the demo server's database seeded once for the
// run (a year of flights, seconds of work), in a folder each test file's server starts on a
// copy of (harness.ts) rather than seeding its own. The copy is reseeded by the server
// only if the day changed since (a run across midnight).
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder whose dx.sqlite is seeded for today: copied by each test file, never written; '' without a build. */
    seededDataDir: string
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url))

export default async function seedOnce(project: TestProject): Promise<() => void> {
  const main = join(root, 'dist/server/main.js')
  // Without a build the harness says what to run; each file then seeds its own.
  if (!existsSync(main)) {
    project.provide('seededDataDir', '')
    return () => {}
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dx-seeded-'))
  const env: NodeJS.ProcessEnv = { ...process.env, DX_DATA_DIR: dataDir, DX_ROOT: root }
  // Seeded for today on the real clock, which each file's server stands still at.
  delete env.DX_NOW
  await promisify(execFile)(process.execPath, [main, '--reseed-only'], { cwd: root, env })
  project.provide('seededDataDir', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}
