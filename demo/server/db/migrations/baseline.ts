// Migration 6, the baseline: every table as the last drop-and-rebuild schema (user_version 6)
// created them, so a file written then is already at this version and is kept as it is.
import type { Migration } from '../migrate'

export const baseline: Migration = {
  version: 6,
  name: 'baseline',
  sql: `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE airlines (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE airports (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  is_hub INTEGER NOT NULL,
  -- {"terminals": {"ZZ": "5", "*": "5"}, "piers": ["A", "B"]}
  facilities TEXT NOT NULL
);

CREATE TABLE equipment (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- SeatMap in demo/server/seed/equipment.ts
  seat_map TEXT NOT NULL
);

CREATE TABLE schedule_patterns (
  id INTEGER PRIMARY KEY,
  airline_code TEXT NOT NULL REFERENCES airlines(code),
  flight_number TEXT NOT NULL,
  operating_airline_code TEXT NOT NULL REFERENCES airlines(code),
  operating_flight_number TEXT NOT NULL,
  leg_seq INTEGER NOT NULL,
  origin TEXT NOT NULL REFERENCES airports(code),
  destination TEXT NOT NULL REFERENCES airports(code),
  departure_time TEXT NOT NULL,
  day_offset INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  days_mask INTEGER NOT NULL,
  equipment_code TEXT NOT NULL REFERENCES equipment(code),
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  UNIQUE (airline_code, flight_number, leg_seq)
);

CREATE TABLE flight_instances (
  id INTEGER PRIMARY KEY,
  pattern_id INTEGER NOT NULL REFERENCES schedule_patterns(id),
  airline_code TEXT NOT NULL,
  flight_number TEXT NOT NULL,
  operating_airline_code TEXT NOT NULL,
  operating_flight_number TEXT NOT NULL,
  -- Local departure date of the flight's first leg: what "flight ZZ123 on <date>" means.
  flight_date TEXT NOT NULL,
  leg_seq INTEGER NOT NULL,
  origin TEXT NOT NULL,
  destination TEXT NOT NULL,
  departure_date TEXT NOT NULL,
  scheduled_departure TEXT NOT NULL,
  scheduled_arrival TEXT NOT NULL,
  departure_utc INTEGER NOT NULL,
  arrival_utc INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  equipment_code TEXT NOT NULL
);

CREATE UNIQUE INDEX flight_instances_by_flight ON flight_instances (airline_code, flight_number, flight_date, leg_seq);
CREATE INDEX flight_instances_by_operating_flight ON flight_instances (operating_airline_code, operating_flight_number, flight_date);
CREATE INDEX flight_instances_by_route ON flight_instances (origin, destination, departure_date);
CREATE INDEX flight_instances_by_origin ON flight_instances (origin, departure_date);

-- Shopping -------------------------------------------------------------------

-- Codes a search may carry. percent_off applies to fares, never taxes; months, when
-- set, limits it to parts departing in those months (comma-separated 1-12).
CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY,
  percent_off INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  months TEXT,
  description TEXT NOT NULL
);

-- Seats sold by bookings per dated leg and brand fare bucket. The demand curve in
-- demo/server/shopping/inventory.ts adds the seats sold before the demo started.
CREATE TABLE seat_inventory (
  flight_instance_id INTEGER NOT NULL,
  brand_id TEXT NOT NULL,
  sold INTEGER NOT NULL CHECK (sold >= 0),
  PRIMARY KEY (flight_instance_id, brand_id)
) WITHOUT ROWID;

-- One shopping conversation per execution key.
CREATE TABLE conversations (
  execution_key TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  -- ACTIVE or COMPLETED; expiry is computed from last_used_at
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED')),
  -- the last search's validated criteria, JSON
  criteria TEXT,
  -- offerRefs chosen with addItinerary, JSON array
  selected_offers TEXT,
  -- the priced cart, JSON
  cart TEXT
) WITHOUT ROWID;
CREATE INDEX conversations_by_last_used ON conversations (last_used_at);

-- Booking --------------------------------------------------------------------
-- Passengers and contact of a conversation, JSON. Personal data: never logged.
CREATE TABLE conversation_passengers (
  execution_key TEXT PRIMARY KEY,
  passengers TEXT NOT NULL,
  contact TEXT NOT NULL
) WITHOUT ROWID;
-- A seat of a dated leg, held by a conversation's passenger, or sold once
-- order_reference is set. The UNIQUE constraint is what keeps two buyers off one seat.
CREATE TABLE seat_holds (
  flight_instance_id INTEGER NOT NULL,
  seat_number TEXT NOT NULL,
  execution_key TEXT NOT NULL,
  segment_index INTEGER NOT NULL,
  passenger_id TEXT NOT NULL,
  price INTEGER NOT NULL,
  order_reference TEXT,
  UNIQUE (flight_instance_id, seat_number),
  UNIQUE (execution_key, segment_index, passenger_id)
);
-- Extra bags and extras chosen in a conversation.
CREATE TABLE ancillary_selections (
  execution_key TEXT NOT NULL,
  code TEXT NOT NULL,
  passenger_id TEXT NOT NULL,
  part_index INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (execution_key, code, passenger_id, part_index)
) WITHOUT ROWID;
-- One row per purchase attempt: the idempotency key's answer (a retry never
-- creates a second order or charge).
CREATE TABLE purchase_attempts (
  execution_key TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  -- sha256 (hex) of the canonical request: the same key with another request is refused
  -- (never the card number or security code; see purchaseRequestHash)
  request_hash TEXT NOT NULL,
  -- PENDING (challenge or redirect), DONE, FAILED (declined, abandoned for a newer
  -- attempt, or the cart changed before the bank answered)
  state TEXT NOT NULL,
  challenge_id TEXT UNIQUE,
  -- the PurchaseResult or the error's code and message, JSON
  result TEXT,
  -- the payment method while PENDING (never the card number), JSON
  payment TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (execution_key, idempotency_key)
) WITHOUT ROWID;
CREATE TABLE orders (
  reference TEXT PRIMARY KEY,
  execution_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('CONFIRMED', 'HELD', 'CANCELLED')),
  hold_expires_at INTEGER,
  currency TEXT NOT NULL,
  total INTEGER NOT NULL,
  -- the last name searched with the reference (manage booking, pay later)
  last_name TEXT NOT NULL,
  -- JSON: passengers and contact, segments, seats, ancillaries, billing, remarks
  details TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
-- Charges of an order: brand and last four digits only, never the card number.
CREATE TABLE payments (
  order_reference TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  -- sha256 of the request the key stood for: the same key with another request is refused
  request_hash TEXT NOT NULL,
  type TEXT NOT NULL,
  card_type TEXT,
  last4 TEXT,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  -- monthly installments (cards), when more than one
  installments INTEGER,
  -- what the card was charged when a currency conversion offer was accepted
  charged_amount INTEGER,
  charged_currency TEXT,
  conversion_rate TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (order_reference, idempotency_key)
) WITHOUT ROWID;
-- Dynamic currency conversion offers: a conversation's cart amount in a card's
-- currency, valid until expires_at (payment page).
CREATE TABLE conversion_offers (
  id TEXT PRIMARY KEY,
  execution_key TEXT NOT NULL,
  bin TEXT NOT NULL,
  original_amount INTEGER NOT NULL,
  original_currency TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  rate TEXT NOT NULL,
  markup_per_mille INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
`,
}
