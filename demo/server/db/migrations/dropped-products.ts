// Migration 23, dropped products (docs/products.md): a product its provider did not book
// for a purchase (refused, sold out, timed out, or its quote expired) is kept in
// order_products under its idempotency key, FAILED (or VOIDED, once a timed-out confirm
// was voided), with why: a purchase sent again answers the same droppedProducts, and the
// key is never booked again.
import type { Migration } from '../migrate'

export const droppedProducts: Migration = {
  version: 23,
  name: 'dropped products',
  sql: `
ALTER TABLE order_products ADD COLUMN dropped_reason TEXT
  CHECK (dropped_reason IN ('PROVIDER_TIMEOUT', 'PROVIDER_FAILED', 'SOLD_OUT', 'QUOTE_EXPIRED'));
`,
}
