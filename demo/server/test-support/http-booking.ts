// Booking over real HTTP for tests against startServer: GraphQL calls with the
// execution header, and a conversation with a one-adult LHR-JFK itinerary and passengers.
import { adult, contact } from './booking'

export interface GraphqlAnswer<T> {
  data?: T
  errors?: Array<{ message: string; extensions: { type: string; code: string; status: number } }>
}

export function graphqlClient(baseUrl: string) {
  return async function call<T>(
    query: string,
    variables: Record<string, unknown>,
    execution?: string,
  ): Promise<{ body: GraphqlAnswer<T>; execution: string | null }> {
    const response = await fetch(`${baseUrl}/dx/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(execution ? { execution } : {}) },
      body: JSON.stringify({ query, variables }),
    })
    return { body: (await response.json()) as GraphqlAnswer<T>, execution: response.headers.get('execution') }
  }
}

const search = `mutation($criteria: SearchCriteriaInput!) { searchFlights(criteria: $criteria) { offers { offers { brandOffers { brandId offerRef } } } } }`
const add = `mutation($refs: [String!]!) { addItinerary(offerRefs: $refs) { total { amount } } }`
const update = `mutation($p: [PassengerInput!]!, $c: ContactInput!) { updatePassengers(passengers: $p, contact: $c) { international } }`

type Searched = {
  searchFlights: { offers: { offers: Array<{ brandOffers: Array<{ brandId: string; offerRef: string }> }> } }
}

/** A new conversation with the first classic LHR-JFK offer on `date` and one adult, A1. */
export async function bookedOverHttp(call: ReturnType<typeof graphqlClient>, date: string): Promise<string> {
  const criteria = {
    awardBooking: false,
    searchType: 'BRANDED',
    passengers: { ADT: 1 },
    itineraryParts: [{ origin: 'LHR', destination: 'JFK', date }],
  }
  const found = await call<Searched>(search, { criteria })
  const key = found.execution ?? ''
  const ref = found.body.data?.searchFlights.offers.offers[0]?.brandOffers.find(
    (b) => b.brandId === 'classic',
  )?.offerRef
  await call(add, { refs: [ref] }, key)
  const saved = await call(update, { p: [adult()], c: contact }, key)
  if (saved.body.errors) throw new Error(`updatePassengers failed: ${saved.body.errors[0]?.extensions.code}`)
  return key
}
