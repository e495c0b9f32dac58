// @vitest-environment node
// Files written before migrations existed (the drop-and-rebuild scheme set user_version
// 1 to 6 and rebuilt the file whenever it changed).
import Database from '@rocicorp/zero-sqlite3'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { schemaVersionOf } from './migrate'
import { baseline } from './migrations/baseline'
import { databaseFile, openDatabase } from './open'
import { openingNotes, openMigratedDatabase } from './open-migrated'
import { migrations } from './schema'

const versions = (list: readonly { version: number }[]) => list.map((m) => m.version)

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'dx-migrated-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const orderSql = `INSERT INTO orders (reference, execution_key, status, currency, total, last_name, details, created_at)
  VALUES ('ZZ1234', 'key-1', 'CONFIRMED', 'EUR', 51200, 'Lovelace', '{"segments":[]}', 1)`

/** A file as the old scheme left it: its tables, one order and its version number. */
function writeOldFile(version: number, sql: string): void {
  const db = openDatabase(dataDir)
  db.exec(sql)
  db.exec(orderSql)
  db.pragma(`user_version = ${version}`)
  db.close()
}

describe('opening a database at the current schema', () => {
  it('creates a new file with every migration', () => {
    const { db, applied, setAside } = openMigratedDatabase(dataDir)
    expect(versions(applied)).toEqual(versions(migrations))
    expect(setAside).toBeUndefined()
    expect(schemaVersionOf(db)).toBe(migrations.at(-1)?.version)
    db.close()
  })

  it('adopts a file of the last drop-and-rebuild schema (6) as the baseline, keeping its orders', () => {
    writeOldFile(6, baseline.sql)
    const { db, applied, setAside } = openMigratedDatabase(dataDir)
    expect(versions(applied)).toEqual(versions(migrations.filter((m) => m.version > baseline.version)))
    expect(setAside).toBeUndefined()
    expect(db.prepare('SELECT reference FROM orders').pluck().all()).toEqual(['ZZ1234'])
    db.close()
  })

  it('moves an older file aside, whole, and starts a new one', () => {
    const older = baseline.sql.replace(/CREATE TABLE conversion_offers[^;]*;/, '')
    writeOldFile(4, older)
    const { db, setAside } = openMigratedDatabase(dataDir)
    expect(setAside?.version).toBe(4)
    expect(setAside?.file).toMatch(/dx\.sqlite\.schema-4-.*\.bak$/)
    expect(db.prepare('SELECT count(*) FROM orders').pluck().get()).toBe(0)
    db.close()
    const backup = new Database(setAside?.file ?? '', { readonly: true })
    expect(backup.prepare('SELECT reference FROM orders').pluck().all()).toEqual(['ZZ1234'])
    backup.close()
    expect(existsSync(databaseFile(dataDir))).toBe(true)
  })

  it('names the version and the new place of a moved file in the start-up log', () => {
    writeOldFile(
      3,
      'CREATE TABLE orders (reference TEXT, execution_key TEXT, status TEXT, currency TEXT, total INTEGER, last_name TEXT, details TEXT, created_at INTEGER)',
    )
    const opened = openMigratedDatabase(dataDir)
    opened.db.close()
    expect(openingNotes(opened)).toEqual([
      `dx-storefront demo: the database had schema 3, from before migrations; moved it to ${opened.setAside?.file} and started a new one`,
      `dx-storefront demo: migrated the database: ${migrations.map((m) => `${m.version} ${m.name}`).join(', ')}`,
    ])
  })
})
