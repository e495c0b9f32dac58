// Wallet payment sessions and used purchase captchas (migration 22). This module is the
// only one that reads or writes the two tables.
import type { Db } from '../../db/open'

interface WalletSessionRecord {
  sessionId: string
  conversationKey: string
  method: 'APPLE_PAY' | 'GOOGLE_PAY'
  /** The cart's total when the session began, minor units */
  amount: number
  currency: string
  expiresAt: number
}

export interface WalletStore {
  saveSession(session: WalletSessionRecord): void
  session(sessionId: string): WalletSessionRecord | undefined
  /** Marks a captcha's signature used; false when it was used before (a solution pays once). */
  spendCaptcha(signature: string, expiresAt: number, nowMs: number): boolean
}

export function walletStore(db: Db): WalletStore {
  const insertSession = db.prepare(
    'INSERT INTO wallet_sessions (session_id, conversation_key, method, amount, currency, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const sessionById = db.prepare<[string], WalletSessionRecord>(
    `SELECT session_id AS sessionId, conversation_key AS conversationKey, method, amount, currency,
       expires_at AS expiresAt FROM wallet_sessions WHERE session_id = ?`,
  )
  const forgetUsed = db.prepare('DELETE FROM used_captchas WHERE expires_at < ?')
  const insertUsed = db.prepare('INSERT OR IGNORE INTO used_captchas (signature, expires_at) VALUES (?, ?)')
  return {
    saveSession(s) {
      insertSession.run(s.sessionId, s.conversationKey, s.method, s.amount, s.currency, s.expiresAt)
    },
    session: (sessionId) => sessionById.get(sessionId),
    spendCaptcha(signature, expiresAt, nowMs) {
      // Expired solutions are refused before they get here, so their rows can go.
      forgetUsed.run(nowMs)
      return insertUsed.run(signature, expiresAt).changes === 1
    },
  }
}
