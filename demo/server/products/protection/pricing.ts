// The demo providers' pricing rules for insurance, refund protection and cancel-for-any-reason
// (docs/demo-api.md, "Partner products", has them as tables). Pure: money in integer minor
// units of the cart's currency; thresholds set in US cents and converted at the demo's rates.
import { fromUsdCents } from '../../shopping/currencies'

export type Region = 'EUROPE' | 'NORTH_AMERICA' | 'WORLDWIDE'
export type PlanCode = 'ESSENTIAL' | 'COMPREHENSIVE'
export type AgeBand = 'CHILD' | 'ADULT' | 'SENIOR' | 'ELDER'

const europe = new Set([
  'United Kingdom',
  'Ireland',
  'France',
  'Germany',
  'Netherlands',
  'Spain',
  'Portugal',
  'Italy',
  'Greece',
  'Denmark',
  'Finland',
  'Norway',
  'Austria',
  'Switzerland',
])
const northAmerica = new Set(['United States', 'Canada', 'Mexico'])

/** The region a destination country is insured in. */
export const regionOf = (country: string | undefined): Region =>
  country && europe.has(country) ? 'EUROPE' : country && northAmerica.has(country) ? 'NORTH_AMERICA' : 'WORLDWIDE'

/** Age bands by age at the first departure; a traveller without a date of birth is an adult. */
export function ageBandOf(age: number | undefined): AgeBand {
  if (age === undefined) return 'ADULT'
  if (age < 18) return 'CHILD'
  if (age < 65) return 'ADULT'
  if (age < 75) return 'SENIOR'
  return 'ELDER'
}

/** Premium per traveller, per mille of their share of the trip's cost, by cost band (US cents, upper bound). */
const costBands: ReadonlyArray<{ upToUsdCents: number; perMille: Record<PlanCode, number> }> = [
  { upToUsdCents: 50_000, perMille: { ESSENTIAL: 60, COMPREHENSIVE: 95 } },
  { upToUsdCents: 200_000, perMille: { ESSENTIAL: 50, COMPREHENSIVE: 80 } },
  { upToUsdCents: Number.POSITIVE_INFINITY, perMille: { ESSENTIAL: 40, COMPREHENSIVE: 65 } },
]
const ageFactorPercent: Record<AgeBand, number> = { CHILD: 50, ADULT: 100, SENIOR: 175, ELDER: 300 }
const regionFactorPercent: Record<Region, number> = { EUROPE: 100, NORTH_AMERICA: 150, WORLDWIDE: 130 }

function ratePerMille(shareMinor: number, currency: string, plan: PlanCode): number {
  const band = costBands.find((b) => shareMinor <= fromUsdCents(b.upToUsdCents, currency)) ?? costBands[2]
  return band?.perMille[plan] ?? 0
}

/** The plan's premium for all travellers: each pays on an equal share of the trip's cost. */
export function insurancePremium(
  plan: PlanCode,
  trip: { cost: number; currency: string; bands: readonly AgeBand[]; region: Region },
): number {
  const count = trip.bands.length
  if (count === 0) return 0
  const share = Math.floor(trip.cost / count)
  const rate = ratePerMille(share, trip.currency, plan)
  const regionFactor = regionFactorPercent[trip.region]
  return trip.bands.reduce(
    (sum, band) => sum + Math.round((share * rate * ageFactorPercent[band] * regionFactor) / 10_000_000),
    0,
  )
}

/** Limits per traveller, in US cents; TRIP_CANCELLATION is the traveller's share of the trip's cost. */
const limitsUsdCents: Record<PlanCode, { MEDICAL: number; BAGGAGE: number; DELAY: number }> = {
  ESSENTIAL: { MEDICAL: 10_000_000, BAGGAGE: 50_000, DELAY: 10_000 },
  COMPREHENSIVE: { MEDICAL: 10_000_0000, BAGGAGE: 200_000, DELAY: 50_000 },
}

export function insuranceBenefits(
  plan: PlanCode,
  trip: { cost: number; currency: string; travellers: number },
): Array<{ code: string; limit: number }> {
  const limits = limitsUsdCents[plan]
  return [
    { code: 'TRIP_CANCELLATION', limit: Math.ceil(trip.cost / Math.max(1, trip.travellers)) },
    { code: 'MEDICAL', limit: fromUsdCents(limits.MEDICAL, trip.currency) },
    { code: 'BAGGAGE', limit: fromUsdCents(limits.BAGGAGE, trip.currency) },
    { code: 'DELAY', limit: fromUsdCents(limits.DELAY, trip.currency) },
  ]
}

const hourMs = 3_600_000

/** Refund protection: 7% of the flights' price, sold until 24 hours before the first departure. */
export const refundProtection = { pricePerMille: 70, sellUntilHours: 24 }

export const refundProtectionPrice = (flightsPrice: number): number =>
  Math.round((flightsPrice * refundProtection.pricePerMille) / 1000)

export const refundProtectionEligible = (firstDepartureMs: number, nowMs: number): boolean =>
  firstDepartureMs - nowMs > refundProtection.sellUntilHours * hourMs

/** CFAR: the contracts offered, their price per mille of the flights' price, and the deadline. */
export const cfarPlans: ReadonlyArray<{ coveragePerMille: number; pricePerMille: number }> = [
  { coveragePerMille: 800, pricePerMille: 120 },
  { coveragePerMille: 500, pricePerMille: 60 },
]
/** Exercisable until this many hours before the first departure; sold only while a day remains before that deadline. */
export const cfarDeadlineHours = 24
export const cfarSellUntilHours = 48

export const cfarDeadline = (firstDepartureMs: number): number => firstDepartureMs - cfarDeadlineHours * hourMs

export const cfarEligible = (firstDepartureMs: number, nowMs: number): boolean =>
  firstDepartureMs - nowMs > cfarSellUntilHours * hourMs

export const perMilleOf = (amount: number, perMille: number): number => Math.round((amount * perMille) / 1000)
