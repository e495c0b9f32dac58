// Migration 8: a conversation may work on a paid order (manage booking, adding seats,
// bags and extras) instead of a new booking; it names that order.
import type { Migration } from '../migrate'

export const orderConversations: Migration = {
  version: 8,
  name: 'conversations on an order',
  sql: `
-- The order a MODIFY conversation adds to (startTripChange); null for a booking.
ALTER TABLE conversations ADD COLUMN order_reference TEXT;
`,
}
