// @vitest-environment node
// Each accounts table has one module that holds its SQL: the sign-in, session, reset and
// profile code asks that store, so a column or a folding rule changes in one place.
// Tests and their fixtures may write rows directly; the migrations create the tables.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const server = new URL('../', import.meta.url)
const sources = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter(
  (file) =>
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    !file.startsWith('test-support/') &&
    !file.startsWith('db/migrations/'),
)

/** The server files whose SQL reads or writes `table`. */
const filesUsing = (table: string): string[] => {
  const sql = new RegExp(`\\b(FROM|INTO|UPDATE|JOIN)\\s+${table}\\b`)
  return sources.filter((file) => sql.test(readFileSync(new URL(file, server), 'utf8'))).sort()
}

describe('the accounts tables have one owner each', () => {
  it('reads and writes the accounts table only in the account store', () => {
    expect(filesUsing('accounts')).toEqual(['accounts/account-store.ts'])
  })

  it('reads and writes the agencies and agents tables only in the agency store', () => {
    expect(filesUsing('agencies')).toEqual(['accounts/agency-store.ts'])
    expect(filesUsing('agents')).toEqual(['accounts/agency-store.ts'])
  })
})
