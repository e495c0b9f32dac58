// Mutation.searchFlights: BRANDED offers, CALENDAR30 calendar or FLEXIBLECALENDAR matrix.
import { lowFareCalendar } from '../../shopping/calendar'
import { requireCriteria, toStored, type Criteria } from '../../shopping/criteria'
import { roundTripMatrix } from '../../shopping/matrix'
import { buildOffers, type PartRequest, type PricedOffer } from '../../shopping/offers'
import type { PartPrice } from '../../shopping/pricing'
import { brandsByCabinClass } from '../../shopping/brands'
import { pageOf, requirePage } from '../../shopping/paging'
import { promoMessages, type PromoCode, type SearchMessage } from '../../shopping/promos'
import { newExecutionKey } from '../../shopping/conversations'
import { refuseOnOrder } from '../../manage/modify/booking-only'
import { exchangeSearchInput, refuseExchangeType } from '../../manage/exchange/exchange-conversation'
import { changeOfChoices, orderExchange, type OrderExchange } from '../../manage/exchange/order-exchange'
import { sameLegs } from '../../manage/exchange/exchange-parts'
import type { StoredCriteria } from '../../shopping/criteria'
import type { ChosenPart } from '../../shopping/selection'
import { priceItinerary } from '../../shopping/pricing'
import { resolveChosen } from '../../shopping/selection'
import { partWindow } from '../../shopping/turnaround'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { money, toBrand, toChangePrice, toFlightOffer } from './shopping-shapes'
import type { AirSearchResult, MutationSearchFlightsArgs } from '../generated/resolvers'

/** BRANDED and CALENDAR30 answer the first part without a chosen offer (the last when all have one). */
function currentPartIndex(criteria: Criteria): number {
  if (criteria.searchType === 'FLEXIBLECALENDAR') return 0
  const open = criteria.parts.findIndex((part) => part.selectedOfferRef === undefined)
  return open === -1 ? criteria.parts.length - 1 : open
}

function messagesFor(criteria: Criteria, known: readonly PromoCode[]): SearchMessage[] {
  // Award fares are paid in points; a promo code discounts money fares only.
  if (criteria.awardBooking) {
    return criteria.promoCodes.map((code) =>
      known.some((p) => p.code === code)
        ? { code: 'PROMO_NOT_APPLICABLE', type: 'warning' }
        : { code: 'PROMO_UNKNOWN', type: 'warning' },
    )
  }
  return promoMessages(
    criteria.promoCodes,
    known,
    criteria.parts.map((part) => part.date),
  )
}

export function searchFlights(
  deps: ApiDeps,
  args: MutationSearchFlightsArgs,
  context: RequestContext,
): AirSearchResult {
  const { shopping } = deps
  const resumed = context.executionIn === undefined ? undefined : shopping.conversations.resume(context.executionIn)
  if (resumed) refuseOnOrder(resumed, 'flights')
  // A client over its allowance of new conversations is refused before the search runs.
  if (!resumed) context.newConversations.check()
  const exchange = resumed && orderExchange(deps.booking, deps.catalog, resumed, deps.now())
  const input =
    resumed && exchange ? exchangeSearchInput(args.criteria, resumed.criteria as StoredCriteria) : args.criteria
  if (!exchange) refuseExchangeType(input)
  const nowMs = deps.now()
  const page = requirePage(args.page)
  const criteria = requireCriteria({ catalog: deps.catalog, nowMs, horizon: shopping.horizon }, input)
  // The key signs the offers from the start, but a new conversation is stored only with
  // the answer: a search that fails leaves nothing behind.
  const key = resumed?.key ?? newExecutionKey()

  const promos = criteria.promoCodes.flatMap((code) => shopping.promos(code) ?? [])
  const partIndex = currentPartIndex(criteria)
  const request: PartRequest = { criteria, partIndex, promos, nowMs }
  const selectionDeps = { ...shopping, flights: deps.flights }
  const chosen =
    criteria.searchType === 'FLEXIBLECALENDAR'
      ? []
      : criteria.parts
          .slice(0, partIndex)
          .map((part, i) =>
            resolveChosen(
              selectionDeps,
              { ...request, partIndex: i },
              `itineraryParts[${i}].selectedOfferRef`,
              part.selectedOfferRef ?? '',
              key,
            ),
          )
  const chosenPrices = chosen.map((part) => part.price)
  // A part kept after the one searched (an exchange changing the outbound keeps the return).
  const nextRef =
    criteria.searchType === 'FLEXIBLECALENDAR' ? undefined : criteria.parts[partIndex + 1]?.selectedOfferRef
  const next =
    nextRef === undefined
      ? undefined
      : resolveChosen(
          selectionDeps,
          { ...request, partIndex: partIndex + 1 },
          `itineraryParts[${partIndex + 1}].selectedOfferRef`,
          nextRef,
          key,
        )
  // Only flights a person can fly between the parts chosen around this one are offered.
  const searched: PartRequest = { ...request, window: partWindow(chosen.at(-1)?.legs, next?.legs) }

  const part = criteria.parts[partIndex]
  if (!part) throw new Error('criteria without parts passed validation')
  const fares = { deps: shopping, request: searched, scheduleOptions: shopping.scheduleOptions }
  const { currency } = criteria
  const result: AirSearchResult = {
    searchType: criteria.searchType,
    currency,
    partIndex,
    origin: part.origin,
    destination: part.destination,
    brands: (brandsByCabinClass[criteria.cabinClass] ?? []).map(toBrand),
    offers: null,
    calendar: null,
    matrix: null,
    messages: messagesFor(criteria, promos),
  }
  let keepOffers: (() => void) | undefined
  const changeOf = exchange ? offerChange(exchange, chosen) : undefined
  // In an exchange, the part's flights and brand as booked (none for a part the order does not have).
  const bookedLegs = exchange ? (exchange.booked[partIndex]?.legIds ?? []) : undefined
  const bookedBrandId = exchange?.booked[partIndex]?.brand.id
  const isBooked =
    bookedLegs &&
    ((offer: PricedOffer) =>
      sameLegs(
        bookedLegs,
        offer.legs.map((leg) => leg.id),
      ))
  if (criteria.searchType === 'CALENDAR30') {
    // A day is priced by the fares a change may choose: not the one booked, which would change nothing.
    const dayChange = changeOf &&
      isBooked && {
        offered: (offer: PricedOffer, fare: PricedOffer['brandOffers'][number]) =>
          !(fare.brand.id === bookedBrandId && isBooked(offer)),
        of: changeOf,
      }
    result.calendar = lowFareCalendar(fares, partIndex, chosenPrices, shopping.horizon, dayChange).map((day) => ({
      ...day,
      lowestTotal: day.lowestTotal === null ? null : money(day.lowestTotal, currency),
      change: day.change && toChangePrice(day.change, currency),
      booked: exchange ? day.date === exchange.bookedDates[partIndex] : null,
    }))
  } else if (criteria.searchType === 'FLEXIBLECALENDAR') {
    result.matrix = roundTripMatrix(fares, shopping.horizon).map((cell) => ({
      ...cell,
      lowestTotal: cell.lowestTotal === null ? null : money(cell.lowestTotal, currency),
    }))
  } else {
    const branded = brandedOffers(
      deps,
      searched,
      chosen.map((c) => c.offerRef),
      chosenPrices,
      key,
    )
    const slice = pageOf(branded.offers, page)
    result.offers = {
      ...slice,
      offers: slice.offers.map((offer) => toFlightOffer(deps, offer, currency, changeOf, isBooked, bookedBrandId)),
    }
    keepOffers = branded.keep
  }

  // The answer is ready. One write per search: a new conversation stored with its
  // criteria, or the criteria of the one resumed.
  if (resumed) shopping.conversations.saveCriteria(key, toStored(criteria))
  else {
    shopping.conversations.start(toStored(criteria), key)
    context.newConversations.opened()
  }
  keepOffers?.()
  context.setExecution(key)
  return result
}

/** In an exchange, a brand offer's change: the parts chosen before it and it, against the order's. */
function offerChange(exchange: OrderExchange, chosen: readonly ChosenPart[]) {
  const before = chosen.map((part) => ({ ...part, total: priceItinerary([part.price]).total }))
  return (offer: PricedOffer, brandOffer: PricedOffer['brandOffers'][number]) =>
    changeOfChoices(exchange, [...before, { legs: offer.legs, brand: brandOffer.brand, total: brandOffer.partTotal }])
}

/**
 * The part's offers, computed once per conversation and search so further pages are a
 * slice; `keep` caches freshly computed ones, called once the search is answered.
 */
function brandedOffers(
  deps: ApiDeps,
  request: PartRequest,
  chosenRefs: string[],
  chosen: readonly PartPrice[],
  key: string,
): { offers: PricedOffer[]; keep?: () => void } {
  const { criteria, partIndex, nowMs } = request
  const part = criteria.parts[partIndex]
  if (!part) return { offers: [] }
  const fingerprint = JSON.stringify([
    partIndex,
    part.origin.code,
    part.destination.code,
    part.date,
    chosenRefs,
    request.window,
    criteria.cabinClass,
    criteria.awardBooking,
    criteria.currency,
    request.promos.map((p) => p.code),
    criteria.passengers,
    deps.shopping.inventory.version(),
  ])
  const cached = deps.shopping.offers.get(key, fingerprint, nowMs)
  if (cached) return { offers: cached }
  const plans = deps.shopping.scheduleOptions(part.origin.code, part.destination.code, part.date)
  const offers = buildOffers(deps.shopping, request, plans, chosen, key)
  return { offers, keep: () => deps.shopping.offers.set(key, fingerprint, offers, nowMs) }
}
