// Prices of one itinerary part in one brand, and of an itinerary of parts.
//
// Rounding rule (every shown price follows it): a part's fare and taxes are computed per
// passenger type in US cents, converted into the shown currency and rounded to whole
// minor units ONCE each (pricePart; a promo discount applies before that rounding).
// Everything after that is integer arithmetic in priceItinerary: a type's price over the
// itinerary is the sum of its parts' rounded amounts, and totals are those per-passenger
// amounts times the counts, summed. Offers (pricePerAdult, total, partTotal, the
// calendar's and the matrix's lowest totals) and the cart all go through priceItinerary,
// so a total shown on an offer is exactly what the cart of the same offers adds up to,
// passenger by passenger. The same inputs and pricing instant always give the same
// amounts (selection.ts prices a chosen offer at the instant its search quoted it), and
// prices count whole days to departure, so a later instant of the same day does too.
import type { Leg } from '../repository/flights'
import type { Brand } from './brands'
import { usdCentsIn } from './currencies'
import { daysToDeparture, loadMultiplier, seatsOpenFor, type Inventory } from './inventory'

export const passengerTypes = ['ADT', 'YTH', 'SRC', 'CHD', 'INF'] as const
export type PassengerType = (typeof passengerTypes)[number]
export type PassengerCounts = Record<PassengerType, number>

/** Share of the adult fare each type pays (CHD 75%, INF 10%; YTH/SRC are demo choices). */
export const fareShare: Record<PassengerType, number> = { ADT: 1, YTH: 0.9, SRC: 0.9, CHD: 0.75, INF: 0.1 }
/** Infants (on a lap) pay low taxes; everyone else the full per-segment taxes. */
export const taxShare: Record<PassengerType, number> = { ADT: 1, YTH: 1, SRC: 1, CHD: 1, INF: 0.15 }

/** Reference economy fare of a leg in US cents: distance-based, like most fare tables. */
export const referenceFareCents = (km: number): number => (45 + 0.075 * km) * 100

/** Taxes and fees of a leg per adult in US cents; premium cabins pay the higher rate. */
export const legTaxCents = (km: number, brand: Brand): number =>
  (18 + 0.004 * km) * 100 * (brand.bookingCabin === 'J' ? 1.5 : 1)

/**
 * Fare as a multiple of the reference by days to departure: cheaper far out, flat from
 * three weeks, and steep in the last 14 days.
 */
export function daysOutFactor(daysOut: number): number {
  if (daysOut >= 90) return 0.82
  if (daysOut >= 21) return 1 - (0.18 * (daysOut - 21)) / 69
  if (daysOut >= 14) return 1.08 - (0.08 * (daysOut - 14)) / 7
  return 1.08 + 0.055 * (14 - Math.max(0, daysOut))
}

/** Connections and through flights sell below the sum of their legs. */
const multiLegDiscount = 0.85

/** Award points per adult: distance and brand, rounded to 500, at least 4,500. */
export function pointsPerAdult(legsKm: readonly number[], brand: Brand): number {
  const raw = legsKm.reduce((sum, km) => sum + km * 4.5, 0) * brand.pointsFactor
  return Math.max(4500, Math.round(raw / 500) * 500)
}

interface PassengerPrice {
  passengerType: PassengerType
  count: number
  /** Per passenger, minor units of the currency, after any promo */
  fare: number
  fareBeforeDiscount: number
  taxes: number
  /** Award searches only */
  points?: number
}

export interface PartPrice {
  passengers: PassengerPrice[]
  /** Seats the brand can still sell on the part (the fullest leg decides). */
  seatsOpen: number
}

export interface PricingRequest {
  legs: readonly Leg[]
  brand: Brand
  passengers: PassengerCounts
  currency: string
  award: boolean
  percentOff: number
  nowMs: number
}

export interface PricingDeps {
  inventory: Inventory
  distanceKm(origin: string, destination: string): number
}

export function pricePart(deps: PricingDeps, request: PricingRequest): PartPrice {
  const { legs, brand, nowMs } = request
  const firstLeg = legs[0]
  if (!firstLeg) throw new Error('pricePart needs at least one leg')
  const daysOut = daysToDeparture(firstLeg.departureUtc, nowMs)
  let fareCents = 0
  let taxCents = 0
  let seatsOpen = Number.POSITIVE_INFINITY
  const legsKm: number[] = []
  for (const leg of legs) {
    const km = deps.distanceKm(leg.origin, leg.destination)
    const load = deps.inventory.loadOf(leg, brand.bookingCabin, nowMs)
    legsKm.push(km)
    fareCents += referenceFareCents(km) * brand.fareFactor * loadMultiplier(load)
    taxCents += legTaxCents(km, brand)
    seatsOpen = Math.min(seatsOpen, seatsOpenFor(brand, load))
  }
  fareCents *= daysOutFactor(daysOut) * (legs.length > 1 ? multiLegDiscount : 1)
  const adultPoints = request.award ? pointsPerAdult(legsKm, brand) : undefined
  const passengers = passengerTypesIn(request.passengers).map((type): PassengerPrice => {
    // Exact amounts in the shown currency, each rounded to minor units once (see the top).
    const fare = request.award ? 0 : usdCentsIn(fareCents * fareShare[type], request.currency)
    return {
      passengerType: type,
      count: request.passengers[type],
      fareBeforeDiscount: Math.round(fare),
      fare: Math.round((fare * (100 - request.percentOff)) / 100),
      taxes: Math.round(usdCentsIn(taxCents * taxShare[type], request.currency)),
      points: adultPoints === undefined ? undefined : Math.round((adultPoints * fareShare[type]) / 100) * 100,
    }
  })
  return { passengers, seatsOpen }
}

/** Types with a count, adults first; pricing always includes ADT so pricePerAdult exists. */
function passengerTypesIn(counts: PassengerCounts): PassengerType[] {
  return passengerTypes.filter((type) => type === 'ADT' || counts[type] > 0)
}

/** One passenger type over an itinerary's parts, per passenger: the cart's passenger lines. */
interface ItineraryPassenger {
  passengerType: PassengerType
  count: number
  /** Sums of the parts' rounded per-passenger amounts, minor units */
  fare: number
  fareBeforeDiscount: number
  taxes: number
  total: number
  /** Award searches only */
  points: number | null
}

export interface ItineraryPrice {
  /** Every priced type, adults first (ADT even with a count of 0, for perAdult) */
  passengers: ItineraryPassenger[]
  /** The adult's fare + taxes over the parts */
  perAdult: number
  pointsPerAdult: number | null
  /** All passengers: per-passenger amounts times counts, summed */
  fare: number
  fareBeforeDiscount: number
  taxes: number
  total: number
  points: number | null
}

/**
 * The price of parts flown together (chosen parts + an offer, or the cart's parts): the
 * only place per-passenger prices are summed and multiplied by counts (rounding rule at
 * the top). Totals are integer sums, so an itinerary's total is its parts' totals added.
 */
export function priceItinerary(parts: readonly PartPrice[]): ItineraryPrice {
  const byType = new Map<PassengerType, ItineraryPassenger>()
  for (const part of parts) {
    for (const p of part.passengers) {
      const line = byType.get(p.passengerType) ?? {
        passengerType: p.passengerType,
        count: p.count,
        fare: 0,
        fareBeforeDiscount: 0,
        taxes: 0,
        total: 0,
        points: null,
      }
      line.fare += p.fare
      line.fareBeforeDiscount += p.fareBeforeDiscount
      line.taxes += p.taxes
      line.total = line.fare + line.taxes
      if (p.points !== undefined) line.points = (line.points ?? 0) + p.points
      byType.set(p.passengerType, line)
    }
  }
  const passengers = passengerTypes.flatMap((type) => byType.get(type) ?? [])
  const sum = (pick: (p: ItineraryPassenger) => number) => passengers.reduce((total, p) => total + p.count * pick(p), 0)
  const adult = byType.get('ADT')
  const award = passengers.some((p) => p.points !== null)
  return {
    passengers,
    perAdult: adult?.total ?? 0,
    pointsPerAdult: adult?.points ?? null,
    fare: sum((p) => p.fare),
    fareBeforeDiscount: sum((p) => p.fareBeforeDiscount),
    taxes: sum((p) => p.taxes),
    total: sum((p) => p.total),
    points: award ? sum((p) => p.points ?? 0) : null,
  }
}

/** Seats a search needs: everyone but infants on a lap. */
export const seatsNeeded = (counts: PassengerCounts): number => counts.ADT + counts.YTH + counts.SRC + counts.CHD
