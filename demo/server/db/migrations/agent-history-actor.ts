// Migration 20, the agent in an order's history: an agency's agent books and changes its
// orders, and the history says so (actor AGENT) rather than naming the traveller. SQLite
// cannot change a CHECK constraint in place, so the table is copied into one that allows
// AGENT, every row and id kept, and the old copy goes.
import type { Migration } from '../migrate'

export const agentHistoryActor: Migration = {
  version: 20,
  name: 'agent history actor',
  sql: `
CREATE TABLE order_history_new (
  id INTEGER PRIMARY KEY,
  order_reference TEXT NOT NULL,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('TRAVELLER', 'AGENT', 'AIRLINE', 'SYSTEM')),
  action TEXT NOT NULL,
  summary TEXT NOT NULL,
  currency TEXT NOT NULL,
  paid INTEGER CHECK (paid > 0),
  refunded INTEGER CHECK (refunded > 0),
  details TEXT
);
INSERT INTO order_history_new (id, order_reference, at, actor, action, summary, currency, paid, refunded, details)
  SELECT id, order_reference, at, actor, action, summary, currency, paid, refunded, details FROM order_history;
DROP TABLE order_history;
ALTER TABLE order_history_new RENAME TO order_history;
CREATE INDEX order_history_by_order ON order_history (order_reference, id);
`,
}
