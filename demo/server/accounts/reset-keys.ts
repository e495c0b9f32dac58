// Password-reset keys: random, kept as their sha-256, good for 30 minutes and for one
// reset. The key travels only in the mail's link, in its fragment (#/...?key=), so no
// request line, access log or Referer ever carries it. A removed agent's keys reset nothing.
import type { Db } from '../db/open'
import type { SignedIn } from '../graphql/request-context'
import { agencyStore } from './agency-store'
import { looksLikeSecret, newSecret, secretHash } from './secret-token'
import { signedInOf } from './signed-in-of'

export const resetKeyMs = 30 * 60_000

export interface ResetKeys {
  /** A new key for `who`, stored hashed; the key itself goes only into the mail. */
  issue(who: SignedIn): string
  /** Who `key` resets when it is known, unused and under 30 minutes old; undefined otherwise. */
  holder(key: string): SignedIn | undefined
  /**
   * As `holder`, and `set` then runs
   * (the new password) and the key is used up, both or neither. Undefined otherwise.
   */
  redeem(key: string, set: (who: SignedIn) => void): SignedIn | undefined
}

interface KeyRow {
  accountId: string | null
  agentId: string | null
  expiresAt: number
  usedAt: number | null
}

export function resetKeys(db: Db, now: () => number): ResetKeys {
  const insert = db.prepare<[string, string | null, string | null, number, number]>(
    'INSERT INTO reset_keys (key_hash, account_id, agent_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const find = db.prepare<[string], KeyRow>(
    `SELECT account_id AS accountId, agent_id AS agentId, expires_at AS expiresAt, used_at AS usedAt
       FROM reset_keys WHERE key_hash = ?`,
  )
  const use = db.prepare<[number, string]>('UPDATE reset_keys SET used_at = ? WHERE key_hash = ? AND used_at IS NULL')
  // Keys a day past their end are of no use, not even to say "expired": swept at each issue.
  const sweep = db.prepare<[number]>('DELETE FROM reset_keys WHERE expires_at < ?')
  const agencies = agencyStore(db)
  function holder(key: string): SignedIn | undefined {
    if (!looksLikeSecret(key)) return undefined
    const row = find.get(secretHash(key))
    if (!row || row.usedAt !== null || row.expiresAt <= now()) return undefined
    return signedInOf(row, agencies)
  }
  return {
    issue(who) {
      const at = now()
      sweep.run(at - 86_400_000)
      const key = newSecret()
      insert.run(
        secretHash(key),
        who.kind === 'TRAVELLER' ? who.accountId : null,
        who.kind === 'AGENT' ? who.agentId : null,
        at,
        at + resetKeyMs,
      )
      return key
    },
    holder,
    redeem(key, set) {
      return db.transaction(() => {
        const who = holder(key)
        if (!who || use.run(now(), secretHash(key)).changes !== 1) return undefined
        set(who)
        return who
      })()
    },
  }
}
