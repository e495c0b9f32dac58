// Shared steps of the booking e2e tests: a conversation with its itinerary in
// the cart, set up straight through the experience API (as the storefront would), so a
// test of one booking page starts on that page; and the order read back afterwards.
import { afterAll, beforeAll } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import searchFlightsDocument from '../../core/api/search-flights.graphql'
import addItineraryDocument from '../../core/api/add-itinerary.graphql'
import updatePassengersDocument from '../../core/api/update-passengers.graphql'
import type {
  AddItineraryMutation,
  AddItineraryMutationVariables,
  PassengerInput,
  SearchCriteriaInput,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
  UpdatePassengersMutation,
  UpdatePassengersMutationVariables,
} from '../../core/api/generated/operations'
import { startE2e, type E2e, type WatchedPage } from './harness'
import { isoDate, openShop, storefront, storefrontHash, todayUtc, tripQuery, type Trip } from './shopping'

/**
 * The demo server and Chromium for a booking test file: started before its tests and
 * closed after them. The object is filled in when they have started, so tests (not the
 * file's top level) read it.
 */
export function bookingE2e(): E2e {
  const e2e = {} as E2e
  let started: E2e | undefined
  beforeAll(async () => {
    started = await startE2e()
    Object.assign(e2e, started)
  })
  afterAll(async () => {
    await started?.close()
  })
  return e2e
}

export interface ApiAnswer<T> {
  data: T | null
  errors: { message: string; extensions?: { type?: string; code?: string; status?: number; details?: unknown } }[]
  /** The execution response header: the conversation's key. */
  execution: string | null
  status: number
}

/** One GraphQL call to the demo API, in a conversation when `execution` is given. */
export async function callApi<T>(
  dxOrigin: string,
  query: string,
  variables: Record<string, unknown> = {},
  execution?: string,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${dxOrigin}/dx/api/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      ...(execution ? { execution } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T | null; errors?: ApiAnswer<T>['errors'] }
  return {
    data: body.data ?? null,
    errors: body.errors ?? [],
    execution: response.headers.get('execution'),
    status: response.status,
  }
}

/** The round trip of the booking issue: 2 adults, 1 child and 1 infant, LHR-JFK three and four weeks ahead. */
export function familyTrip(depart: Date, back: Date): Trip {
  return { depart, back, adults: 2, children: 1, infants: 1 }
}

export interface Conversation {
  execution: string
  /** The chosen offer per part (the URL's flight, flight1). */
  flights: string[]
  /** The trip's query string with flight, flight1 and execution: any booking page's route. */
  query: URLSearchParams
  /** `#/b2c/<page>?...` for this conversation. */
  hash(page: string): string
}

/**
 * Searches the trip and puts the first flight of `brand` in each direction in the cart,
 * as choosing in flight selection does; the conversation is then at the passengers step.
 * `currency` prices it in another currency than the API's default (USD).
 */
export async function startConversation(
  dxOrigin: string,
  trip: Trip,
  brand = 'classic',
  currency?: string,
): Promise<Conversation> {
  const passengers: Record<string, number> = { ADT: trip.adults }
  if (trip.children) passengers.CHD = trip.children
  if (trip.infants) passengers.INF = trip.infants
  const parts = [
    { origin: 'LHR', destination: 'JFK', date: isoDate(trip.depart) },
    { origin: 'JFK', destination: 'LHR', date: isoDate(trip.back) },
  ]
  let execution: string | undefined
  const flights: string[] = []
  for (const index of [0, 1]) {
    const itineraryParts = parts.map((part, i) => (i < index ? { ...part, selectedOfferRef: flights[i] } : part))
    const criteria: SearchCriteriaInput = {
      awardBooking: false,
      cabinClass: 'Economy',
      searchType: 'BRANDED',
      itineraryParts,
      passengers,
      ...(currency ? { currency } : {}),
    }
    const answer = await callApi<SearchFlightsMutation>(
      dxOrigin,
      searchFlightsDocument,
      { criteria, page: { offset: 0, limit: 20 } } satisfies SearchFlightsMutationVariables,
      execution,
    )
    execution = answer.execution ?? execution
    const offerRef = answer.data?.searchFlights.offers?.offers
      .flatMap((offer) => offer.brandOffers)
      .find((offer) => offer.brandId === brand)?.offerRef
    if (!offerRef || !execution)
      throw new Error(`no ${brand} offer for part ${index}: ${JSON.stringify(answer.errors)}`)
    flights.push(offerRef)
  }
  const added = await callApi<AddItineraryMutation>(
    dxOrigin,
    addItineraryDocument,
    { offerRefs: flights } satisfies AddItineraryMutationVariables,
    execution,
  )
  if (added.errors.length > 0 || !execution) throw new Error(`addItinerary failed: ${JSON.stringify(added.errors)}`)
  const key = execution
  const query = tripQuery(trip, { flight: flights[0] ?? '', flight1: flights[1] ?? '', execution: key })
  return { execution: key, flights, query, hash: (page) => storefrontHash(page, query) }
}

/** Passengers of a trip as the API takes them (ids ADT-1, CHD-1, INF-1, ...), each with a distinctive name. */
export function passengerInputs(trip: Trip, birthYearOfAdults = 1980): PassengerInput[] {
  const childYear = trip.depart.getUTCFullYear() - 8
  const infantYear = trip.depart.getUTCFullYear() - 1
  const people: PassengerInput[] = []
  for (let i = 1; i <= trip.adults; i++)
    people.push({
      id: `ADT-${i}`,
      type: 'ADT',
      givenName: `Ada${'x'.repeat(i)}`,
      familyName: 'Lovelace',
      dateOfBirth: `${birthYearOfAdults}-0${i}-15`,
      gender: 'FEMALE',
    })
  for (let i = 1; i <= trip.children; i++)
    people.push({
      id: `CHD-${i}`,
      type: 'CHD',
      givenName: `Charlie${'x'.repeat(i)}`,
      familyName: 'Lovelace',
      dateOfBirth: `${childYear}-03-10`,
      gender: 'MALE',
    })
  for (let i = 1; i <= (trip.infants ?? 0); i++)
    people.push({
      id: `INF-${i}`,
      type: 'INF',
      givenName: `Ivy${'x'.repeat(i)}`,
      familyName: 'Lovelace',
      dateOfBirth: `${infantYear}-${isoDate(trip.depart).slice(5, 7)}-01`,
      gender: 'FEMALE',
      infantOf: `ADT-${i}`,
    })
  // LHR-JFK crosses a border: everyone travels with a passport valid well after the trip.
  return people.map((person, index) => ({
    ...person,
    travelDocument: {
      type: 'PASSPORT',
      number: `P${String(index + 1).padStart(7, '0')}`,
      issuingCountry: 'GB',
      expiryDate: `${trip.back.getUTCFullYear() + 5}-01-31`,
      nationality: 'GB',
    },
  }))
}

export const CONTACT = { email: 'ada.lovelace@example.com', phoneCountryCode: '44', phoneNumber: '7700900123' }

/** Saves the trip's passengers and contact in the conversation, as the passengers page does. */
export async function savePassengers(dxOrigin: string, conversation: Conversation, trip: Trip): Promise<void> {
  const answer = await callApi<UpdatePassengersMutation>(
    dxOrigin,
    updatePassengersDocument,
    { passengers: passengerInputs(trip), contact: CONTACT } satisfies UpdatePassengersMutationVariables,
    conversation.execution,
  )
  if (answer.errors.length > 0) throw new Error(`updatePassengers failed: ${JSON.stringify(answer.errors)}`)
}

/** A conversation with the trip's itinerary in the cart and its passengers and contact saved: at the seat selection step. */
export async function bookedConversation(e2e: E2e, trip: Trip): Promise<Conversation> {
  const conversation = await startConversation(e2e.dxOrigin, trip)
  await savePassengers(e2e.dxOrigin, conversation, trip)
  return conversation
}

/**
 * Opens the shop on a booking page of the conversation (`locale` adds the storefront's
 * locale to the route) and waits until `shown` (what says the page has read what it needs)
 * is visible; the page is closed again when it never is.
 */
export async function openBookingPage(
  e2e: E2e,
  conversation: Conversation,
  page: string,
  shown: (page: Page) => Locator,
  { locale }: { locale?: string } = {},
): Promise<WatchedPage> {
  const watched = await openShop(e2e, locale ? `${conversation.hash(page)}&locale=${locale}` : conversation.hash(page))
  try {
    await shown(watched.page).waitFor({ state: 'visible', timeout: 15_000 })
  } catch (error) {
    await watched.close()
    throw error
  }
  return watched
}

/** The payment page of the conversation, once its forms of payment are shown. */
export const openPaymentPage = (e2e: E2e, conversation: Conversation): Promise<WatchedPage> =>
  openBookingPage(e2e, conversation, 'payment', (page) =>
    storefront(page).getByRole('radio', { name: /Credit or debit card/ }),
  )

/**
 * Fills card fields (the payment page's, or Pay now's on a held booking): expiry December,
 * three years on. The name on the card comes filled in with the first adult's on the
 * payment page; `holderName` types another over it.
 */
export async function fillCardFields(
  form: Locator,
  number: string,
  { holderName }: { holderName?: string } = {},
): Promise<void> {
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Month').selectOption('12')
  await form.getByLabel('Year').selectOption(String(todayUtc().getUTCFullYear() + 3))
  await form.getByLabel('Security code').fill('123')
  if (holderName !== undefined) await form.getByLabel('Name on card').fill(holderName)
}

/** Fills the payment page's card form (fillCardFields) and its billing address. */
export async function fillCard(form: Locator, number: string, options: { holderName?: string } = {}): Promise<void> {
  await fillCardFields(form, number, options)
  await form.getByLabel('Street and house number').fill('12 St James’s Square')
  await form.getByLabel('Town or city').fill('London')
  await form.getByLabel('Postal code').fill('SW1Y 4JH')
  await form.getByLabel('Country', { exact: true }).selectOption('GB')
}
