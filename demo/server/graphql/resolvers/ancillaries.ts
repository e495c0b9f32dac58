// Query.ancillaries and Mutation.updateAncillaries (ancillaries page).
import { validateSelections } from '../../booking/ancillaries'
import { cartExtras, offersOf } from '../../booking/cart-extras'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { bookingConversation, changingBookingConversation } from './booking-context'
import { money, toCart } from './shopping-shapes'
import type { MutationUpdateAncillariesArgs } from '../generated/resolvers'

export function ancillaries(deps: ApiDeps, context: RequestContext) {
  const { conversation, itinerary } = bookingConversation(deps, context)
  const offers = offersOf(deps.shopping, deps.booking, itinerary, conversation.key)
  const chosen = deps.booking.ancillaries.read(conversation.key)
  const quantity = (code: string, passengerId: string, partIndex: number) =>
    chosen.find((s) => s.code === code && s.passengerId === passengerId && s.partIndex === partIndex)?.quantity ?? 0
  const { currency } = itinerary
  return {
    bags: offers.bags.map((b) => ({
      ...b,
      selected: quantity('BAG', b.passengerId, b.partIndex),
      pricePerBag: money(b.pricePerBag, currency),
    })),
    extras: offers.extras.map((e) => ({
      ...e,
      selected: quantity(e.code, e.passengerId, e.partIndex) > 0,
      price: money(e.price, currency),
    })),
  }
}

export function updateAncillaries(deps: ApiDeps, args: MutationUpdateAncillariesArgs, context: RequestContext) {
  const { conversation, itinerary } = changingBookingConversation(deps, context)
  const offers = offersOf(deps.shopping, deps.booking, itinerary, conversation.key)
  deps.booking.ancillaries.replace(conversation.key, validateSelections(offers, args.selections))
  return toCart(deps, itinerary.cart, cartExtras(deps.shopping, deps.booking, itinerary, conversation.key))
}
