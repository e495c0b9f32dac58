// Failed sign-ins are counted on the server (rate-limiter-flexible on the demo's own
// SQLite database, so a restart forgets nothing): 5 per account, keyed by the folded
// sign-in name whether or not the account exists, and 20 per client (its socket address,
// never a header) in 15 minutes. Past either, every sign-in of that account or client is
// refused before its password is hashed, so a flood costs a lookup each. A success clears
// the account's count but never the client's, or a client could mix a password it knows
// into its guesses. Keys are hashed: the table names no email and no address.
import { RateLimiterSQLite } from 'rate-limiter-flexible'
import type { Db } from '../db/open'
import { secretHash } from './secret-token'

export interface SignInLimitOptions {
  perAccount: number
  perClient: number
  windowSeconds: number
}

export const defaultSignInLimits: SignInLimitOptions = { perAccount: 5, perClient: 20, windowSeconds: 15 * 60 }

/** The table the limiter keeps its counts in (created by the limiter, with its own schema). */
const tableName = 'sign_in_failures'

export interface SignInLimits {
  /** Seconds to wait (at least 1) when the account or the client has had its failures; undefined when it may try. */
  waitSeconds(accountKey: string, client: string): Promise<number | undefined>
  /** Counts a failed sign-in against both. */
  failed(accountKey: string, client: string): Promise<void>
  /** A sign-in succeeded: the account's failures are forgotten (the client's are not). */
  succeeded(accountKey: string): Promise<void>
}

// The limiter creates the table asynchronously when asked to; created here first, in its
// own schema, so the first count never races it.
const createTable = (db: Db) =>
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${tableName} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
  )

/**
 * A limiter counting in the table sign-in failures use (rate-limiter-flexible's SQLite
 * store), under its own key prefix: the reset requests' limits (reset-limits.ts) count there too.
 */
export function storedLimiter(db: Db, keyPrefix: string, points: number, windowSeconds: number): RateLimiterSQLite {
  createTable(db)
  return new RateLimiterSQLite({
    storeClient: db,
    storeType: 'better-sqlite3',
    tableName,
    tableCreated: true,
    keyPrefix,
    points,
    duration: windowSeconds,
  })
}

/** Deletes the counts whose window has ended, so the table holds only current ones. */
export function sweepEndedCounts(db: Db): () => void {
  createTable(db)
  const sweep = db.prepare<[number]>(`DELETE FROM ${tableName} WHERE expire < ?`)
  return () => void sweep.run(Date.now())
}

export function signInLimits(db: Db, options: SignInLimitOptions = defaultSignInLimits): SignInLimits {
  // Ended windows are swept at each failure.
  const sweep = sweepEndedCounts(db)
  const accounts = storedLimiter(db, 'account', options.perAccount, options.windowSeconds)
  const clients = storedLimiter(db, 'client', options.perClient, options.windowSeconds)
  const wait = async (limit: RateLimiterSQLite, key: string, points: number) => {
    const res = await limit.get(secretHash(key))
    return res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0
  }
  return {
    async waitSeconds(accountKey, client) {
      const seconds = Math.max(
        await wait(accounts, accountKey, options.perAccount),
        await wait(clients, client, options.perClient),
      )
      return seconds > 0 ? seconds : undefined
    },
    async failed(accountKey, client) {
      sweep()
      await accounts.penalty(secretHash(accountKey))
      await clients.penalty(secretHash(client))
    },
    async succeeded(accountKey) {
      await accounts.delete(secretHash(accountKey))
    },
  }
}
