// Migration 15, airport names: each served airport's city and airport name in every locale
// the storefront ships (locale-texts/, via seed/airport-names.ts), so the API answers them in the traveller's
// language and the airport search matches them. airports.city and airports.name stay the
// records' own (English) names, the answer for a locale without a row here.
import type { Migration } from '../migrate'

export const airportNames: Migration = {
  version: 15,
  name: 'airport names',
  sql: `
-- locale: a locale key of locales/*.json (en-US, de-DE, ar-AE). Written by the seed with the
-- airports; an airport's rows go when the airport does.
CREATE TABLE airport_names (
  airport_code TEXT NOT NULL REFERENCES airports(code) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  city TEXT NOT NULL CHECK (city <> ''),
  name TEXT NOT NULL CHECK (name <> ''),
  PRIMARY KEY (airport_code, locale)
) WITHOUT ROWID;
`,
}
