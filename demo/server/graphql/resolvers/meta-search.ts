// Mutation.metaSearch: a partner's link lands as a new conversation with its itinerary
// priced in the cart, beside the price the partner advertised.
import { findItinerary } from '../../meta-search/find-itinerary'
import { metaSearchInvalid, metaSearchUnavailable } from '../../meta-search/meta-search-errors'
import { readMetaSearchInput, type MetaSearchRequest } from '../../meta-search/meta-search-request'
import { buildCart } from '../../shopping/cart'
import { newExecutionKey } from '../../shopping/conversations'
import { toStored, type Criteria } from '../../shopping/criteria'
import { encodeOfferRef } from '../../shopping/offer-ref'
import { priceLegs } from '../../shopping/offers'
import { seatsNeeded } from '../../shopping/pricing'
import { promoMessages } from '../../shopping/promos'
import type { ChosenPart } from '../../shopping/selection'
import type { Leg } from '../../repository/flights'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import type { FieldProblem } from '../errors'
import type { MutationMetaSearchArgs, ResolversParentTypes } from '../generated/resolvers'
import { money, toCart } from './shopping-shapes'

export function metaSearch(
  deps: ApiDeps,
  args: MutationMetaSearchArgs,
  context: RequestContext,
): ResolversParentTypes['MetaSearchResult'] {
  const { shopping } = deps
  const { request, problems, trip } = readMetaSearchInput(deps.catalog, args.input)
  if (!request) throw metaSearchInvalid(problems, trip)
  // A landing always opens a conversation of its own, whatever execution header came with it.
  context.newConversations.check()
  const nowMs = deps.now()
  const found = findItinerary({ flights: deps.flights, horizon: shopping.horizon }, request, nowMs)
  if ('problems' in found) throw metaSearchUnavailable(found.problems, trip)

  const criteria = criteriaOf(request, found.parts)
  const promos = criteria.promoCodes.flatMap((code) => shopping.promos(code) ?? [])
  const key = newExecutionKey()
  const seats = seatsNeeded(criteria.passengers)
  const soldOut: FieldProblem[] = []
  const chosen: ChosenPart[] = request.parts.map((part, partIndex) => {
    const legs = found.parts[partIndex] ?? []
    const price = priceLegs(shopping, { criteria, partIndex, promos, nowMs }, legs, part.brand)
    if (price.seatsOpen < seats)
      soldOut.push({ path: `itineraryParts.${partIndex}.brandId`, code: 'BRAND_UNAVAILABLE' })
    const legIds = legs.map((leg) => leg.id)
    const offerRef = encodeOfferRef(key, { partIndex, legIds, brand: part.brand, quotedAt: nowMs })
    return { offerRef, legs, brand: part.brand, price }
  })
  if (soldOut.length > 0) throw metaSearchUnavailable(soldOut, trip)

  // Priced as addItinerary prices chosen offers, so the cart is what purchase charges.
  const cart = buildCart(criteria.currency, chosen)
  const offerRefs = chosen.map((part) => part.offerRef)
  shopping.conversations.startWithItinerary(
    key,
    { criteria: toStored(criteria), offerRefs, cart },
    request.referrerCode,
  )
  context.newConversations.opened()
  context.setExecution(key)
  const { currency } = criteria
  return {
    cart: toCart(deps, cart),
    advertisedTotal: money(request.advertised, currency),
    priceDifference: money(cart.total - request.advertised, currency),
    referrerCode: request.referrerCode,
    messages: promoMessages(
      criteria.promoCodes,
      promos,
      criteria.parts.map((part) => part.date),
    ),
  }
}

/**
 * The search the itinerary answers, as the conversation keeps it: one part per itinerary
 * part, from its first departure to its last arrival, in the cabin of the first brand.
 */
function criteriaOf(request: MetaSearchRequest, parts: readonly Leg[][]): Criteria {
  return {
    searchType: 'BRANDED',
    cabinClass: request.parts[0]?.brand.cabinClass ?? 'Economy',
    awardBooking: false,
    currency: request.currency,
    promoCodes: request.promoCodes,
    pointOfSale: request.pointOfSale,
    passengers: request.passengers,
    parts: request.parts.map((part, p) => {
      const first = part.segments[0]
      const last = part.segments.at(-1)
      if (!first || !last) throw new Error('a meta-search part without segments passed validation')
      return { origin: first.origin, destination: last.destination, date: parts[p]?.[0]?.departureDate ?? first.date }
    }),
  }
}
