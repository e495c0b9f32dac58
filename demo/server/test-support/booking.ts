// Helpers for booking tests: a conversation with an itinerary in its cart (searched and
// added through the resolvers), and a valid party of passengers for it.
import type { ApiDeps } from '../graphql/context'
import { addItinerary } from '../graphql/resolvers/add-itinerary'
import { searchFlights } from '../graphql/resolvers/search-flights'
import { updatePassengers } from '../graphql/resolvers/passengers'
import type { ContactData, PassengerData } from '../booking/passengers'
import { criteria, requestContext } from './shopping'

export const roundTrip = [
  { origin: 'LHR', destination: 'JFK', date: '2026-06-05' },
  { origin: 'JFK', destination: 'LHR', date: '2026-06-09' },
]
export const domestic = [{ origin: 'JFK', destination: 'BOS', date: '2026-06-05' }]

interface Searched {
  offers: { offers: Array<{ brandOffers: Array<{ brandId: string; offerRef: string }> }> }
}

/** A conversation key whose cart holds the first offer of each part in `brandId`. */
export function bookedConversation(
  api: ApiDeps,
  options: {
    parts?: typeof roundTrip
    passengers?: Record<string, number>
    brandId?: string
    /** Which offer comes first, and is booked; the API's default order when left out */
    sort?: 'PRICE' | 'DURATION' | 'DEPARTURE'
  } = {},
): string {
  const parts = options.parts ?? roundTrip
  const brandId = options.brandId ?? 'classic'
  let key: string | undefined
  const refs: string[] = []
  for (let i = 0; i < parts.length; i++) {
    const sent = parts.map((p, j) => (j < i ? { ...p, selectedOfferRef: refs[j] } : p))
    const context = requestContext(key)
    const found = searchFlights(
      api,
      {
        criteria: criteria(
          { passengers: options.passengers ?? { ADT: 1 }, cabinClass: brandId === 'business' ? 'Business' : 'Economy' },
          sent,
        ),
        page: options.sort ? { sort: options.sort } : undefined,
      },
      context,
    ) as unknown as Searched
    key = context.issued
    const ref = found.offers.offers.flatMap((o) => o.brandOffers).find((b) => b.brandId === brandId)?.offerRef
    if (!ref) throw new Error(`No ${brandId} offer for part ${i}`)
    refs.push(ref)
  }
  if (key === undefined) throw new Error('the search issued no execution key')
  addItinerary(api, { offerRefs: refs }, requestContext(key))
  return key
}

export const adult = (id = 'A1', overrides: Partial<PassengerData> = {}): PassengerData => ({
  id,
  type: 'ADT',
  givenName: 'Ada',
  familyName: "O'Brien-Smith",
  dateOfBirth: '1980-04-02',
  gender: 'FEMALE',
  travelDocument: {
    type: 'PASSPORT',
    number: 'X1234567',
    issuingCountry: 'GB',
    expiryDate: '2030-01-01',
    nationality: 'GB',
  },
  ...overrides,
})

export const contact: ContactData = { email: 'ada@example.com', phoneCountryCode: '44', phoneNumber: '7700 900123' }

/** Saves the given passengers (default one adult) in the conversation. */
export function withPassengers(api: ApiDeps, key: string, passengers: PassengerData[] = [adult()]): void {
  updatePassengers(api, { passengers, contact }, requestContext(key))
}

/** A card payment with a test card number (docs/demo-api.md lists what each number does). */
export const cardPayment = (number: string) => ({
  type: 'CARD',
  card: { number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' },
})
