import type { BookingDeps } from '../booking/deps'
import type { Catalog } from '../repository/catalog'
import type { FlightQueries } from '../repository/flights'
import type { ShoppingDeps } from '../shopping/deps'

/** What the resolvers read: reference data, the flight queries, shopping state and the clock. */
export interface ApiDeps {
  catalog: Catalog
  flights: FlightQueries
  shopping: ShoppingDeps
  booking: BookingDeps
  /** Current instant in ms; frozen by DX_NOW in tests. */
  now: () => number
}
