// A seeded in-memory database and the API's dependencies over it, for resolver tests.
import { createAccounts } from '../accounts/account-deps'
import { createBooking } from '../booking/deps'
import { loadCatalog } from '../repository/catalog'
import { flightQueries } from '../repository/flights'
import type { Db } from '../db/open'
import type { ApiDeps } from '../graphql/context'
import { seedDatabase } from '../seed/seed'
import { migratedDb } from './migrated-db'
import { createShopping } from '../shopping/deps'
import { createProducts } from '../products/product-deps'
import { heldProductsVoider } from '../products/lifecycle/held-products'
import { createWallet } from '../checkout/wallet/wallet-deps'

export const seedDate = '2026-06-01'
export const frozenNow = Date.parse('2026-06-01T12:00:00Z')

/** Two weeks of flights from a week before seedDate: enough for every resolver test, and fast. */
export function seededDb(daysAhead = 14): Db {
  const db = migratedDb()
  seedDatabase(db, seedDate, { daysAhead })
  return db
}

/** `now` can be moved by a test (conversation expiry, days to departure). */
export function seededApi(db: Db = seededDb(), now: () => number = () => frozenNow): ApiDeps {
  const catalog = loadCatalog(db)
  const flights = flightQueries(db)
  const shopping = createShopping(db, flights, catalog, now)
  const accounts = createAccounts(db, now, { apiOrigin: 'http://127.0.0.1:8080' })
  const products = createProducts(db)
  return {
    catalog,
    flights,
    shopping,
    booking: createBooking(db, now, shopping.inventory, heldProductsVoider(products)),
    accounts,
    products,
    wallet: createWallet(db),
    now,
  }
}
