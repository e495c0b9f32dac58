// A traveller's recent searches (table recent_searches): the newest five per account,
// newest first. The same search again is one row, moved to the top: its key is the
// search normalised (codes in capitals, no return date as null), so "lhr" and "LHR" match.
import type { Db } from '../db/open'
import type { RecentSearch } from '../graphql/generated/resolvers'

const maxRecentSearches = 5

export interface RecentSearchStore {
  /** Keeps the search as the account's newest and drops any past the newest five. */
  put(accountId: string, search: RecentSearch, nowMs: number): void
  list(accountId: string): RecentSearch[]
}

/** The search as it is kept and compared, its fields in the schema's order. */
export const normalisedSearch = (s: RecentSearch): RecentSearch => ({
  origin: s.origin.trim().toUpperCase(),
  destination: s.destination.trim().toUpperCase(),
  departureDate: s.departureDate,
  returnDate: s.returnDate || null,
  cabinClass: s.cabinClass.trim(),
  adults: s.adults,
  children: s.children,
  infants: s.infants,
})

export function recentSearchStore(db: Db): RecentSearchStore {
  // Strictly newer than the account's newest, even within one millisecond (or a frozen
  // test clock), so the order of two searches is always the order they were put.
  const upsert = db.prepare(
    `INSERT INTO recent_searches (account_id, search_key, criteria, searched_at)
     VALUES (@accountId, @key, @key, MAX(@nowMs, COALESCE((SELECT MAX(searched_at) + 1 FROM recent_searches WHERE account_id = @accountId), 0)))
     ON CONFLICT (account_id, search_key) DO UPDATE SET criteria = excluded.criteria, searched_at = excluded.searched_at`,
  )
  const prune = db.prepare(
    `DELETE FROM recent_searches WHERE account_id = @accountId AND search_key NOT IN
       (SELECT search_key FROM recent_searches WHERE account_id = @accountId ORDER BY searched_at DESC LIMIT @keep)`,
  )
  const newest = db.prepare<[string, number], { criteria: string }>(
    'SELECT criteria FROM recent_searches WHERE account_id = ? ORDER BY searched_at DESC LIMIT ?',
  )
  return {
    put: db.transaction((accountId: string, search: RecentSearch, nowMs: number) => {
      // The kept criteria are the key: one search, one row.
      upsert.run({ accountId, key: JSON.stringify(normalisedSearch(search)), nowMs })
      prune.run({ accountId, keep: maxRecentSearches })
    }),
    list: (accountId) =>
      newest.all(accountId, maxRecentSearches).map((row) => JSON.parse(row.criteria) as RecentSearch),
  }
}
