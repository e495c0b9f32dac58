import type { AccountDeps } from '../accounts/account-deps'
import type { BookingDeps } from '../booking/deps'
import type { Catalog } from '../repository/catalog'
import type { FlightQueries } from '../repository/flights'
import type { ProductDeps } from '../products/product-deps'
import type { WalletDeps } from '../checkout/wallet/wallet-deps'
import type { ShoppingDeps } from '../shopping/deps'

/** What the resolvers read: reference data, the flight queries, shopping state, accounts and the clock. */
export interface ApiDeps {
  catalog: Catalog
  flights: FlightQueries
  shopping: ShoppingDeps
  booking: BookingDeps
  /** Sessions, sign-in limits, reset keys and the outbox (docs/accounts.md) */
  accounts: AccountDeps
  /** Partner products: insurance, refund protection, CFAR, cars and hotels (docs/products.md) */
  products: ProductDeps
  /** Wallet payment sessions and the purchase captcha (docs/products.md) */
  wallet: WalletDeps
  /** Current instant in ms; frozen by DX_NOW in tests. */
  now: () => number
}
