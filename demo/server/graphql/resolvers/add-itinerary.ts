// Mutation.addItinerary and Query.cart: selected flights go into the cart.
import { cartExtras } from '../../booking/cart-extras'
import { itineraryOf } from '../../booking/itinerary'
import { refuseWhilePaymentPending } from '../../checkout/checkout'
import { refuseOnOrder } from '../../manage/modify/booking-only'
import { changeOfChoices, orderExchange } from '../../manage/exchange/order-exchange'
import { priceItinerary } from '../../shopping/pricing'
import { buildCart, emptyCart, type CartContent } from '../../shopping/cart'
import { fromStored, type StoredCriteria } from '../../shopping/criteria'
import { defaultCurrency } from '../../shopping/criteria'
import { resolveItinerary } from '../../shopping/selection'
import { requireFlyable } from '../../shopping/turnaround'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { validationError } from '../errors'
import { toCart } from './shopping-shapes'
import type { MutationAddItineraryArgs } from '../generated/resolvers'

export function addItinerary(deps: ApiDeps, args: MutationAddItineraryArgs, context: RequestContext) {
  const { shopping } = deps
  const conversation = shopping.conversations.resume(context.executionIn)
  context.setExecution(conversation.key)
  refuseOnOrder(conversation, 'flights')
  const before = (conversation.cart as CartContent | undefined)?.parts.map((part) => part.offerRef)
  const sameOffers = before?.join(' ') === args.offerRefs.join(' ')
  // New flights replace the cart (and release its seats): not while a payment for it waits
  // for the bank. The same offers again change nothing: a new tab opened meanwhile shows
  // the cart, where the traveller may pay again (the new payment replaces the waiting one).
  if (!sameOffers) refuseWhilePaymentPending(deps.booking, conversation.key)
  if (!conversation.criteria) {
    throw validationError(
      'NO_SEARCH',
      'This conversation has no search yet; call searchFlights first, then send its offerRefs.',
    )
  }
  const criteria = fromStored(deps.catalog, conversation.criteria as StoredCriteria)
  if (args.offerRefs.length !== criteria.parts.length) {
    throw validationError(
      'OFFER_REFS_COUNT',
      `offerRefs must hold one offerRef per itinerary part of the last search (${criteria.parts.length}), in order.`,
    )
  }
  const promos = criteria.promoCodes.flatMap((code) => shopping.promos(code) ?? [])
  const nowMs = deps.now()
  const selectionDeps = { ...shopping, flights: deps.flights }
  // Priced as the offers were quoted, so the cart costs what the last offer's total said.
  const chosen = resolveItinerary(selectionDeps, { criteria, promos, nowMs }, args.offerRefs, conversation.key)
  requireFlyable(
    chosen.map((part) => part.legs),
    (index) => `offerRefs[${index}]`,
  )
  const built = buildCart(criteria.currency, chosen)
  // In an exchange the cart also says what the change costs: chosen parts against the order's.
  const exchange = orderExchange(deps.booking, deps.catalog, conversation, nowMs)
  const cart: CartContent = exchange
    ? {
        ...built,
        change: changeOfChoices(
          exchange,
          chosen.map((part) => ({ ...part, total: priceItinerary([part.price]).total })),
        ),
      }
    : built
  shopping.conversations.saveSelection(conversation.key, args.offerRefs, cart)
  // Seats and partner products belong to the flights they were chosen on (insurance by its
  // cost, refund protection and CFAR by its fare, a car or hotel for its dates): new flights
  // start without them. The same flights put in again keep them: a booking opened in a new
  // tab, whose page has no record of the cart, puts its flights in again.
  if (!sameOffers) {
    deps.booking.seatHolds.releaseAll(conversation.key)
    for (const quote of deps.products.store.cartQuotes(conversation.key))
      deps.products.store.removeFromCart(conversation.key, quote.kind)
  }
  return cartOf(deps, conversation.key, criteria.currency)
}

export function cart(deps: ApiDeps, context: RequestContext) {
  const conversation = deps.shopping.conversations.resume(context.executionIn)
  context.setExecution(conversation.key)
  return cartOf(
    deps,
    conversation.key,
    (conversation.criteria as StoredCriteria | undefined)?.currency ?? defaultCurrency,
  )
}

function cartOf(deps: ApiDeps, key: string, currency: string) {
  const conversation = deps.shopping.conversations.resume(key)
  const stored = conversation.cart as CartContent | undefined
  if (!stored || stored.parts.length === 0) return toCart(deps, stored ?? emptyCart(currency))
  const itinerary = itineraryOf(conversation, deps.flights, deps.catalog)
  return toCart(deps, stored, cartExtras(deps.shopping, deps.booking, itinerary, conversation.key))
}
