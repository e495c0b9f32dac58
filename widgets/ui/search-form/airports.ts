import airportsDocument from '../../../core/api/airports.graphql'
import { graphql } from '../../../core/http/graphql'

/** An airport as core/api/airports.graphql asks for it. */
export interface Airport {
  code: string
  name: string
  city: string
  country: string
}

/** The demo API's largest page; the airline serves fewer airports than that. */
const LIMIT = 100

let list: Promise<Airport[]> | undefined

/**
 * Every served airport, asked for once per page and shared by every search box
 * (typing then filters locally, with no request per keystroke). A failed load is
 * forgotten so that the next field to ask tries again.
 */
export function loadAirports(): Promise<Airport[]> {
  list ??= graphql<{ airports: Airport[] }>(airportsDocument, { limit: LIMIT }).then(
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
