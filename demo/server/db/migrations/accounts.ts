// Migration 16, accounts: travellers' accounts with their profiles, agencies with their
// agents, the sessions and password-reset keys that sign them in, the demo's outbox of
// mail, and which account or agency an order belongs to (docs/accounts.md). Secrets are
// kept only as hashes: passwords as argon2id hashes, session ids and reset keys as their
// sha-256, so a copy of the file signs nobody in.
import type { Migration } from '../migrate'

export const accounts: Migration = {
  version: 16,
  name: 'accounts and agencies',
  sql: `
-- user_id: the sign-in email as typed, compared through user_key (lower case, trimmed).
-- profile: JSON of the Profile's sections (personal, contact, travelDocuments,
-- loyaltyMemberships, preferences, companions).
CREATE TABLE accounts (
  account_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  user_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  profile TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
-- profile: JSON of the agency's name, address and contact.
CREATE TABLE agencies (
  agency_id TEXT PRIMARY KEY,
  iata_number TEXT NOT NULL UNIQUE,
  profile TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE agents (
  agent_id TEXT PRIMARY KEY,
  agency_id TEXT NOT NULL REFERENCES agencies(agency_id),
  login_id TEXT NOT NULL,
  login_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX agents_by_agency ON agents (agency_id);
-- One signed-in browser: a traveller's or an agent's, never both. id_hash is the sha-256 of
-- the cookie's random id. It ends at idle_expires_at unless used again, and at expires_at
-- whatever happens; sign-out and a password reset delete it.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  account_id TEXT REFERENCES accounts(account_id),
  agent_id TEXT REFERENCES agents(agent_id),
  created_at INTEGER NOT NULL,
  idle_expires_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  CHECK ((account_id IS NULL) <> (agent_id IS NULL))
) WITHOUT ROWID;
CREATE INDEX sessions_by_account ON sessions (account_id);
CREATE INDEX sessions_by_agent ON sessions (agent_id);
-- Single use: used_at is set when a password is reset with it; 30 minutes from created_at.
CREATE TABLE reset_keys (
  key_hash TEXT PRIMARY KEY,
  account_id TEXT REFERENCES accounts(account_id),
  agent_id TEXT REFERENCES agents(agent_id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  CHECK ((account_id IS NULL) <> (agent_id IS NULL))
) WITHOUT ROWID;
-- Mail the demo would send (reset links), shown at the demo's outbox page; a real
-- deployment sends mail instead and keeps nothing here.
CREATE TABLE outbox (
  mail_id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
-- criteria: JSON of a RecentSearch; the newest 5 per account are kept.
CREATE TABLE recent_searches (
  account_id TEXT NOT NULL REFERENCES accounts(account_id),
  search_key TEXT NOT NULL,
  criteria TEXT NOT NULL,
  searched_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, search_key)
) WITHOUT ROWID;
-- Who an order belongs to: the traveller's account (bought signed in, or attached by
-- createProfile), or the agency and agent that booked it (order_type AGENCY).
ALTER TABLE orders ADD COLUMN account_id TEXT REFERENCES accounts(account_id);
ALTER TABLE orders ADD COLUMN agency_id TEXT REFERENCES agencies(agency_id);
ALTER TABLE orders ADD COLUMN agent_id TEXT REFERENCES agents(agent_id);
CREATE INDEX orders_by_account ON orders (account_id);
CREATE INDEX orders_by_agency ON orders (agency_id);
`,
}
