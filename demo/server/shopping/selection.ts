// Offers already chosen: selectedOfferRef of the parts before the one searched, and the
// refs sent to addItinerary. Each must come from this conversation and fit its part.
import { businessError, validationError } from '../graphql/errors'
import type { FlightQueries, Leg } from '../repository/flights'
import { brandsByCabinClass, type Brand } from './brands'
import { decodeOfferRef } from './offer-ref'
import { priceLegs, type OfferDeps, type PartRequest } from './offers'
import type { PartPrice } from './pricing'

export interface ChosenPart {
  offerRef: string
  legs: Leg[]
  brand: Brand
  price: PartPrice
}

export interface SelectionDeps extends OfferDeps {
  flights: FlightQueries
}

/** The offer `value` names, checked against part `request.partIndex` of the criteria, and priced. */
export function resolveChosen(deps: SelectionDeps, request: PartRequest, argument: string, value: string, conversationKey: string): ChosenPart {
  const ref = decodeOfferRef(argument, value, conversationKey)
  const index = request.partIndex
  const part = request.criteria.parts[index]
  if (!part || ref.partIndex !== index) {
    throw validationError('OFFER_NOT_FOR_PART', `${argument} is an offer for itineraryParts[${ref.partIndex}]; send the offerRef chosen for itineraryParts[${index}].`)
  }
  const legs = ref.legIds.map((id) => deps.flights.legById(id))
  if (legs.some((leg) => !leg)) {
    throw businessError('OFFER_NOT_AVAILABLE', `${argument} names a flight that is no longer scheduled; search again and choose another offer.`, 409)
  }
  const flown = legs as Leg[]
  const connected = flown.every((leg, i) => i === 0 || flown[i - 1]?.destination === leg.origin)
  const first = flown[0]
  const fits =
    connected &&
    first?.origin === part.origin.code &&
    first.departureDate === part.date &&
    flown.at(-1)?.destination === part.destination.code &&
    (brandsByCabinClass[request.criteria.cabinClass] ?? []).includes(ref.brand)
  if (!fits) {
    throw validationError(
      'OFFER_NOT_FOR_PART',
      `${argument} does not fly itineraryParts[${index}] (${part.origin.code}-${part.destination.code} on ${part.date}, ${request.criteria.cabinClass}); send an offerRef from a search with these criteria.`,
    )
  }
  return { offerRef: value, legs: flown, brand: ref.brand, price: priceLegs(deps, request, flown, ref.brand) }
}
