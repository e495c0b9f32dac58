// The demo database's schema is its numbered migrations, applied in this order (migrate.ts).
// To change it, add a file to migrations/ with the next number and append it here; never
// edit or renumber one that has shipped, since files already past it will not run it
// again. A migration keeps the data: it alters or copies tables, it never drops orders,
// payments, holds or profiles. Numbering starts at 6, the version the last schema of the
// old drop-and-rebuild scheme carried (docs/decisions/numbered-migrations.md).
import type { Migration } from './migrate'
import { baseline } from './migrations/baseline'
import { contentAuthoring } from './migrations/content-authoring'
import { manageBooking } from './migrations/manage-booking'
import { orderConversations } from './migrations/order-conversations'
import { orderLedger } from './migrations/order-ledger'
import { refunds } from './migrations/refunds'
import { referrerCode } from './migrations/referrer-code'
import { upgradeCancellations } from './migrations/upgrade-cancellations'
import { historyDetails } from './migrations/history-details'
import { airportNames } from './migrations/airport-names'
import { accounts } from './migrations/accounts'
import { pendingPurchaseBuyer } from './migrations/pending-purchase-buyer'
import { mailLocale } from './migrations/mail-locale'
import { pendingPurchaseDetails } from './migrations/pending-purchase-details'
import { agentHistoryActor } from './migrations/agent-history-actor'
import { agentRemoval } from './migrations/agent-removal'
import { partnerProducts } from './migrations/partner-products'
import { droppedProducts } from './migrations/dropped-products'

export const migrations: readonly Migration[] = [
  baseline,
  manageBooking,
  orderConversations,
  refunds,
  upgradeCancellations,
  referrerCode,
  contentAuthoring,
  orderLedger,
  historyDetails,
  airportNames,
  accounts,
  pendingPurchaseBuyer,
  mailLocale,
  pendingPurchaseDetails,
  agentHistoryActor,
  agentRemoval,
  partnerProducts,
  droppedProducts,
]
