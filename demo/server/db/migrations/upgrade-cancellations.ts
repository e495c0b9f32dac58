// Migration 10, cancelling upgrades: the cancel-upgrade conversations. Their refunds are
// rows of the refunds table (migration 9), under the conversation's key, so the trigger
// that keeps an order's refunds within what it was paid covers them too.
import type { Migration } from '../migrate'

export const upgradeCancellations: Migration = {
  version: 10,
  name: 'upgrade cancellations',
  sql: `
-- A cancel-upgrade conversation (cancelUpgradeProducts): the order and the segment indexes
-- (JSON array) whose upgrades it cancels. COMPLETED once its refund is made.
CREATE TABLE upgrade_cancellations (
  execution_key TEXT PRIMARY KEY,
  order_reference TEXT NOT NULL,
  segment_indexes TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED')),
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL
) WITHOUT ROWID;
`,
}
