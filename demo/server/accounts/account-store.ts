// Travellers' accounts (table accounts): the sign-in name, the password's hash and the
// profile. The sign-in name is compared through user_key (trimmed, lower case), so
// Ada@Example.com and ada@example.com are one account.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/open'
import { parseProfile, serializeProfile, type ProfileData } from './profile-data'

export interface StoredAccount {
  accountId: string
  /** The sign-in email as it was typed */
  userId: string
  profile: ProfileData
}

export interface AccountStore {
  /** Stores a new account; false when the folded userId is taken (the table's unique user_key says so). */
  insert(account: { userId: string; passwordHash: string; profile: ProfileData }, nowMs: number): StoredAccount | false
  byId(accountId: string): StoredAccount | undefined
  isTaken(userId: string): boolean
  writeProfile(accountId: string, profile: ProfileData): void
}

/** The sign-in name as accounts compare it: trimmed, lower case. */
const userKeyOf = (userId: string): string => userId.trim().toLowerCase()

interface AccountRow {
  accountId: string
  userId: string
  profile: string
}

// Two creates of one name at once: the second insert meets the unique user_key.
const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE'

export function accountStore(db: Db): AccountStore {
  const insert = db.prepare(
    'INSERT INTO accounts (account_id, user_id, user_key, password_hash, profile, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const byId = db.prepare<[string], AccountRow>(
    'SELECT account_id AS accountId, user_id AS userId, profile FROM accounts WHERE account_id = ?',
  )
  const byKey = db.prepare<[string], { n: number }>('SELECT 1 AS n FROM accounts WHERE user_key = ?')
  const write = db.prepare('UPDATE accounts SET profile = ? WHERE account_id = ?')
  return {
    insert({ userId, passwordHash, profile }, nowMs) {
      const accountId = randomUUID()
      const trimmed = userId.trim()
      try {
        insert.run(accountId, trimmed, userKeyOf(userId), passwordHash, serializeProfile(profile), nowMs)
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
      return { accountId, userId: trimmed, profile }
    },
    byId(accountId) {
      const row = byId.get(accountId)
      return row && { accountId: row.accountId, userId: row.userId, profile: parseProfile(row.profile) }
    },
    isTaken: (userId) => byKey.get(userKeyOf(userId)) !== undefined,
    writeProfile: (accountId, profile) => void write.run(serializeProfile(profile), accountId),
  }
}
