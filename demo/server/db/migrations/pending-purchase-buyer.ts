// Migration 17, the buyer of a pending purchase: a purchase that waits for a card challenge
// or a ZZ Pay redirect becomes an order when the bank answers, in a call that carries no
// session, so the attempt keeps who was signed in when it was made, and the order is
// theirs as a direct purchase's would be (docs/profile-api.md).
import type { Migration } from '../migrate'

export const pendingPurchaseBuyer: Migration = {
  version: 17,
  name: 'pending purchase buyer',
  sql: `
-- JSON of the signed-in buyer ({ accountId } or { agencyId, agentId }); null for a guest.
ALTER TABLE purchase_attempts ADD COLUMN buyer TEXT;
`,
}
