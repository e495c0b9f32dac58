// The account stores over a server's database, made once per database: the resolvers
// reach them from the booking's database (ApiDeps holds no account stores of its own).
// The agencies' store is agencyStore, made once per database likewise.
import type { Db } from '../db/open'
import { accountStore, type AccountStore } from './account-store'
import { recentSearchStore, type RecentSearchStore } from './recent-searches'

export interface AccountStores {
  accounts: AccountStore
  recentSearches: RecentSearchStore
}

const made = new WeakMap<Db, AccountStores>()

export function accountStores(db: Db): AccountStores {
  let stores = made.get(db)
  if (!stores) {
    stores = { accounts: accountStore(db), recentSearches: recentSearchStore(db) }
    made.set(db, stores)
  }
  return stores
}
