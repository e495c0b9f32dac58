// Migration 9, cancel and refund: every change of an order in its history, the
// cancel-and-refund conversations, the refunds they make and the travel credits issued.
import type { Migration } from '../migrate'

export const refunds: Migration = {
  version: 9,
  name: 'order history and refunds',
  sql: `
-- Every change of an order, oldest first (Trip.history): who made it, what it was, when,
-- and the money it moved. No personal data: passengers are named by their ids.
CREATE TABLE order_history (
  id INTEGER PRIMARY KEY,
  order_reference TEXT NOT NULL,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('TRAVELLER', 'AIRLINE', 'SYSTEM')),
  action TEXT NOT NULL,
  summary TEXT NOT NULL,
  currency TEXT NOT NULL,
  paid INTEGER CHECK (paid > 0),
  refunded INTEGER CHECK (refunded > 0)
);
CREATE INDEX order_history_by_order ON order_history (order_reference, id);

-- A cancel-and-refund conversation (getCancelAndRefund): the order it cancels and the
-- passengers or parts asked for, JSON arrays or null for all. COMPLETED once its refund is made.
CREATE TABLE refund_conversations (
  execution_key TEXT PRIMARY KEY,
  order_reference TEXT NOT NULL,
  passenger_ids TEXT,
  part_indexes TEXT,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED')),
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL
) WITHOUT ROWID;

-- One refund per conversation (its primary key is what makes a repeated confirm refund
-- once). shares: JSON, how much went back to each of the order's payments (by their
-- order of payment). result: the confirm's answer, JSON, repeated to a confirm sent again.
CREATE TABLE refunds (
  reference TEXT PRIMARY KEY,
  execution_key TEXT NOT NULL UNIQUE,
  order_reference TEXT NOT NULL,
  target TEXT NOT NULL CHECK (target IN ('ORIGINAL_PAYMENT', 'TRAVEL_CREDIT')),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL,
  shares TEXT NOT NULL,
  result TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX refunds_by_order ON refunds (order_reference);

-- The sum refunded never exceeds what the order was paid: the database refuses the row.
CREATE TRIGGER refunds_within_paid BEFORE INSERT ON refunds
WHEN NEW.amount + (SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE order_reference = NEW.order_reference)
  > (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE order_reference = NEW.order_reference)
BEGIN
  SELECT RAISE(ABORT, 'a refund may not exceed what the order was paid');
END;

-- A travel credit (a refund with target TRAVEL_CREDIT): its code pays a new booking until
-- valid_until (YYYY-MM-DD). email: where the code was sent (personal data, never logged).
CREATE TABLE travel_credits (
  code TEXT PRIMARY KEY,
  refund_reference TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  email TEXT
) WITHOUT ROWID;
`,
}
