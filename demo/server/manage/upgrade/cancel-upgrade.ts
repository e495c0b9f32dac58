// Mutation.cancelUpgradeOffers, cancelUpgradeProducts and cancelUpgradeConfirm: cancelling
// upgrades. The offers list the trip's upgraded flights still to fly and what cancelling
// each refunds; the products start the cancel-upgrade conversation on the chosen ones (its
// key in the execution header); the confirm works in it and, in one transaction, puts the
// flights back in the cabin and brand booked (the cabin's places follow, seats chosen in
// Business are given up, the seats the upgrade gave up are the passengers' again or their
// price is refunded), refunds to the original payment and writes the history entry, or
// changes nothing. A confirm that finds its conversation's refund answers it again.
import type { CartItem, OrderDetails, SeatNotKeptRecord } from '../../booking/order-details'
import { confirmedOrderToChange } from '../../booking/order-to-change'
import { seatsGivenUp } from '../../booking/seats-given-up'
import type { ApiDeps } from '../../graphql/context'
import type { RequestContext } from '../../graphql/request-context'
import { businessError, validationError } from '../../graphql/errors'
import type {
  CancelUpgradeOffer,
  CancelUpgradeProducts,
  MutationCancelUpgradeConfirmArgs,
  MutationCancelUpgradeOffersArgs,
  MutationCancelUpgradeProductsArgs,
  ResolversParentTypes,
} from '../../graphql/generated/resolvers'
import { lookedUpTrip } from '../../graphql/resolvers/trip-lookup'
import { toTrip } from '../../graphql/resolvers/trip-shape'
import { money } from '../../graphql/resolvers/shopping-shapes'
import { requireAtMost } from '../../graphql/validate-input'
import { brandById } from '../../shopping/brands'
import { idleLimitMs } from '../../shopping/conversations'
import { upgradesPaid } from '../order-charges'
import { newRefundReference } from '../refund/refund-store'
import { refundToPayments } from '../refund/refund-shapes'
import { requireAction, tripState, type TripState } from '../trip-state'
import { cancellableUpgrades, type CancelUpgradeQuote, type SeatTaken } from './cancel-upgrade-quote'
import { giveSeatsBack } from './give-seats-back'
import type { StoredUpgradeCancel, UpgradeCancelConversation } from './upgrade-cancel-store'
import { moveCabinPlaces } from './upgrade-offers'
import { actorOf, namedFlights, type HistoryActor } from '../history/order-history'
import { buyerOf } from '../../accounts/order-owner'

/** More than any trip has flights. */
const maxSegments = 20

const conversationEnded = () =>
  validationError(
    'ERR.SSW.CLIENT.INVALID_REQUEST',
    'The cancel-upgrade conversation has ended (refunded, expired after 30 minutes idle, or unknown). Start again with cancelUpgradeProducts.',
  )

const upgradeNotFound = (index: number) =>
  businessError(
    'UPGRADE_NOT_FOUND',
    `Segment ${index} of this trip has no upgrade to cancel (none was bought, it was cancelled, or the flight left); read cancelUpgradeOffers again.`,
    409,
  )

const toOffer = (q: CancelUpgradeQuote, currency: string): CancelUpgradeOffer => ({
  segmentIndex: q.segment.index,
  toCabin: brandById.get(q.segment.brand)?.cabinClass ?? 'Economy',
  toBrandName: q.segment.brandName,
  paid: money(q.paid, currency),
  refundable: money(q.refundable, currency),
  seatsRefunded: money(q.seatsRefunded, currency),
  refundableUntil: new Date(q.refundableUntilMs).toISOString(),
})

/** Whether a traveller other than the order has the seat on the flight now (sold or held). */
const seatTaken =
  (deps: ApiDeps): SeatTaken =>
  (legId, seatNumber) =>
    deps.booking.seatHolds.takenOn(legId, '').taken.has(seatNumber)

/** The chosen upgrades of the trip, in segment order; UPGRADE_NOT_FOUND for a segment without one. */
function chosenUpgrades(deps: ApiDeps, details: OrderDetails, segmentIndexes: readonly number[]): CancelUpgradeQuote[] {
  const quotes = cancellableUpgrades(deps.catalog, details, deps.now(), seatTaken(deps))
  for (const index of segmentIndexes) if (!quotes.some((q) => q.segment.index === index)) throw upgradeNotFound(index)
  return quotes.filter((q) => segmentIndexes.includes(q.segment.index))
}

export function cancelUpgradeOffers(
  deps: ApiDeps,
  args: MutationCancelUpgradeOffersArgs,
  context: RequestContext,
): CancelUpgradeOffer[] {
  const trip = lookedUpTrip(deps, args.lookup, context)
  requireAction(trip, 'CANCEL_UPGRADE')
  return cancellableUpgrades(deps.catalog, trip.details, deps.now(), seatTaken(deps)).map((q) =>
    toOffer(q, trip.order.currency),
  )
}

function productsOf(deps: ApiDeps, trip: TripState, quotes: readonly CancelUpgradeQuote[]): CancelUpgradeProducts {
  const { order } = trip
  const refundable = quotes.reduce((sum, q) => sum + q.refundable, 0)
  const { answer } = refundToPayments(refundable, order, deps.booking.refunds.sharesOf(order.reference))
  return {
    reference: order.reference,
    offers: quotes.map((q) => toOffer(q, order.currency)),
    refundable: money(refundable, order.currency),
    payments: answer,
  }
}

export function cancelUpgradeProducts(
  deps: ApiDeps,
  args: MutationCancelUpgradeProductsArgs,
  context: RequestContext,
): CancelUpgradeProducts {
  const indexes = [...new Set(requireAtMost('segmentIndexes', args.segmentIndexes, maxSegments, 'segments'))]
  if (indexes.length === 0)
    throw validationError('NO_SEGMENTS', 'segmentIndexes names no flight: send those of cancelUpgradeOffers to cancel.')
  // A new conversation counts against the client's allowance, as a search's does.
  context.newConversations.check()
  const trip = lookedUpTrip(deps, args.lookup, context)
  requireAction(trip, 'CANCEL_UPGRADE')
  const quotes = chosenUpgrades(deps, trip.details, indexes)
  const key = deps.booking.upgradeCancels.start(
    trip.order.reference,
    quotes.map((q) => q.segment.index),
    deps.now(),
  )
  context.newConversations.opened()
  context.setExecution(key)
  return productsOf(deps, trip, quotes)
}

/** The conversation of the execution header while it is live. */
function liveConversation(deps: ApiDeps, context: RequestContext): UpgradeCancelConversation {
  const key = context.executionIn
  const conversation = key === undefined ? undefined : deps.booking.upgradeCancels.conversation(key)
  if (conversation?.status !== 'ACTIVE' || deps.now() - conversation.lastUsedAt > idleLimitMs) throw conversationEnded()
  deps.booking.upgradeCancels.touch(conversation.key, deps.now())
  return conversation
}

/** Cancels the conversation's upgrades and refunds, inside the caller's transaction. */
function cancelUpgrades(
  deps: ApiDeps,
  conversation: UpgradeCancelConversation,
  actor: HistoryActor,
): StoredUpgradeCancel {
  const { booking } = deps
  const nowMs = deps.now()
  const { order, details } = confirmedOrderToChange(booking, conversation.reference, 'its upgrades cannot change')
  const quotes = chosenUpgrades(deps, details, conversation.segmentIndexes)
  const seated = details.passengers.filter((p) => p.type !== 'INF').length
  const back = new Set(quotes.map((q) => q.segment.index))
  const notKept: SeatNotKeptRecord[] = []
  const seatsBack: CartItem[] = []
  for (const quote of quotes) {
    const { segment } = quote
    moveCabinPlaces(booking, segment.legId, segment.brand, seated, true)
    for (const seat of details.items.filter((i) => i.kind === 'SEAT' && i.index === segment.index)) {
      booking.seatHolds.releaseSold(order.reference, segment.legId, seat.passengerId)
      notKept.push({
        passengerId: seat.passengerId,
        segmentIndex: segment.index,
        seatNumber: seat.detail,
        reason: 'UPGRADE_CANCELLED',
      })
    }
    seatsBack.push(...giveSeatsBack(booking, order.reference, conversation.key, quote))
  }
  // The upgrade named the seats it gave up as not kept: each is now back, or its price is.
  const resolved = (entry: SeatNotKeptRecord) =>
    quotes.some(
      (q) =>
        q.segment.index === entry.segmentIndex &&
        (q.segment.upgrade?.seatsGivenUp ?? []).some(
          (seat) => seat.passengerId === entry.passengerId && seat.seatNumber === entry.seatNumber,
        ),
    )
  const kept = details.items.filter((i) => !(i.kind === 'SEAT' && back.has(i.index)))
  // A seat given back was the upgrade's credit: its money moves from the upgrade's line back
  // to the seats, so the order's named lines still add up to what was paid.
  const creditBack = seatsBack.reduce((sum, seat) => sum + seat.price, 0)
  const next: OrderDetails = {
    ...details,
    segments: details.segments.map(({ upgrade, ...s }) => (back.has(s.index) ? s : { ...s, upgrade })),
    items: [...kept, ...seatsBack],
    upgradesPaid: upgradesPaid(details) - creditBack,
    seatsGivenUp: seatsGivenUp(details, kept),
    seatsNotKept: [...(details.seatsNotKept ?? []).filter((entry) => !resolved(entry)), ...notKept],
  }
  booking.orders.updateDetails(order.reference, next, order.lastName)
  const amount = quotes.reduce((sum, q) => sum + q.refundable, 0)
  const { shares, answer } = refundToPayments(amount, order, booking.refunds.sharesOf(order.reference))
  const refundReference = newRefundReference()
  const result: StoredUpgradeCancel = {
    refundReference,
    amount: money(amount, order.currency),
    payments: answer,
    segmentIndexes: [...back],
    offers: quotes.map((q) => toOffer(q, order.currency)),
    refundedAt: new Date(nowMs).toISOString(),
  }
  booking.upgradeCancels.insertRefund(
    {
      reference: refundReference,
      key: conversation.key,
      orderReference: order.reference,
      amount,
      currency: order.currency,
      shares,
      result,
    },
    nowMs,
  )
  const flights = quotes.map((q) => q.segment.flight).join(', ')
  booking.history.record(
    {
      reference: order.reference,
      actor,
      action: 'UPGRADE_CANCELLED',
      summary: `Upgrade cancelled, back in the cabin booked: ${flights}; refund ${refundReference} to the original payment.`,
      currency: order.currency,
      refunded: amount,
      details: { flights: namedFlights(quotes.map((q) => q.segment)), refundReference },
    },
    nowMs,
  )
  booking.upgradeCancels.complete(conversation.key)
  return result
}

export function cancelUpgradeConfirm(
  deps: ApiDeps,
  args: MutationCancelUpgradeConfirmArgs,
  context: RequestContext,
): ResolversParentTypes['CancelUpgradeResult'] {
  if (!args.confirmed)
    throw validationError(
      'CONFIRMATION_REQUIRED',
      'Cancelling an upgrade needs the traveller’s explicit confirmation: send confirmed true once they have given it.',
    )
  const { booking } = deps
  const key = context.executionIn
  const outcome = booking.db.transaction((): { reference: string; result: StoredUpgradeCancel } => {
    const stored = key === undefined ? undefined : booking.upgradeCancels.conversation(key)
    // Sent again after it refunded: the same answer, nothing refunded twice.
    const earlier = stored && booking.upgradeCancels.resultOf(stored.key)
    if (stored && earlier) return { reference: stored.reference, result: earlier }
    const conversation = liveConversation(deps, context)
    return {
      reference: conversation.reference,
      result: cancelUpgrades(deps, conversation, actorOf(buyerOf(context.signedIn))),
    }
  })()
  if (key !== undefined) context.setExecution(key)
  const order = booking.orders.order(outcome.reference)
  if (!order) throw new Error(`the order ${outcome.reference} just refunded is missing`)
  return {
    ...outcome.result,
    trip: toTrip(deps, tripState(booking, deps.catalog, order, deps.now(), context.signedIn)),
  }
}
