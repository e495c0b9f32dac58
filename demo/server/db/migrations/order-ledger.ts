// Migration 13, one ledger per order and its version. Every movement of an order's money
// is a row of order_ledger: the charges of its payments and the refunds (both written by
// triggers on those tables, so no code path can leave one out), and the money an exchange
// gives back or keeps as credit and the fees (written by the code that makes them). The
// database refuses a row that would give back more than the order was charged. An order's
// version counts its changes: a change of it priced on one version is paid only on that
// version (booking/order-to-change.ts).
import type { Migration } from '../migrate'

export const orderLedger: Migration = {
  version: 13,
  name: 'order ledger and versions',
  sql: `
-- One more with every change of the order (its holdings, status or money).
ALTER TABLE orders ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- A conversation on an order (startTripChange): the order's version it was started on.
ALTER TABLE conversations ADD COLUMN order_version INTEGER;

-- kind: CHARGE (taken from a payment), REFUND (back to the order's payments), CREDIT
-- (given back as credit: a travel credit, or an exchange's residual kept on the trip), FEE
-- (a fee the airline kept: a change fee, a cancellation fee; it is part of a charge or
-- kept out of what came back, so it moves no money of its own). amount: minor units of
-- currency, always positive. source: what made it, 'payment:<idempotency key>',
-- 'refund:<refund reference>' or 'exchange:<conversation key>'.
CREATE TABLE order_ledger (
  id INTEGER PRIMARY KEY,
  order_reference TEXT NOT NULL,
  at INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('CHARGE', 'REFUND', 'CREDIT', 'FEE')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  source TEXT NOT NULL
);
CREATE INDEX order_ledger_by_order ON order_ledger (order_reference, kind);

-- What the stored orders moved so far, oldest first: payments, refunds, and the money
-- exchanges gave back, which only their history entries and the trip's credit held.
INSERT INTO order_ledger (order_reference, at, kind, amount, currency, source)
SELECT order_reference, at, kind, amount, currency, source FROM (
  SELECT order_reference, created_at AS at, 'CHARGE' AS kind, amount, currency, 'payment:' || idempotency_key AS source
    FROM payments WHERE amount > 0
  UNION ALL
  SELECT order_reference, created_at, CASE target WHEN 'TRAVEL_CREDIT' THEN 'CREDIT' ELSE 'REFUND' END, amount, currency,
      'refund:' || reference
    FROM refunds WHERE amount > 0
  UNION ALL
  SELECT order_reference, at, 'REFUND', refunded, currency, 'exchange:history-' || id
    FROM order_history WHERE action = 'FLIGHTS_CHANGED' AND refunded > 0
  UNION ALL
  SELECT reference, created_at, 'CREDIT', json_extract(details, '$.credit'), currency, 'exchange:credit'
    FROM orders WHERE json_extract(details, '$.credit') > 0
) ORDER BY at;

-- Money back (refunds and credits) never exceeds what the order was charged.
CREATE TRIGGER order_ledger_back_within_charged BEFORE INSERT ON order_ledger
WHEN NEW.kind IN ('REFUND', 'CREDIT') AND NEW.amount
  + (SELECT COALESCE(SUM(amount), 0) FROM order_ledger WHERE order_reference = NEW.order_reference AND kind IN ('REFUND', 'CREDIT'))
  > (SELECT COALESCE(SUM(amount), 0) FROM order_ledger WHERE order_reference = NEW.order_reference AND kind = 'CHARGE')
BEGIN
  SELECT RAISE(ABORT, 'money back may not exceed what the order was charged');
END;

-- A ledger is written once: its rows are never changed or removed.
CREATE TRIGGER order_ledger_no_update BEFORE UPDATE ON order_ledger
BEGIN
  SELECT RAISE(ABORT, 'the order ledger is append-only');
END;
CREATE TRIGGER order_ledger_no_delete BEFORE DELETE ON order_ledger
BEGIN
  SELECT RAISE(ABORT, 'the order ledger is append-only');
END;

-- Every payment's charge and every refund go into the ledger with it.
CREATE TRIGGER payments_to_ledger AFTER INSERT ON payments WHEN NEW.amount > 0
BEGIN
  INSERT INTO order_ledger (order_reference, at, kind, amount, currency, source)
  VALUES (NEW.order_reference, NEW.created_at, 'CHARGE', NEW.amount, NEW.currency, 'payment:' || NEW.idempotency_key);
END;
CREATE TRIGGER refunds_to_ledger AFTER INSERT ON refunds WHEN NEW.amount > 0
BEGIN
  INSERT INTO order_ledger (order_reference, at, kind, amount, currency, source)
  VALUES (NEW.order_reference, NEW.created_at, CASE NEW.target WHEN 'TRAVEL_CREDIT' THEN 'CREDIT' ELSE 'REFUND' END,
    NEW.amount, NEW.currency, 'refund:' || NEW.reference);
END;
`,
}
