// Migration 18, the language of each mail in the demo's outbox: reset mail is written in the
// request's locale, and the outbox page shows it with its lang and direction (Arabic right
// to left). Mail from before was English.
import type { Migration } from '../migrate'

export const mailLocale: Migration = {
  version: 18,
  name: 'mail locale',
  sql: `
-- locale: a locale key of locales/*.json (en-US, de-DE, ar-AE) the mail is written in.
ALTER TABLE outbox ADD COLUMN locale TEXT NOT NULL DEFAULT 'en-US';
`,
}
