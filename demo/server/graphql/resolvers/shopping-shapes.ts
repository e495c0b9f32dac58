// Schema shapes of the shopping types (core/api/schema.graphql, "Shopping").
import type { Leg } from '../../repository/flights'
import type { Brand } from '../../shopping/brands'
import type { CartExtras } from '../../booking/cart-extras'
import type { ChangeAmounts } from '../../manage/exchange/change-price'
import { toUpgradeSelection } from '../../manage/upgrade/upgrade-shapes'
import type { CartContent } from '../../shopping/cart'
import type { PricedOffer } from '../../shopping/offers'
import type { ApiDeps } from '../context'
import type { ChangePrice } from '../generated/resolvers'
import { money } from './money'

// Money lives in ./money, so that a shape these import (upgrade-shapes) can use it without
// importing this file back; it is still offered here to the shapes that import it from here.
export { money }

export function toSegment(deps: ApiDeps, leg: Leg) {
  const airport = (code: string) => {
    const found = deps.catalog.airports.get(code)
    if (!found) throw new Error(`Leg ${leg.id} uses unknown airport ${code}`)
    return found
  }
  return {
    flightNumber: leg.flightNumber,
    airlineCode: leg.airlineCode,
    operatingAirlineCode: leg.operatingAirlineCode,
    operatingCarrier: deps.catalog.airlineNames.get(leg.operatingAirlineCode) ?? leg.operatingAirlineCode,
    origin: airport(leg.origin),
    destination: airport(leg.destination),
    departure: leg.scheduledDeparture,
    arrival: leg.scheduledArrival,
    duration: leg.durationMinutes,
    equipmentType: leg.equipmentCode,
    equipmentName: deps.catalog.equipmentNames.get(leg.equipmentCode) ?? leg.equipmentCode,
  }
}

export const toBrand = (brand: Brand) => ({
  id: brand.id,
  name: brand.name,
  cabinClass: brand.cabinClass,
  checkedBags: brand.checkedBags,
  carryOn: brand.carryOn,
  seatChoice: brand.seatChoice,
  changes: brand.changes,
  refund: brand.refund,
  priorityBoarding: brand.priorityBoarding,
  loungeAccess: brand.loungeAccess,
})

export const toChangePrice = (change: ChangeAmounts, currency: string): ChangePrice => ({
  fareDifference: money(change.fareDifference, currency),
  changeFee: money(change.changeFee, currency),
  totalDue: money(change.totalDue, currency),
  residual: money(change.residual, currency),
  residualTreatment: change.residualTreatment,
})

type BrandOfferOf = PricedOffer['brandOffers'][number]

/** `changeOf` prices each brand offer as a change of the order, in an exchange only. */
export function toFlightOffer(
  deps: ApiDeps,
  offer: PricedOffer,
  currency: string,
  changeOf?: (offer: PricedOffer, brandOffer: BrandOfferOf) => ChangeAmounts,
  /** In an exchange: whether these are the flights the order has booked for the part. */
  isBooked?: (offer: PricedOffer) => boolean,
  /** In an exchange: the brand the order has booked for the part. */
  bookedBrandId?: string,
) {
  const booked = isBooked ? isBooked(offer) : null
  return {
    id: offer.id,
    segments: offer.legs.map((leg) => toSegment(deps, leg)),
    duration: offer.duration,
    stops: offer.stops,
    brandOffers: offer.brandOffers.map((b) => ({
      brandId: b.brand.id,
      offerRef: b.offerRef,
      seatsLeft: b.seatsLeft,
      pricePerAdult: money(b.pricePerAdult, currency),
      total: money(b.total, currency),
      partTotal: money(b.partTotal, currency),
      pointsPerAdult: b.pointsPerAdult,
      pointsTotal: b.pointsTotal,
      totalBeforeDiscount: b.totalBeforeDiscount === null ? null : money(b.totalBeforeDiscount, currency),
      change: changeOf ? toChangePrice(changeOf(offer, b), currency) : null,
      booked: booked === null ? null : booked && b.brand.id === bookedBrandId,
    })),
    lowestTotal: money(offer.lowestTotal, currency),
    booked,
  }
}

/**
 * The cart; with the booking's extras (seats, bags, extras), total includes them. In an
 * exchange with flights chosen, total is what is due: the change's, not the new fares.
 */
export function toCart(deps: ApiDeps, cart: CartContent, extras?: CartExtras) {
  const { currency } = cart
  const flights = cart.change ? cart.change.totalDue : cart.total
  return {
    parts: cart.parts.map((part) => ({
      offerRef: part.offerRef,
      brand: toBrand(part.brand),
      segments: part.legIds.flatMap((id) => {
        const leg = deps.flights.legById(id)
        return leg ? [toSegment(deps, leg)] : []
      }),
    })),
    passengers: cart.passengers.map((p) => ({
      passengerType: p.passengerType,
      count: p.count,
      fare: money(p.fare, currency),
      taxes: money(p.taxes, currency),
      total: money(p.total, currency),
      points: p.points,
    })),
    fare: money(cart.fare, currency),
    taxes: money(cart.taxes, currency),
    total: money(flights + (extras ? extras.seats + extras.ancillaries + extras.products : 0), currency),
    points: cart.points,
    change: cart.change ? toChangePrice(cart.change, currency) : null,
    upgrade: cart.upgrade ? toUpgradeSelection(cart.upgrade, currency) : null,
    seats: extras ? money(extras.seats, currency) : null,
    ancillaries: extras ? money(extras.ancillaries, currency) : null,
    items: extras?.items.map((item) => ({ ...item, price: money(item.price, currency) })) ?? null,
    paymentPending: extras ? extras.paymentPending : null,
  }
}
