import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { type RunningServer, type ServerOptions, startServer } from '../app'
import { copySeededDatabase } from './seeded-template'

/** The day every file's server stands still at; its database is seeded once per run for it. */
const testDate = '2026-06-01'

/** What a test reads of the server once it runs. */
export interface ServerUnderTest {
  /** e.g. http://127.0.0.1:40123, set before the file's first test */
  readonly url: string
}

/**
 * A demo server for one test file: on a free 127.0.0.1 port over a throwaway folder, with
 * "now" frozen at the test seed date and the per-client limit on new conversations out of
 * the way (every test searches from 127.0.0.1), started before the file's tests and removed after.
 * `options` may prepare the folder (a project root of the test's own) and set the rest.
 */
export function serverPerFile(
  name: string,
  options: (folder: string) => Partial<ServerOptions> = (folder) => ({ root: folder }),
): ServerUnderTest {
  let server: RunningServer | undefined
  let folder = ''
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), `dx-${name}-`))
    copySeededDatabase(join(folder, 'data'), testDate)
    server = await startServer({
      port: 0,
      dataDir: join(folder, 'data'),
      now: `${testDate}T12:00:00Z`,
      newConversationsPerMinute: 1_000_000,
      log: () => {},
      ...options(folder),
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    rmSync(folder, { recursive: true, force: true })
  })
  return {
    get url() {
      if (!server) throw new Error('the server starts before the first test')
      return server.url
    },
  }
}
