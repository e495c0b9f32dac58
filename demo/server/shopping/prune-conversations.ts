// Retention of shopping conversations. A conversation that never became an order is
// deleted, with the personal data of its passengers and everything else it left, once it
// has been idle for the idle limit plus `retentionMs`. An order keeps its own copy of its
// passengers and contact (orders.details), so a conversation that became an order loses
// only its own row and its passengers row; the order, its payments, its sold seats and its
// purchase attempts stay.
import type { Db } from '../db/open'
import { idleLimitMs } from './conversations'

/** How long an expired conversation is kept after its idle limit, before it is deleted. */
export const retentionMs = 24 * 60 * 60_000

/** At most this many conversations are deleted per run, so one run never holds the database long. */
const pruneBatchSize = 500

/** How often the server prunes. */
export const pruneIntervalMs = 5 * 60_000

/** Deletes up to `limit` conversations (and `limit` cancel-and-refund ones) past retention with their data; returns how many went. */
export function pruneConversations(db: Db, now: number, limit = pruneBatchSize): number {
  const select = db.prepare<[number, number], { key: string; ordered: number }>(
    `SELECT c.execution_key AS key, EXISTS (SELECT 1 FROM orders o WHERE o.execution_key = c.execution_key) AS ordered
     FROM conversations c WHERE c.last_used_at < ? ORDER BY c.last_used_at LIMIT ?`,
  )
  const abandonedOnly = [
    'DELETE FROM seat_holds WHERE execution_key = ? AND order_reference IS NULL',
    'DELETE FROM ancillary_selections WHERE execution_key = ?',
    'DELETE FROM conversion_offers WHERE execution_key = ?',
    'DELETE FROM purchase_attempts WHERE execution_key = ?',
  ].map((sql) => db.prepare<[string]>(sql))
  const always = [
    'DELETE FROM conversation_passengers WHERE execution_key = ?',
    'DELETE FROM conversations WHERE execution_key = ?',
  ].map((sql) => db.prepare<[string]>(sql))
  // Cancel-and-refund conversations hold only an order reference and passenger ids; a
  // refund keeps its own row (refunds), so they go past the same retention whatever their state.
  const staleRefundConversations = db.prepare<[number, number]>(
    `DELETE FROM refund_conversations WHERE execution_key IN
       (SELECT execution_key FROM refund_conversations WHERE last_used_at < ? ORDER BY last_used_at LIMIT ?)`,
  )
  return db.transaction(() => {
    const before = now - idleLimitMs - retentionMs
    const stale = select.all(before, limit)
    for (const { key, ordered } of stale) {
      if (!ordered) for (const statement of abandonedOnly) statement.run(key)
      for (const statement of always) statement.run(key)
    }
    return stale.length + staleRefundConversations.run(before, limit).changes
  })()
}
