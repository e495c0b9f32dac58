// A paid upgrade becomes the order's, inside the purchase's transaction (so a failure
// anywhere changes nothing): each chosen flight is flown in Business by every passenger
// of the order (the brand booked stays, with its fare rules), the cabin's places follow
// (an Economy place given back, a Business one taken, per passenger with a seat), the
// passengers' seats on that flight are given up for others to buy and named in
// Trip.seatsNotKept until a Business seat is chosen (the upgrade keeps them with their price,
// to give back if it is cancelled), and the payment and a history entry
// are written. A flight that left or whose Business filled since it was chosen refuses
// the whole upgrade, nothing charged.
import type { Itinerary } from '../../booking/itinerary'
import type { OrderDetails, SeatGivenUpRecord, SeatNotKeptRecord } from '../../booking/order-details'
import { upgradesPaid } from '../order-charges'
import { confirmedOrderToChange, type OrderChange } from '../../booking/order-to-change'
import type { CheckoutKind, PurchaseDeps } from '../../checkout/kind'
import { cartExtras } from '../../booking/cart-extras'
import { businessError, validationError } from '../../graphql/errors'
import { businessHasRoom, moveCabinPlaces } from './upgrade-offers'
import { actorOf, namedFlights } from '../history/order-history'

/**
 * An upgrade conversation pays only its upgrades: at least one chosen, and nothing else
 * (seats, bags, extras) added in it, since Economy seats on an upgraded flight would be
 * given up at once.
 */
function requireUpgradeOnly(deps: PurchaseDeps, key: string, itinerary: Itinerary): void {
  if ((itinerary.cart.upgrade?.offers.length ?? 0) === 0)
    throw businessError(
      'NO_UPGRADE_SELECTED',
      'No upgrade is chosen yet: send the chosen upgradeOffers ids to selectUpgrade, then pay.',
      409,
    )
  if (cartExtras(deps.shopping, deps.booking, itinerary, key).items.length > 0)
    throw validationError(
      'UPGRADE_ONLY',
      'An upgrade conversation buys upgrades only: release the seats, bags and extras chosen in it, or add them in a MODIFY conversation.',
    )
}

const soldOut = (flight: string) =>
  businessError('UPGRADE_SOLD_OUT', `Business is full on ${flight} now; nothing was charged.`, 409)

const upgradeOrder: OrderChange = (deps, key, itinerary, reference, payment, buyer) => {
  const { booking, shopping } = deps
  const { order, details } = confirmedOrderToChange(booking, reference, 'it cannot be upgraded')
  const offers = itinerary.cart.upgrade?.offers ?? []
  const nowMs = deps.now()
  const seated = details.passengers.filter((p) => p.type !== 'INF').length
  const chosen = new Map(offers.map((o) => [o.segmentIndex, o]))
  const notKept: SeatNotKeptRecord[] = []
  const givenUp = new Map<number, SeatGivenUpRecord[]>()
  for (const offer of offers) {
    const segment = details.segments.find((s) => s.index === offer.segmentIndex && s.legId === offer.legId)
    const leg = itinerary.segments.find((s) => s.index === offer.segmentIndex)?.leg
    if (!segment || !leg || segment.upgrade || leg.departureUtc <= nowMs)
      throw businessError(
        'UPGRADE_NOT_AVAILABLE',
        `The flight of offer ${offer.id} can no longer be upgraded (it left, changed or is upgraded already); nothing was charged.`,
        409,
      )
    if (!businessHasRoom(shopping.inventory, leg, seated, nowMs)) throw soldOut(segment.flight)
    moveCabinPlaces(booking, segment.legId, segment.brand, seated, false)
    for (const seat of details.items.filter((i) => i.kind === 'SEAT' && i.index === segment.index)) {
      booking.seatHolds.releaseSold(reference, segment.legId, seat.passengerId)
      notKept.push({
        passengerId: seat.passengerId,
        segmentIndex: segment.index,
        seatNumber: seat.detail,
        reason: 'UPGRADED',
      })
      const seats = givenUp.get(segment.index) ?? []
      seats.push({ passengerId: seat.passengerId, seatNumber: seat.detail, price: seat.price })
      givenUp.set(segment.index, seats)
    }
  }
  const next: OrderDetails = {
    ...details,
    segments: details.segments.map((s) => {
      const offer = chosen.get(s.index)
      return offer ? { ...s, upgrade: { paid: offer.total, at: nowMs, seatsGivenUp: givenUp.get(s.index) ?? [] } } : s
    }),
    items: details.items.filter((i) => !(i.kind === 'SEAT' && chosen.has(i.index))),
    seatsNotKept: [...(details.seatsNotKept ?? []), ...notKept],
    // The seats given up were credited to the upgrade: their money is now the upgrade's.
    upgradesPaid: upgradesPaid(details) + offers.reduce((sum, o) => sum + o.total + o.seatCredit, 0),
  }
  booking.orders.amend(reference, next, payment.amount)
  const flights = details.segments.filter((s) => chosen.has(s.index)).map((s) => s.flight)
  booking.history.record(
    {
      reference,
      actor: actorOf(buyer),
      action: 'UPGRADED',
      summary: `Upgraded to Business: ${flights.join(', ')}.${notKept.length > 0 ? ` ${notKept.length} seat${notKept.length === 1 ? '' : 's'} given up.` : ''}`,
      currency: order.currency,
      paid: payment.amount,
      details: {
        flights: namedFlights(details.segments.filter((s) => chosen.has(s.index))),
        seatsNotKept: notKept.length,
      },
    },
    nowMs,
  )
  shopping.conversations.complete(key)
  const upgraded = booking.orders.order(reference)
  if (!upgraded) throw new Error('the order just upgraded is missing')
  return upgraded
}

/** Checkout's kind for an upgrade conversation: the flights chosen, in Business. */
export const upgradeKind: CheckoutKind = {
  claims: (itinerary) => itinerary.orderReference !== undefined && !itinerary.exchange && !!itinerary.cart.upgrade,
  check: requireUpgradeOnly,
  fulfil: ({ deps, key, itinerary, payment, extras }) =>
    upgradeOrder(deps, key, itinerary, itinerary.orderReference ?? '', payment, extras.buyer),
}
