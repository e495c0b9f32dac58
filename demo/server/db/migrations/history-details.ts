// Migration 14, history details: what a change named besides its kind (the flights it
// concerned, the seats it could not keep, a refund's reference) as data, so the trip page
// words each entry in the traveller's language rather than showing the server's English.
import type { Migration } from '../migrate'

export const historyDetails: Migration = {
  version: 14,
  name: 'history details',
  sql: `
-- JSON (manage/history/order-history.ts, HistoryDetails); null for an entry whose kind
-- says all there is, and for the entries written before this column.
ALTER TABLE order_history ADD COLUMN details TEXT;
`,
}
