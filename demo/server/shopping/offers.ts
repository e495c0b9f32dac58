// Offers of one itinerary part: each way to fly it (schedules/find-options: nonstop,
// through and one-stop connections at a hub within legal connection times) priced in
// every brand the cabin class allows, with the parts already chosen added to each total
// (selecting the outbound then shows the inbound, with a running total).
import type { Leg } from '../repository/flights'
import { totalMinutes, totalStops, type ScheduleOptionPlan } from '../schedules/find-options'
import { brandsByCabinClass, type Brand } from './brands'
import type { Criteria } from './criteria'
import type { Inventory } from './inventory'
import type { OfferRef } from '../../../core/api/offer-ref'
import { encodeOfferRef, offerId } from './offer-ref'
import { priceItinerary, pricePart, seatsNeeded, type PartPrice } from './pricing'
import { percentOffFor, type PromoCode } from './promos'
import { fitsWindow, type PartWindow } from './turnaround'

/** Flights leaving sooner than this are no longer sold. */
export const bookingCutoffMs = 60 * 60_000
/** seatsLeft is shown when this few remain (schema: BrandOffer.seatsLeft). */
const fewSeats = 9

interface PricedBrandOffer {
  brand: Brand
  offerRef: OfferRef
  seatsLeft: number | null
  /** Whole itinerary so far (chosen parts + this one), minor units */
  pricePerAdult: number
  total: number
  totalBeforeDiscount: number | null
  pointsPerAdult: number | null
  pointsTotal: number | null
  /** This part alone, all passengers */
  partTotal: number
}

export interface PricedOffer {
  id: string
  legs: Leg[]
  duration: number
  stops: number
  departureUtc: number
  /** Local minutes after midnight of the first departure */
  departureMinutes: number
  brandOffers: PricedBrandOffer[]
  lowestTotal: number
  lowestPoints: number | null
}

export interface OfferDeps {
  inventory: Inventory
  distanceKm(origin: string, destination: string): number
}

export interface PartRequest {
  criteria: Criteria
  partIndex: number
  /** Known promo codes of the criteria */
  promos: readonly PromoCode[]
  /** The pricing instant: offers are priced at it and carry it as their quote (offer-ref.ts). */
  nowMs: number
  /** Between the flights chosen for the parts around this one: only options that fit are offered. */
  window?: PartWindow
}

/** The part's price in one brand for the criteria (used for offers, chosen parts and the cart). */
export function priceLegs(deps: OfferDeps, request: PartRequest, legs: readonly Leg[], brand: Brand): PartPrice {
  const { criteria } = request
  const part = criteria.parts[request.partIndex]
  return pricePart(deps, {
    legs,
    brand,
    passengers: criteria.passengers,
    currency: criteria.currency,
    award: criteria.awardBooking,
    percentOff: criteria.awardBooking || !part ? 0 : percentOffFor(request.promos, part.date),
    nowMs: request.nowMs,
  })
}

const legsOf = (plan: ScheduleOptionPlan): Leg[] => plan.segments.flat()

const localMinutes = (localDateTime: string) =>
  Number(localDateTime.slice(11, 13)) * 60 + Number(localDateTime.slice(14, 16))

/**
 * Options still on sale (first departure at least the booking cutoff after now) that can be
 * flown with the parts chosen around this one.
 */
const onSale = (plans: readonly ScheduleOptionPlan[], request: PartRequest): ScheduleOptionPlan[] =>
  plans.filter(
    (plan) =>
      (legsOf(plan)[0]?.departureUtc ?? 0) >= request.nowMs + bookingCutoffMs &&
      (request.window === undefined || fitsWindow(legsOf(plan), request.window)),
  )

/** Cheaper first; award searches compare points, then money. */
export const cheaper = (
  a: { total: number; points: number | null },
  b: { total: number; points: number | null },
): number => (a.points ?? 0) - (b.points ?? 0) || a.total - b.total

/**
 * Every on-sale option priced in every brand with seats for the party; options with no
 * brand left are not offered. `chosen` are the prices of the parts before this one (as
 * the cart prices them: selection.ts). Each brand offer's running total and price per
 * adult are priceItinerary of the chosen parts and this one, so they are what the cart of
 * these offers will show; partTotal is priceItinerary of this part alone. Without a
 * conversation key the refs are left empty (calendar and matrix need prices only).
 */
export function buildOffers(
  deps: OfferDeps,
  request: PartRequest,
  plans: readonly ScheduleOptionPlan[],
  chosen: readonly PartPrice[],
  conversationKey?: string,
): PricedOffer[] {
  const brands = brandsByCabinClass[request.criteria.cabinClass] ?? []
  const seats = seatsNeeded(request.criteria.passengers)
  const offers: PricedOffer[] = []
  for (const plan of onSale(plans, request)) {
    const legs = legsOf(plan)
    const first = legs[0]
    if (!first) continue
    const legIds = legs.map((leg) => leg.id)
    const brandOffers: PricedBrandOffer[] = []
    for (const brand of brands) {
      const price = priceLegs(deps, request, legs, brand)
      if (price.seatsOpen < seats) continue
      const sum = priceItinerary([...chosen, price])
      brandOffers.push({
        brand,
        offerRef: conversationKey
          ? encodeOfferRef(conversationKey, { partIndex: request.partIndex, legIds, brand, quotedAt: request.nowMs })
          : '',
        seatsLeft: price.seatsOpen <= fewSeats ? price.seatsOpen : null,
        pricePerAdult: sum.perAdult,
        total: sum.total,
        totalBeforeDiscount: sum.fareBeforeDiscount > sum.fare ? sum.fareBeforeDiscount + sum.taxes : null,
        pointsPerAdult: sum.pointsPerAdult,
        pointsTotal: sum.points,
        partTotal: priceItinerary([price]).total,
      })
    }
    if (brandOffers.length === 0) continue
    const lowest = brandOffers.reduce((best, offer) =>
      cheaper({ total: offer.total, points: offer.pointsTotal }, { total: best.total, points: best.pointsTotal }) < 0
        ? offer
        : best,
    )
    offers.push({
      id: offerId(request.partIndex, legIds),
      legs,
      duration: totalMinutes(plan),
      stops: totalStops(plan),
      departureUtc: first.departureUtc,
      departureMinutes: localMinutes(first.scheduledDeparture),
      brandOffers,
      lowestTotal: lowest.total,
      lowestPoints: lowest.pointsTotal,
    })
  }
  return offers
}
