// Migration 22, partner products (docs/products.md): insurance, refund protection,
// cancel-for-any-reason, cars and hotels share one lifecycle. A provider's offer is saved
// as a quote that expires; a cart holds one quote per kind; a purchase turns each into an
// order product, confirmed with its provider under an idempotency key; a cancel (or a CFAR
// exercise) is previewed, then confirmed. Money is integer minor units.
import type { Migration } from '../migrate'

export const partnerProducts: Migration = {
  version: 22,
  name: 'partner products',
  sql: `
CREATE TABLE product_quotes (
  quote_id TEXT PRIMARY KEY,
  -- the conversation it was offered in (a booking, or a MODIFY conversation of an order)
  conversation_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('INSURANCE', 'REFUND_PROTECTION', 'CFAR', 'CAR', 'HOTEL')),
  provider TEXT NOT NULL,
  title TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  terms_url TEXT NOT NULL,
  terms_version TEXT NOT NULL,
  -- what the provider needs to book it and the page to show it, JSON (ProductDetails of
  -- demo/server/products/product.ts); never personal data
  details TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX product_quotes_by_conversation ON product_quotes (conversation_key);

-- The products in a conversation's cart: one quote per kind.
CREATE TABLE cart_products (
  conversation_key TEXT NOT NULL,
  kind TEXT NOT NULL,
  quote_id TEXT NOT NULL REFERENCES product_quotes (quote_id),
  PRIMARY KEY (conversation_key, kind)
) WITHOUT ROWID;

CREATE TABLE order_products (
  product_id TEXT PRIMARY KEY,
  order_reference TEXT NOT NULL,
  quote_id TEXT NOT NULL REFERENCES product_quotes (quote_id),
  kind TEXT NOT NULL CHECK (kind IN ('INSURANCE', 'REFUND_PROTECTION', 'CFAR', 'CAR', 'HOTEL')),
  provider TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('CREATED', 'CONFIRMED', 'VOIDED', 'CANCELLED', 'EXERCISED', 'FAILED')),
  -- the provider's own reference; null until CONFIRMED
  reference TEXT,
  title TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= price),
  currency TEXT NOT NULL,
  terms_url TEXT NOT NULL,
  terms_version TEXT NOT NULL,
  details TEXT NOT NULL,
  -- the key the provider booked it under (purchase's idempotency key and the kind): a retry
  -- books nothing twice
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  ended_at INTEGER
) WITHOUT ROWID;
CREATE INDEX order_products_by_order ON order_products (order_reference, created_at);

-- What a cancel (or a CFAR exercise) of a product gives back, as previewed; confirmed once.
CREATE TABLE product_cancel_previews (
  preview_id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES order_products (product_id),
  action TEXT NOT NULL CHECK (action IN ('CANCEL', 'EXERCISE')),
  refund INTEGER NOT NULL CHECK (refund >= 0),
  penalty INTEGER NOT NULL CHECK (penalty >= 0),
  -- the hotel penalty that applied, JSON, or null
  applied_penalty TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;

-- What each provider has sold of its limited stock (cars of a class at a desk, rooms of a
-- type), per local date: sold out between quote and book is read here.
CREATE TABLE product_stock (
  kind TEXT NOT NULL,
  item TEXT NOT NULL,
  day TEXT NOT NULL,
  sold INTEGER NOT NULL CHECK (sold >= 0),
  PRIMARY KEY (kind, item, day)
) WITHOUT ROWID;

-- The cancel-for-any-reason provider's analytics: what travellers did with its offers.
CREATE TABLE cfar_events (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('OFFERS_SHOWN', 'OFFER_CHOSEN', 'OFFERS_DECLINED', 'EXERCISE_STARTED')),
  at INTEGER NOT NULL
);

-- Wallet payment sessions (Apple Pay merchant validation, Google Pay parameters) of a conversation.
CREATE TABLE wallet_sessions (
  session_id TEXT PRIMARY KEY,
  conversation_key TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('APPLE_PAY', 'GOOGLE_PAY')),
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Purchase captchas already used: a solved challenge pays once.
CREATE TABLE used_captchas (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
`,
}
