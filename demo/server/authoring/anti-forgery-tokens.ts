// Anti-forgery tokens (table csrf_tokens): a save carries one, issued to the signed-in
// account by the token address and valid for ten minutes. A page of another site cannot
// read it, so it cannot make the author's browser save. Each request of the token address
// issues a new one; an account keeps only its newest few, so asking in a loop grows nothing.
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/open'

export const tokenLifetimeMs = 10 * 60_000
/** Tokens an account may hold at once (one per open authoring tab, with room to spare). */
const tokensPerAccount = 20

export interface TokenStore {
  issue(account: string): string
  /** True for a token issued to this account that has not expired. */
  isValid(token: string, account: string): boolean
  /** Drops every token of the account (it signed out). */
  revoke(account: string): void
}

/** `clock`: epoch ms, the real time even when the demo's "now" is frozen, or no token would ever expire. */
export function tokenStore(db: Db, clock: () => number): TokenStore {
  const insert = db.prepare('INSERT INTO csrf_tokens (token, account, expires_at) VALUES (?, ?, ?)')
  const dropExpired = db.prepare('DELETE FROM csrf_tokens WHERE expires_at <= ?')
  const dropOldest = db.prepare(
    `DELETE FROM csrf_tokens WHERE account = @account AND token NOT IN
       (SELECT token FROM csrf_tokens WHERE account = @account ORDER BY id DESC LIMIT @keep)`,
  )
  const find = db.prepare<[string, string, number], { token: string }>(
    'SELECT token FROM csrf_tokens WHERE token = ? AND account = ? AND expires_at > ?',
  )
  const dropAccount = db.prepare('DELETE FROM csrf_tokens WHERE account = ?')
  const issue = db.transaction((account: string) => {
    const at = clock()
    dropExpired.run(at)
    const token = randomBytes(32).toString('base64url')
    insert.run(token, account, at + tokenLifetimeMs)
    dropOldest.run({ account, keep: tokensPerAccount })
    return token
  })
  return {
    issue: (account) => issue(account),
    isValid: (token, account) => find.get(token, account, clock()) !== undefined,
    revoke: (account) => void dropAccount.run(account),
  }
}
