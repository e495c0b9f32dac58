// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, openSearchConnection } from './open'

describe('the demo database connection', () => {
  it('writes ahead (WAL) and syncs every commit to disk before answering (synchronous=FULL)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dx-open-'))
    const db = openDatabase(dir)
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      // 2 is FULL (0 OFF, 1 NORMAL, 3 EXTRA).
      expect(db.pragma('synchronous', { simple: true })).toBe(2)
    } finally {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("stores a search's conversation on a second connection that commits without a sync (NORMAL), while orders keep FULL", () => {
    const dir = mkdtempSync(join(tmpdir(), 'dx-open-'))
    const db = openDatabase(dir)
    const search = openSearchConnection(db)
    try {
      expect(search).not.toBe(db)
      expect(search.name).toBe(db.name)
      expect(search.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(search.pragma('synchronous', { simple: true })).toBe(1)
      expect(db.pragma('synchronous', { simple: true })).toBe(2)
    } finally {
      search.close()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
