// Server-side sessions (the sessions table): the browser's cookie holds a random id, the
// table only its sha-256. A session ends after 30 minutes unused (idle) and 12 hours after
// sign-in whatever happens (docs/decisions/session-cookie.md); sign-out deletes it, and a
// password reset deletes every session of that person, as removing an agent does; a removed
// agent's session signs no one in even if one were left.
import type { Db } from '../db/open'
import type { SignedIn } from '../graphql/request-context'
import { agencyStore } from './agency-store'
import { looksLikeSecret, newSecret, secretHash } from './secret-token'
import { signedInOf } from './signed-in-of'

export const idleSessionMs = 30 * 60_000
export const absoluteSessionMs = 12 * 3_600_000
const touchEveryMs = 60_000

/** A session found by its id: who it signs in, and how long until it ends unless used again. */
interface OpenSession {
  who: SignedIn
  /** Seconds to the sooner of the idle and the absolute expiry. */
  remainingSeconds: number
}

export interface SessionStore {
  /** Stores a new session for `who`; answers its id (for the cookie only) and how long it lasts unused. */
  open(who: SignedIn): { id: string; remainingSeconds: number }
  /** The session of `id` when it has not ended; using it renews its idle expiry. */
  use(id: string): OpenSession | undefined
  /** Ends the session of `id` (nothing when there is none). */
  close(id: string): void
  /** Ends every session of `who`'s account (a traveller) or of the agent. */
  closeAllOf(who: SignedIn): void
}

interface SessionRow {
  accountId: string | null
  agentId: string | null
  idleExpiresAt: number
  expiresAt: number
}

export function sessionStore(db: Db, now: () => number): SessionStore {
  const insert = db.prepare<[string, string | null, string | null, number, number, number]>(
    'INSERT INTO sessions (id_hash, account_id, agent_id, created_at, idle_expires_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const find = db.prepare<[string], SessionRow>(
    `SELECT account_id AS accountId, agent_id AS agentId, idle_expires_at AS idleExpiresAt, expires_at AS expiresAt
       FROM sessions WHERE id_hash = ?`,
  )
  const touch = db.prepare<[number, string]>('UPDATE sessions SET idle_expires_at = ? WHERE id_hash = ?')
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id_hash = ?')
  const removeAccount = db.prepare<[string]>('DELETE FROM sessions WHERE account_id = ?')
  const removeAgent = db.prepare<[string]>('DELETE FROM sessions WHERE agent_id = ?')
  // Ended sessions are swept at each sign-in, so the table holds only the open ones and a few.
  const sweep = db.prepare<[number, number]>('DELETE FROM sessions WHERE idle_expires_at <= ? OR expires_at <= ?')
  const agencies = agencyStore(db)

  return {
    open(who) {
      const at = now()
      sweep.run(at, at)
      const id = newSecret()
      const expiresAt = at + absoluteSessionMs
      const idle = Math.min(at + idleSessionMs, expiresAt)
      insert.run(
        secretHash(id),
        who.kind === 'TRAVELLER' ? who.accountId : null,
        who.kind === 'AGENT' ? who.agentId : null,
        at,
        idle,
        expiresAt,
      )
      return { id, remainingSeconds: Math.round((idle - at) / 1000) }
    },
    use(id) {
      if (!looksLikeSecret(id)) return undefined
      const hash = secretHash(id)
      const row = find.get(hash)
      const at = now()
      if (!row || row.idleExpiresAt <= at || row.expiresAt <= at) {
        if (row) remove.run(hash)
        return undefined
      }
      const idle = Math.min(at + idleSessionMs, row.expiresAt)
      // Written at most once a minute per session: a traveller's every call need not be a write.
      if (idle - row.idleExpiresAt >= touchEveryMs) touch.run(idle, hash)
      const who = signedInOf(row, agencies)
      return who && { who, remainingSeconds: Math.round((idle - at) / 1000) }
    },
    close(id) {
      if (looksLikeSecret(id)) remove.run(secretHash(id))
    },
    closeAllOf(who) {
      if (who.kind === 'TRAVELLER') removeAccount.run(who.accountId)
      else removeAgent.run(who.agentId)
    },
  }
}
