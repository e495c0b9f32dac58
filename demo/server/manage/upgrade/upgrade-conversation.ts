// Query.upgradeOffers and Mutation.selectUpgrade: the upgrade conversation
// (startTripChange flow UPGRADE) offers its order's flights still to fly below Business
// and keeps the chosen offers in its cart, whose total is then what purchase charges.
import { cartExtras } from '../../booking/cart-extras'
import { confirmedOrderToChange } from '../../booking/order-to-change'
import type { Itinerary } from '../../booking/itinerary'
import type { ApiDeps } from '../../graphql/context'
import type { RequestContext } from '../../graphql/request-context'
import { businessError, validationError } from '../../graphql/errors'
import type { MutationSelectUpgradeArgs, UpgradeOffer } from '../../graphql/generated/resolvers'
import { bookingConversation, changingBookingConversation } from '../../graphql/resolvers/booking-context'
import { toCart } from '../../graphql/resolvers/shopping-shapes'
import { requireAtMost } from '../../graphql/validate-input'
import type { CartContent } from '../../shopping/cart'
import { upgradeCandidates } from './upgrade-offers'
import { toUpgradeOffer } from './upgrade-shapes'

/** How many offers one selection may name: more than any trip has flights. */
const maxOfferIds = 20

const notAnUpgrade = () =>
  validationError(
    'NOT_AN_UPGRADE',
    'This conversation does not upgrade a trip: start one with startTripChange and flow UPGRADE.',
  )

/** The upgrade conversation's itinerary and its order's details, the order still paid. */
function upgradeOf(deps: ApiDeps, itinerary: Itinerary) {
  const { upgrade } = itinerary.cart
  if (!upgrade || itinerary.orderReference === undefined) throw notAnUpgrade()
  const { order, details } = confirmedOrderToChange(deps.booking, itinerary.orderReference, 'it cannot be upgraded')
  return { upgrade, order, details }
}

export function upgradeOffers(deps: ApiDeps, context: RequestContext): UpgradeOffer[] {
  const { itinerary } = bookingConversation(deps, context)
  const { upgrade, order, details } = upgradeOf(deps, itinerary)
  const selected = new Set(upgrade.offers.map((o) => o.id))
  return upgradeCandidates(deps, details, order.currency, deps.now())
    .filter((c) => c.room)
    .map((c) => toUpgradeOffer(c.quote, order.currency, selected.has(c.quote.id)))
}

export function selectUpgrade(deps: ApiDeps, args: MutationSelectUpgradeArgs, context: RequestContext) {
  const { conversation, itinerary } = changingBookingConversation(deps, context)
  const { order, details } = upgradeOf(deps, itinerary)
  const ids = [...new Set(requireAtMost('offerIds', args.offerIds, maxOfferIds, 'upgrade offers'))]
  const candidates = upgradeCandidates(deps, details, order.currency, deps.now())
  const offers = ids.map((id) => {
    const found = candidates.find((c) => c.quote.id === id)
    if (!found)
      throw validationError(
        'UNKNOWN_UPGRADE_OFFER',
        `${id} is not an upgrade offer of this trip now; read upgradeOffers again and send their ids.`,
      )
    if (!found.room)
      throw businessError(
        'UPGRADE_SOLD_OUT',
        `Business is full on the flight of offer ${id}; choose another flight or keep this one as booked.`,
        409,
      )
    return found.quote
  })
  offers.sort((a, b) => a.segmentIndex - b.segmentIndex)
  const total = offers.reduce((sum, o) => sum + o.total, 0)
  const cart: CartContent = { ...itinerary.cart, total, upgrade: { offers, total } }
  deps.shopping.conversations.saveSelection(conversation.key, conversation.selectedOffers, cart)
  return toCart(deps, cart, cartExtras(deps.shopping, deps.booking, { ...itinerary, cart }, conversation.key))
}
