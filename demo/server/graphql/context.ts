import type { Catalog } from '../repository/catalog'
import type { FlightQueries } from '../repository/flights'

/** What the resolvers read: reference data, the flight queries and the clock. */
export interface ApiDeps {
  catalog: Catalog
  flights: FlightQueries
  /** Current instant in ms; frozen by DX_NOW in tests. */
  now: () => number
}
