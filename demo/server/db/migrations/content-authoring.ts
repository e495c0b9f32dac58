// Migration 12, content authoring: the texts authors wrote over the translations, the
// demo's author and reader accounts with what each may edit, the notices that tell an
// author another replaced their text, the audit log of saves, and anti-forgery tokens.
import type { Migration } from '../migrate'

export const contentAuthoring: Migration = {
  version: 12,
  name: 'content authoring',
  sql: `
-- The demo's accounts (its sign-in has no password: it names one of these).
CREATE TABLE authoring_accounts (
  account TEXT PRIMARY KEY,
  description TEXT NOT NULL
) WITHOUT ROWID;

-- What an account may do. An entry covers a content path whose first segments match the
-- entry's, '*' matching any one segment. privileges: JSON array of 'read' and 'write'.
-- An account without entries edits nothing.
CREATE TABLE authoring_acl (
  account TEXT NOT NULL REFERENCES authoring_accounts (account),
  path TEXT NOT NULL,
  privileges TEXT NOT NULL,
  PRIMARY KEY (account, path)
) WITHOUT ROWID;

INSERT INTO authoring_accounts (account, description) VALUES
  ('author', 'edits every text'),
  ('search-author', 'edits the search box and the shared texts only'),
  ('reader', 'edits nothing');
INSERT INTO authoring_acl (account, path, privileges) VALUES
  ('author', '/*', '["read","write"]'),
  ('search-author', '/*/searchBox', '["read","write"]'),
  ('search-author', '/*/global', '["read","write"]');

-- A component node's save counter (absent: never saved, version 0).
CREATE TABLE content_nodes (
  locale TEXT NOT NULL,
  component TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0),
  PRIMARY KEY (locale, component)
) WITHOUT ROWID;

-- One authored text: locale, component ('global' for the common messages) and the key
-- within it, dotted ('journey.one-way'). value: JSON. node_version: the component's
-- version the save that wrote it made, which tells a later save whether its author saw it.
-- A deleted text has no row: the translation shows again.
CREATE TABLE content_texts (
  locale TEXT NOT NULL,
  component TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  node_version INTEGER NOT NULL,
  author TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (locale, component, key)
) WITHOUT ROWID;

-- An author's text replaced (or deleted) by another author who had not seen it. The
-- author is told on their next save, once: told is then set.
CREATE TABLE overwrite_notices (
  id INTEGER PRIMARY KEY,
  author TEXT NOT NULL,
  path TEXT NOT NULL,
  by_author TEXT NOT NULL,
  at INTEGER NOT NULL,
  told INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1))
);
CREATE INDEX overwrite_notices_untold ON overwrite_notices (author, id) WHERE told = 0;

-- Every save: who, when, the node saved and the content paths it changed (JSON array).
CREATE TABLE authoring_audit (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  at INTEGER NOT NULL,
  node TEXT NOT NULL,
  paths TEXT NOT NULL
);

-- Anti-forgery tokens: each belongs to the account it was issued to, until expires_at
-- (ms). id: the order of issue, so an account's oldest tokens can be dropped.
CREATE TABLE csrf_tokens (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  account TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX csrf_tokens_by_account ON csrf_tokens (account, id);
`,
}
