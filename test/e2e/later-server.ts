// The demo server's clock stands still (DX_NOW) and no admin call moves it. A test that
// needs a later hour (a hold that ran out, a check-in window that opened) starts a second
// server on a copy of the file's database with its clock there: what a traveller who
// comes back then finds. The file's browser serves both.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDemoServer } from '../demo-server.mjs'
import type { E2e } from './harness'
import { startHostServer } from './host-server'
import { copyDatabase } from './orders'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** What else the demo server runs with: its settings' environment, and a new-conversation limit raised for a load. */
interface LaterServerOptions {
  env?: Record<string, string>
  newConversationsPerMinute?: number
}

/**
 * A demo server on a copy of `e2e`'s database with its clock at `now` (an instant), and a
 * partner site in front of it. Closing it removes the copy.
 */
export async function serverLater(e2e: E2e, now: Date, options: LaterServerOptions = {}): Promise<E2e> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dx-later-'))
  const removeCopy = () => rmSync(dataDir, { recursive: true, force: true })
  try {
    await copyDatabase(e2e.dataDir, dataDir)
    const server = await startDemoServer(root, { ...options, now: now.toISOString(), dataDir })
    const host = await startHostServer({ dxOrigin: server.origin }).catch(async (error: unknown) => {
      await server.close()
      throw error
    })
    return {
      browser: e2e.browser,
      dxOrigin: server.origin,
      dataDir,
      hostOrigin: host.origin,
      async close() {
        await Promise.allSettled([host.close(), server.close()])
        removeCopy()
      },
    }
  } catch (error) {
    removeCopy()
    throw error
  }
}
