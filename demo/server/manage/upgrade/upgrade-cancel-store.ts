// Cancel-upgrade conversations and the refunds they make. A conversation is keyed by its
// execution key, names its order and the segments whose upgrades it cancels, and ends
// after 30 minutes idle or with its refund. The refund is a row of the refunds table under
// the conversation's key: a confirm that finds one answers it again instead of refunding
// twice, and the table's trigger refuses a refund over what the order was paid.
import type { Db } from '../../db/open'
import type { CancelUpgradeResult } from '../../graphql/generated/resolvers'
import { newExecutionKey } from '../../shopping/conversations'
import { type PaymentShare, withChargedShares } from '../refund/refund-store'

export interface UpgradeCancelConversation {
  key: string
  reference: string
  segmentIndexes: number[]
  status: 'ACTIVE' | 'COMPLETED'
  lastUsedAt: number
}

/** The confirm's answer without the trip, which is read as it stands whenever it is answered. */
export type StoredUpgradeCancel = Omit<CancelUpgradeResult, 'trip'>

interface NewUpgradeRefund {
  reference: string
  key: string
  orderReference: string
  amount: number
  currency: string
  shares: PaymentShare[]
  result: StoredUpgradeCancel
}

export interface UpgradeCancelStore {
  /** Stores a new ACTIVE conversation on the order; answers its key. */
  start(reference: string, segmentIndexes: readonly number[], nowMs: number): string
  conversation(key: string): UpgradeCancelConversation | undefined
  touch(key: string, nowMs: number): void
  complete(key: string): void
  /** The refund the conversation made, if it made one. */
  resultOf(key: string): StoredUpgradeCancel | undefined
  /** Inside the caller's transaction; the database refuses a refund over what the order was paid. */
  insertRefund(refund: NewUpgradeRefund, nowMs: number): void
}

interface ConversationRow {
  key: string
  reference: string
  segmentIndexes: string
  status: 'ACTIVE' | 'COMPLETED'
  lastUsedAt: number
}

export function upgradeCancelStore(db: Db): UpgradeCancelStore {
  const insertConversation = db.prepare(
    `INSERT INTO upgrade_cancellations (execution_key, order_reference, segment_indexes, status, created_at, last_used_at)
     VALUES (?, ?, ?, 'ACTIVE', ?, ?)`,
  )
  const conversationRow = db.prepare<[string], ConversationRow>(
    `SELECT execution_key AS key, order_reference AS reference, segment_indexes AS segmentIndexes, status,
       last_used_at AS lastUsedAt FROM upgrade_cancellations WHERE execution_key = ?`,
  )
  const touch = db.prepare('UPDATE upgrade_cancellations SET last_used_at = ? WHERE execution_key = ?')
  const complete = db.prepare(`UPDATE upgrade_cancellations SET status = 'COMPLETED' WHERE execution_key = ?`)
  const resultRow = db.prepare<[string], { result: string }>('SELECT result FROM refunds WHERE execution_key = ?')
  const insertRefund = db.prepare(
    `INSERT INTO refunds (reference, execution_key, order_reference, target, amount, currency, shares, result, created_at)
     VALUES (?, ?, ?, 'ORIGINAL_PAYMENT', ?, ?, ?, ?, ?)`,
  )
  return {
    start(reference, segmentIndexes, nowMs) {
      const key = newExecutionKey()
      insertConversation.run(key, reference, JSON.stringify(segmentIndexes), nowMs, nowMs)
      return key
    },
    conversation(key) {
      const row = conversationRow.get(key)
      return row && { ...row, segmentIndexes: JSON.parse(row.segmentIndexes) as number[] }
    },
    touch: (key, nowMs) => void touch.run(nowMs, key),
    complete: (key) => void complete.run(key),
    resultOf(key) {
      const row = resultRow.get(key)
      return row && withChargedShares(JSON.parse(row.result) as StoredUpgradeCancel)
    },
    insertRefund: (r, nowMs) =>
      void insertRefund.run(
        r.reference,
        r.key,
        r.orderReference,
        r.amount,
        r.currency,
        JSON.stringify(r.shares),
        JSON.stringify(r.result),
        nowMs,
      ),
  }
}
