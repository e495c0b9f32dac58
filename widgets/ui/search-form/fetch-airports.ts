import airportsDocument from '../../../core/api/airports.graphql'
import type { AirportsQuery, AirportsQueryVariables } from '../../../core/api/generated/operations'
import { graphql } from '../../../core/http/graphql'

// The matcher loads with the list it matches (airports.ts: searchAirports).
export { matchAirports } from './match-airports'

/** The demo API's largest page; the airline serves fewer airports than that. */
const LIMIT = 100

/** Every served airport, from the API. */
export async function fetchAirports(): Promise<AirportsQuery['airports']> {
  const data = await graphql<AirportsQuery>(airportsDocument, { limit: LIMIT } satisfies AirportsQueryVariables)
  return data.airports
}
