// Prices of one itinerary part in one brand (issue 3). All arithmetic is in US cents
// and converted once per passenger type, so the same inputs and instant always give the
// same integer amounts.
import type { Leg } from '../repository/flights'
import type { Brand } from './brands'
import { fromUsdCents } from './currencies'
import { loadMultiplier, seatsOpenFor, type Inventory } from './inventory'

export const passengerTypes = ['ADT', 'YTH', 'SRC', 'CHD', 'INF'] as const
export type PassengerType = (typeof passengerTypes)[number]
export type PassengerCounts = Record<PassengerType, number>

/** Share of the adult fare each type pays (CHD 75%, INF 10% per issue 3; YTH/SRC are demo choices). */
const fareShare: Record<PassengerType, number> = { ADT: 1, YTH: 0.9, SRC: 0.9, CHD: 0.75, INF: 0.1 }
/** Infants (on a lap) pay low taxes; everyone else the full per-segment taxes. */
const taxShare: Record<PassengerType, number> = { ADT: 1, YTH: 1, SRC: 1, CHD: 1, INF: 0.15 }

const dayMs = 86_400_000

/** Reference economy fare of a leg in US cents: distance-based, like most fare tables. */
export const referenceFareCents = (km: number): number => (45 + 0.075 * km) * 100

/** Taxes and fees of a leg per adult in US cents; premium cabins pay the higher rate. */
export const legTaxCents = (km: number, brand: Brand): number => (18 + 0.004 * km) * 100 * (brand.bookingCabin === 'J' ? 1.5 : 1)

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

export interface PassengerPrice {
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
  const daysOut = (firstLeg.departureUtc - nowMs) / dayMs
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
    const fareBeforeDiscount = request.award ? 0 : fromUsdCents(fareCents * fareShare[type], request.currency)
    return {
      passengerType: type,
      count: request.passengers[type],
      fareBeforeDiscount,
      fare: Math.round((fareBeforeDiscount * (100 - request.percentOff)) / 100),
      taxes: fromUsdCents(taxCents * taxShare[type], request.currency),
      points: adultPoints === undefined ? undefined : Math.round((adultPoints * fareShare[type]) / 100) * 100,
    }
  })
  return { passengers, seatsOpen }
}

/** Types with a count, adults first; pricing always includes ADT so pricePerAdult exists. */
function passengerTypesIn(counts: PassengerCounts): PassengerType[] {
  return passengerTypes.filter((type) => type === 'ADT' || counts[type] > 0)
}

export interface Totals {
  fare: number
  fareBeforeDiscount: number
  taxes: number
  points?: number
}

/** All passengers of the prices together. */
export function totalsOf(prices: readonly PassengerPrice[]): Totals {
  const totals: Totals = { fare: 0, fareBeforeDiscount: 0, taxes: 0 }
  for (const p of prices) {
    totals.fare += p.count * p.fare
    totals.fareBeforeDiscount += p.count * p.fareBeforeDiscount
    totals.taxes += p.count * p.taxes
    if (p.points !== undefined) totals.points = (totals.points ?? 0) + p.count * p.points
  }
  return totals
}

/** Seats a search needs: everyone but infants on a lap. */
export const seatsNeeded = (counts: PassengerCounts): number => counts.ADT + counts.YTH + counts.SRC + counts.CHD
