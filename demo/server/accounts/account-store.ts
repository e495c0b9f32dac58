// Travellers' accounts (table accounts): the sign-in name, the password's hash and the
// profile. This module is the only one that reads or writes the table (the sign-in, the
// session, the reset and the profile calls all come here). The sign-in name is compared
// through user_key (userKey: trimmed, lower case), so Ada@Example.com and ada@example.com
// are one account.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/open'
import { parseProfile, serializeProfile, type ProfileData } from './profile-data'
import { userKey } from './user-key'

export interface StoredAccount {
  accountId: string
  /** The sign-in email as it was typed */
  userId: string
  profile: ProfileData
}

interface NewAccount {
  /** A fixed id (the demo's own traveller); a new one otherwise. */
  accountId?: string
  userId: string
  passwordHash: string
  profile: ProfileData
}

export interface AccountStore {
  /** Stores a new account; false when the folded userId (or the fixed id) is taken: the table's unique keys say so. */
  insert(account: NewAccount, nowMs: number): StoredAccount | false
  byId(accountId: string): StoredAccount | undefined
  /** The account whose sign-in name is `userId`, compared folded. */
  byUserId(userId: string): StoredAccount | undefined
  isTaken(userId: string): boolean
  writeProfile(accountId: string, profile: ProfileData): void
  /** The account id and password hash for a sign-in name, compared folded; only the password check reads the hash. */
  passwordHash(userId: string): { accountId: string; hash: string } | undefined
  setPasswordHash(accountId: string, hash: string): void
}

interface AccountRow {
  accountId: string
  userId: string
  profile: string
}

// Two creates of one name at once: the second insert meets the unique user_key.
const isUniqueViolation = (error: unknown): boolean => {
  const code = error instanceof Error ? (error as { code?: string }).code : undefined
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

const columns = 'account_id AS accountId, user_id AS userId, profile'

export function accountStore(db: Db): AccountStore {
  const insert = db.prepare(
    'INSERT INTO accounts (account_id, user_id, user_key, password_hash, profile, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const byId = db.prepare<[string], AccountRow>(`SELECT ${columns} FROM accounts WHERE account_id = ?`)
  const byKey = db.prepare<[string], AccountRow>(`SELECT ${columns} FROM accounts WHERE user_key = ?`)
  const taken = db.prepare<[string], { n: number }>('SELECT 1 AS n FROM accounts WHERE user_key = ?')
  const write = db.prepare<[string, string]>('UPDATE accounts SET profile = ? WHERE account_id = ?')
  const hashOf = db.prepare<[string], { accountId: string; hash: string }>(
    'SELECT account_id AS accountId, password_hash AS hash FROM accounts WHERE user_key = ?',
  )
  const setHash = db.prepare<[string, string]>('UPDATE accounts SET password_hash = ? WHERE account_id = ?')
  const stored = (row: AccountRow | undefined): StoredAccount | undefined =>
    row && { accountId: row.accountId, userId: row.userId, profile: parseProfile(row.profile) }
  return {
    insert({ accountId = randomUUID(), userId, passwordHash, profile }, nowMs) {
      const trimmed = userId.trim()
      try {
        insert.run(accountId, trimmed, userKey(userId), passwordHash, serializeProfile(profile), nowMs)
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
      return { accountId, userId: trimmed, profile }
    },
    byId: (accountId) => stored(byId.get(accountId)),
    byUserId: (userId) => stored(byKey.get(userKey(userId))),
    isTaken: (userId) => taken.get(userKey(userId)) !== undefined,
    writeProfile: (accountId, profile) => void write.run(serializeProfile(profile), accountId),
    passwordHash: (userId) => hashOf.get(userKey(userId)),
    setPasswordHash: (accountId, hash) => void setHash.run(hash, accountId),
  }
}
