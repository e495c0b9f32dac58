// The account stores over a server's database, made once per database: the resolvers
// reach them from the booking's database (ApiDeps holds no account stores of its own).
import type { Db } from '../db/open'
import { accountStore, type AccountStore } from './account-store'
import { agencyNames, type AgencyNames } from './agency-summary'
import { recentSearchStore, type RecentSearchStore } from './recent-searches'

export interface AccountStores {
  accounts: AccountStore
  agencies: AgencyNames
  recentSearches: RecentSearchStore
}

const made = new WeakMap<Db, AccountStores>()

export function accountStores(db: Db): AccountStores {
  let stores = made.get(db)
  if (!stores) {
    stores = { accounts: accountStore(db), agencies: agencyNames(db), recentSearches: recentSearchStore(db) }
    made.set(db, stores)
  }
  return stores
}
