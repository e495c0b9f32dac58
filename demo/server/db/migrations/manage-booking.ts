// Migration 7, manage booking: an order gets a second identifier and the channel it was
// made through, and the airline's schedule changes and the check-in sequence numbers get
// tables of their own.
import type { Migration } from '../migrate'
import { referenceAlphabet } from '../../booking/booking-reference'

// 'O' and 15 characters of the booking-reference alphabet, drawn per row: the same shape
// newOrderId (booking/order-id.ts) gives new orders.
const randomOrderId = `'O' || ${Array.from(
  { length: 15 },
  () => `substr('${referenceAlphabet}', abs(random() % ${referenceAlphabet.length}) + 1, 1)`,
).join(' || ')}`

export const manageBooking: Migration = {
  version: 7,
  name: 'manage booking',
  sql: `
-- Every order has one (written with the order; the empty default only lets the column be
-- added to stored rows, which get theirs just below).
ALTER TABLE orders ADD COLUMN order_id TEXT NOT NULL DEFAULT '';
UPDATE orders SET order_id = ${randomOrderId};
CREATE UNIQUE INDEX orders_by_order_id ON orders (order_id);
-- How the order was made: ONLINE (a guest on this storefront), AGENCY or CALL_CENTER.
ALTER TABLE orders ADD COLUMN order_type TEXT NOT NULL DEFAULT 'ONLINE'
  CHECK (order_type IN ('ONLINE', 'AGENCY', 'CALL_CENTER'));

-- A segment of an order the airline moved: the times as the traveller last accepted them
-- and as the airline flies it now. Unconfirmed until the traveller accepts it; a further
-- move before that updates the same row.
CREATE TABLE schedule_changes (
  id INTEGER PRIMARY KEY,
  order_reference TEXT NOT NULL,
  segment_index INTEGER NOT NULL,
  previous_departure TEXT NOT NULL,
  previous_arrival TEXT NOT NULL,
  departure TEXT NOT NULL,
  arrival TEXT NOT NULL,
  confirmed INTEGER NOT NULL DEFAULT 0 CHECK (confirmed IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX schedule_changes_by_order ON schedule_changes (order_reference, confirmed);

-- Check-in sequence numbers, counted per dated flight from 1: a passenger keeps the
-- number first given for a flight.
CREATE TABLE check_in_sequences (
  flight_instance_id INTEGER NOT NULL,
  order_reference TEXT NOT NULL,
  passenger_id TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  PRIMARY KEY (flight_instance_id, order_reference, passenger_id),
  UNIQUE (flight_instance_id, sequence)
) WITHOUT ROWID;
`,
}
