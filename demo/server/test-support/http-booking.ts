// Booking over real HTTP for tests against startServer: GraphQL calls with the
// execution header, and a conversation with a one-adult LHR-JFK itinerary and passengers.
import { randomUUID } from 'node:crypto'
import addItineraryDocument from '../../../core/api/add-itinerary.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import updatePassengersDocument from '../../../core/api/update-passengers.graphql'
import type {
  AddItineraryMutationVariables,
  PurchaseMutation,
  PurchaseMutationVariables,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
  UpdatePassengersMutationVariables,
} from '../../../core/api/generated/operations'
import { adult, contact } from './booking'

export interface GraphqlAnswer<T> {
  data?: T
  errors?: Array<{ message: string; extensions: { type: string; code: string; status: number } }>
}

/** `headers` go with every call (e.g. the X-Forwarded-For of a client behind a trusted proxy). */
export function graphqlClient(baseUrl: string, headers: Record<string, string> = {}) {
  return async function call<T>(
    query: string,
    variables: Record<string, unknown>,
    execution?: string,
  ): Promise<{ body: GraphqlAnswer<T>; execution: string | null }> {
    const response = await fetch(`${baseUrl}/dx/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...headers,
        ...(execution ? { execution } : {}),
      },
      body: JSON.stringify({ query, variables }),
    })
    return { body: (await response.json()) as GraphqlAnswer<T>, execution: response.headers.get('execution') }
  }
}

/** A new conversation with the first classic LHR-JFK offer on `date` and one adult, A1, priced in `currency` (default the API's). */
export async function bookedOverHttp(
  call: ReturnType<typeof graphqlClient>,
  date: string,
  currency?: string,
): Promise<string> {
  const variables: SearchFlightsMutationVariables = {
    criteria: {
      awardBooking: false,
      searchType: 'BRANDED',
      passengers: { ADT: 1 },
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date }],
      ...(currency ? { currency } : {}),
    },
  }
  const found = await call<SearchFlightsMutation>(searchFlightsDocument, variables)
  const key = found.execution ?? ''
  const ref = found.body.data?.searchFlights.offers?.offers[0]?.brandOffers.find(
    (b) => b.brandId === 'classic',
  )?.offerRef
  await call(addItineraryDocument, { offerRefs: [ref ?? ''] } satisfies AddItineraryMutationVariables, key)
  const saved = await call(
    updatePassengersDocument,
    { passengers: [adult()], contact } satisfies UpdatePassengersMutationVariables,
    key,
  )
  if (saved.body.errors) throw new Error(`updatePassengers failed: ${saved.body.errors[0]?.extensions.code}`)
  return key
}

/** A confirmed order of bookedOverHttp's itinerary and passenger, paid with an approved card; its reference. */
export async function orderedOverHttp(call: ReturnType<typeof graphqlClient>, date: string): Promise<string> {
  const key = await bookedOverHttp(call, date)
  const variables: PurchaseMutationVariables = {
    payment: {
      type: 'CARD',
      card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' },
    },
    idempotencyKey: randomUUID(),
  }
  const bought = await call<PurchaseMutation>(purchaseDocument, variables, key)
  const reference = bought.body.data?.purchase.order?.reference
  if (!reference) throw new Error(`purchase failed: ${bought.body.errors?.[0]?.extensions.code}`)
  return reference
}
