import airportsDocument from '../../../core/api/airports.graphql'
import type { AirportsQuery, AirportsQueryVariables } from '../../../core/api/generated/operations'
import { graphql } from '../../../core/http/graphql'
import { shared } from '../../../core/shared-instance'

export type Airport = AirportsQuery['airports'][number]

/** The demo API's largest page; the airline serves fewer airports than that. */
const LIMIT = 100

/**
 * The load every search box on the page shares. On the page's registry, since the search
 * box widget and the storefront's home page each bundle a copy of this module.
 */
const loading = shared('airports', (): { list?: Promise<Airport[]> } => ({}))

/**
 * Every served airport, asked for once per page and shared by every search box
 * (typing then filters locally, with no request per keystroke). A failed load is
 * forgotten so that the next field to ask tries again.
 */
export function loadAirports(): Promise<Airport[]> {
  loading.list ??= graphql<AirportsQuery>(airportsDocument, { limit: LIMIT } satisfies AirportsQueryVariables).then(
    (data) => data.airports,
    (error: unknown) => {
      loading.list = undefined
      throw error
    },
  )
  return loading.list
}

/** Tests start each page afresh. */
export function forgetAirports(): void {
  loading.list = undefined
}
