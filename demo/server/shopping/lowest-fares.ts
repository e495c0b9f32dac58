// The cheapest way to fly one part on one day, for the calendar and the matrix.
import type { Criteria } from './criteria'
import { buildOffers, cheaper, type OfferDeps, type PartRequest, type PricedOffer } from './offers'
import type { PartPrice } from './pricing'
import type { ScheduleOptionPlan } from '../schedules/find-options'

export interface DayFares {
  deps: OfferDeps
  request: PartRequest
  scheduleOptions(origin: string, destination: string, date: string): readonly ScheduleOptionPlan[]
}

/** Each option's lowest price, with its first departure and last arrival, for part `partIndex` moved to `date`. */
export interface PricedOption {
  departureUtc: number
  arrivalUtc: number
  total: number
  points: number | null
  /** The offer it is the price of (an exchange's calendar prices it as a change) */
  offer: PricedOffer
}

function withPartDate(criteria: Criteria, partIndex: number, date: string): Criteria {
  return { ...criteria, parts: criteria.parts.map((part, i) => (i === partIndex ? { ...part, date } : part)) }
}

export function pricedOptions(
  fares: DayFares,
  partIndex: number,
  date: string,
  chosen: readonly PartPrice[] = [],
): PricedOption[] {
  const criteria = withPartDate(fares.request.criteria, partIndex, date)
  const part = criteria.parts[partIndex]
  if (!part) return []
  const plans = fares.scheduleOptions(part.origin.code, part.destination.code, date)
  return buildOffers(fares.deps, { ...fares.request, criteria, partIndex }, plans, chosen).map((offer) => ({
    departureUtc: offer.departureUtc,
    arrivalUtc: offer.legs.at(-1)?.arrivalUtc ?? offer.departureUtc,
    total: offer.lowestTotal,
    points: offer.lowestPoints,
    offer,
  }))
}

export function lowestOf<T extends { total: number; points: number | null }>(options: readonly T[]): T | undefined {
  return options.reduce<T | undefined>(
    (best, option) => (!best || cheaper(option, best) < 0 ? option : best),
    undefined,
  )
}
