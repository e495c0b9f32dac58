// Migration 11: the meta-search partner a booking came from. A metaSearch conversation
// keeps the partner's referrer code, and the order it buys keeps it for good (the
// conversation is deleted once it ends), so an airline can count each partner's sales.
import type { Migration } from '../migrate'

export const referrerCode: Migration = {
  version: 11,
  name: 'meta-search referrer code',
  sql: `
-- Set by metaSearch; null for a conversation that began with a search.
ALTER TABLE conversations ADD COLUMN referrer_code TEXT;
-- Copied from the conversation that bought the order; null when it had none.
ALTER TABLE orders ADD COLUMN referrer_code TEXT;
`,
}
