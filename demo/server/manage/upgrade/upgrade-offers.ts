// The flights of an order that can be upgraded now: still to fly, below Business, and
// with room in Business for every passenger with a seat (the Business fare bucket still
// open for them). A flight whose Business is full is offered no upgrade.
import type { BookingDeps } from '../../booking/deps'
import type { OrderDetails } from '../../booking/order-details'
import type { Leg } from '../../repository/flights'
import type { Inventory } from '../../shopping/inventory'
import { seatsOpenFor } from '../../shopping/inventory'
import type { ApiDeps } from '../../graphql/context'
import { brandById } from '../../shopping/brands'
import { stillToFly } from '../segment-instants'
import { segmentCabin } from './segment-cabin'
import { quoteUpgrade, type UpgradeQuote } from './upgrade-quote'

export function businessHasRoom(inventory: Inventory, leg: Leg, seated: number, nowMs: number): boolean {
  const business = brandById.get('business')
  if (!business) throw new Error('the brands have no business brand to upgrade to')
  return seatsOpenFor(business, inventory.loadOf(leg, business.bookingCabin, nowMs)) >= seated
}

export interface UpgradeCandidate {
  quote: UpgradeQuote
  /** Business has room for every passenger with a seat */
  room: boolean
}

/** Every flight still to fly below Business, with its price and whether Business has room. */
export function upgradeCandidates(
  deps: Pick<ApiDeps, 'catalog' | 'flights' | 'shopping'>,
  details: OrderDetails,
  currency: string,
  nowMs: number,
): UpgradeCandidate[] {
  return stillToFly(deps.catalog, details.segments, nowMs)
    .filter((s) => segmentCabin(s) !== 'Business')
    .flatMap((segment) => {
      const leg = deps.flights.legById(segment.legId)
      if (!leg) return []
      const quote = quoteUpgrade(
        segment,
        details,
        deps.shopping.distanceKm(segment.origin, segment.destination),
        currency,
      )
      return [{ quote, room: businessHasRoom(deps.shopping.inventory, leg, quote.seated, nowMs) }]
    })
}

/** The order's Business places are taken and its Economy places given back (or the reverse when `back`). */
export function moveCabinPlaces(
  booking: BookingDeps,
  legId: number,
  bookedBrand: string,
  seated: number,
  back: boolean,
): void {
  const [from, to] = back ? ['business', bookedBrand] : [bookedBrand, 'business']
  booking.inventory.release(legId, from, seated)
  booking.inventory.sell(legId, to, seated)
}
