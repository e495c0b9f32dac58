// Migration 19, the order details of a pending purchase: a purchase that waits for a card
// challenge or a ZZ Pay redirect becomes an order when the bank answers, in a call that
// carries only the challenge id, so the attempt keeps what the purchase said of the order
// besides the buyer (migration 17): the billing address, the language and the remarks.
import type { Migration } from '../migrate'

export const pendingPurchaseDetails: Migration = {
  version: 19,
  name: 'pending purchase details',
  sql: `
-- JSON { billing, languageForBooking, remarks } while PENDING (never card data), cleared
-- with the payment and the buyer when the attempt ends.
ALTER TABLE purchase_attempts ADD COLUMN details TEXT;
`,
}
