// Offers already chosen: selectedOfferRef of the parts before the one searched, and the
// refs sent to addItinerary. Each must come from this conversation and fit its part.
//
// A chosen offer is priced again at the instant its offer was quoted (the ref carries it),
// not at the clock of the later request: fares follow the days to departure and the load
// continuously, so pricing a few seconds later gave other cents than the card the
// traveller chose. A quote holds for quoteHoldsMs; an older one is priced at the request's
// instant (the fare has moved on).
import { businessError, validationError } from '../graphql/errors'
import type { FlightQueries, Leg } from '../repository/flights'
import { brandsByCabinClass, type Brand } from './brands'
import type { OfferRef } from '../../../core/api/offer-ref'
import { decodeOfferRef, type OfferRefContent } from './offer-ref'
import { priceLegs, type OfferDeps, type PartRequest } from './offers'
import type { PartPrice } from './pricing'

export interface ChosenPart {
  offerRef: OfferRef
  legs: Leg[]
  brand: Brand
  price: PartPrice
}

export interface SelectionDeps extends OfferDeps {
  flights: FlightQueries
}

/** How long an offer's price holds after its search: the conversation's idle limit. */
export const quoteHoldsMs = 30 * 60_000

/** The instant an offer quoted at `quotedAt` is priced at by a request priced at `nowMs`. */
const pricingInstant = (quotedAt: number | undefined, nowMs: number): number =>
  quotedAt !== undefined && quotedAt <= nowMs && nowMs - quotedAt <= quoteHoldsMs ? quotedAt : nowMs

/**
 * The offer `value` names, checked against part `request.partIndex` of the criteria, and
 * priced at its quote when that is still valid at `request.nowMs`.
 */
export function resolveChosen(
  deps: SelectionDeps,
  request: PartRequest,
  argument: string,
  value: string,
  conversationKey: string,
): ChosenPart {
  return checkChosen(deps, request, argument, value, decodeOfferRef(argument, value, conversationKey))
}

/**
 * addItinerary's offers, one per part in order. They are priced as the search that
 * offered the last of them priced them: at the last offer's quote (the request's instant
 * once that has expired) as the instant every earlier quote is judged by. So the cart
 * costs exactly the total the last offer showed, which included the earlier parts.
 */
export function resolveItinerary(
  deps: SelectionDeps,
  request: Omit<PartRequest, 'partIndex'>,
  values: readonly string[],
  conversationKey: string,
): ChosenPart[] {
  const argument = (index: number) => `offerRefs[${index}]`
  const refs = values.map((value, index) => decodeOfferRef(argument(index), value, conversationKey))
  const nowMs = pricingInstant(refs.at(-1)?.quotedAt, request.nowMs)
  return refs.map((ref, partIndex) =>
    checkChosen(deps, { ...request, partIndex, nowMs }, argument(partIndex), values[partIndex] ?? '', ref),
  )
}

function checkChosen(
  deps: SelectionDeps,
  request: PartRequest,
  argument: string,
  value: string,
  ref: OfferRefContent,
): ChosenPart {
  const index = request.partIndex
  const part = request.criteria.parts[index]
  if (!part || ref.partIndex !== index) {
    throw validationError(
      'OFFER_NOT_FOR_PART',
      `${argument} is an offer for itineraryParts[${ref.partIndex}]; send the offerRef chosen for itineraryParts[${index}].`,
    )
  }
  const legs = ref.legIds.map((id) => deps.flights.legById(id))
  if (legs.some((leg) => !leg)) {
    throw businessError(
      'OFFER_NOT_AVAILABLE',
      `${argument} names a flight that is no longer scheduled; search again and choose another offer.`,
      409,
    )
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
  const price = priceLegs(deps, { ...request, nowMs: pricingInstant(ref.quotedAt, request.nowMs) }, flown, ref.brand)
  return { offerRef: value, legs: flown, brand: ref.brand, price }
}
