// Killed with SIGKILL right after it answered, the demo server has lost nothing it
// answered for: searches store their conversations on a connection that commits without
// a sync (synchronous=NORMAL, demo/server/db/open.ts) beside the one orders are committed
// on (FULL), and both reach the file before the answer leaves. A kill loses what the
// process held; what SQLite handed to the file survives it (a power cut is the sync's
// business: FULL for orders, checked in demo/server/db/open.test.ts).
import Database from '@rocicorp/zero-sqlite3'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { graphqlClient, orderedOverHttp } from '../../demo/server/test-support/http-booking'
import { startDemoServer } from '../demo-server.mjs'
import { seededCopy } from './harness'
import { addDays, isoDate, todayUtc } from './shopping'
import searchFlightsDocument from '../../core/api/search-flights.graphql'

const root = fileURLToPath(new URL('../../', import.meta.url))
const dataDir = seededCopy()
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('a demo server killed with SIGKILL', () => {
  test('keeps every order it confirmed and every conversation its searches answered', async () => {
    const server = await startDemoServer(root, { dataDir, newConversationsPerMinute: 1_000_000 })
    const folder = server.dataDir
    try {
      const call = graphqlClient(server.origin)
      const day = (n: number) => isoDate(addDays(todayUtc(), n))
      const keys: string[] = []
      const references: string[] = []
      for (let i = 0; i < 3; i++) {
        references.push(await orderedOverHttp(call, day(10)))
        const criteria = {
          awardBooking: false,
          searchType: 'BRANDED',
          passengers: { ADT: 1 },
          itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: day(11 + i) }],
        }
        const searches = await Promise.all(Array.from({ length: 8 }, () => call(searchFlightsDocument, { criteria })))
        for (const { execution } of searches) keys.push(execution ?? '')
      }
      // The last answer has arrived: nothing more is asked before the kill.
      process.kill(server.pid, 'SIGKILL')
      await new Promise((resolve) => setTimeout(resolve, 200))
      const db = new Database(join(folder, 'dx.sqlite'), { readonly: true, fileMustExist: true })
      try {
        const orders = db.prepare('SELECT reference FROM orders WHERE status = ?').all('CONFIRMED') as {
          reference: string
        }[]
        expect(orders.map((o) => o.reference)).toEqual(expect.arrayContaining(references))
        const stored = db.prepare('SELECT execution_key AS key FROM conversations').all() as { key: string }[]
        expect(keys.every((key) => key.length === 22)).toBe(true)
        expect(stored.map((c) => c.key)).toEqual(expect.arrayContaining(keys))
      } finally {
        db.close()
      }
    } finally {
      await server.close()
    }
  }, 180_000)
})
