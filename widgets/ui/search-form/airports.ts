import airportsDocument from '../../../core/api/airports.graphql'
import type { AirportsQuery, AirportsQueryVariables } from '../../../core/api/generated/operations'
import { graphql } from '../../../core/http/graphql'

export type Airport = AirportsQuery['airports'][number]

/** The demo API's largest page; the airline serves fewer airports than that. */
const LIMIT = 100

let list: Promise<Airport[]> | undefined

/**
 * Every served airport, asked for once per page and shared by every search box
 * (typing then filters locally, with no request per keystroke). A failed load is
 * forgotten so that the next field to ask tries again.
 */
export function loadAirports(): Promise<Airport[]> {
  list ??= graphql<AirportsQuery>(airportsDocument, { limit: LIMIT } satisfies AirportsQueryVariables).then(
    (data) => data.airports,
    (error: unknown) => {
      list = undefined
      throw error
    },
  )
  return list
}

/** Tests start each page afresh. */
export function forgetAirports(): void {
  list = undefined
}
