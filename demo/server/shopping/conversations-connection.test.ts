// @vitest-environment node
// A search's new conversation is committed on the search connection (synchronous=NORMAL),
// not on the one orders are committed on (FULL): SQLite counts each connection's changes
// apart (total_changes()), which tells which connection wrote the row.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate } from '../db/migrate'
import { type Db, openDatabase, openSearchConnection } from '../db/open'
import { migrations } from '../db/schema'
import { createShopping } from './deps'
import { loadCatalog } from '../repository/catalog'
import { flightQueries } from '../repository/flights'
import { seedDatabase } from '../seed/seed'
import { frozenNow, seedDate } from '../test-support/seeded-api'

let dir = ''
let db: Db
let search: Db
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dx-conversations-'))
  db = openDatabase(dir)
  migrate(db, migrations)
  seedDatabase(db, seedDate, { daysAhead: 2 })
  search = openSearchConnection(db)
})
afterEach(() => {
  search.close()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const changesOf = (connection: Db): number =>
  (connection.prepare('SELECT total_changes() AS n').get() as { n: number }).n

const storeOver = () => createShopping(db, flightQueries(db), loadCatalog(db), () => frozenNow, search).conversations

describe("a search's conversation and the orders' connection", () => {
  it('stores a new conversation through the unsynced search connection, and the orders connection reads and resumes it', () => {
    const store = storeOver()
    const [ordersBefore, searchBefore] = [changesOf(db), changesOf(search)]
    const { key } = store.start({ searchType: 'BRANDED' })
    expect(changesOf(search) - searchBefore).toBe(1)
    expect(changesOf(db) - ordersBefore).toBe(0)
    expect(store.resume(key)).toMatchObject({ key, criteria: { searchType: 'BRANDED' } })
  })

  it('stores it with the transaction of the orders connection when one is open, instead of waiting on its lock', () => {
    const store = storeOver()
    const searchBefore = changesOf(search)
    const key = db.transaction(() => store.start().key)()
    expect(changesOf(search)).toBe(searchBefore)
    expect(store.resume(key).status).toBe('ACTIVE')
  })
})
