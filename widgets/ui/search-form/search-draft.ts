import type { JourneyType, PassengerCounts, SearchConfig, SearchCriteria } from '../../../core/search/types'
import { latinDigits } from '../../../core/input/latin-digits'
import { enabledTypes } from '../passengers/passenger-rules'

/** One flight as the form holds it: codes and a YYYY-MM-DD date, '' until chosen. */
export interface PartDraft {
  origin: string
  destination: string
  date: string
}

/**
 * What the search form holds while the traveller edits. A round trip is its first
 * part plus `returnDate` (the way back is the same airports reversed); a multi-city
 * trip has two or more parts.
 */
export interface SearchDraft {
  journeyType: JourneyType
  parts: PartDraft[]
  returnDate: string
  passengers: PassengerCounts
  cabinClass: string
  promoCode: string
  awardBooking: boolean
}

/** The promo code as the API takes it: trimmed, in capitals, digits of any script read as 0-9. */
export const promoCodeOf = (draft: SearchDraft): string => latinDigits(draft.promoCode.trim()).toUpperCase()

export const emptyPart = (): PartDraft => ({ origin: '', destination: '', date: '' })

/** The form's starting point: the given criteria (attributes or the last search) or the configured defaults. */
export function draftFromCriteria(criteria: SearchCriteria | undefined, config: SearchConfig): SearchDraft {
  const journeyType = criteria?.journeyType ?? config.defaultJourneyType
  const given = criteria?.itineraryParts.map(({ origin, destination, date }) => ({ origin, destination, date })) ?? []
  const first = given[0] ?? emptyPart()
  const parts = journeyType === 'multi-city' ? [...given] : [first]
  while (parts.length < (journeyType === 'multi-city' ? 2 : 1)) parts.push(emptyPart())
  const adults = Math.max(config.passengerTypes.ADT.min, 1)
  return {
    journeyType,
    parts: parts.slice(0, config.maxParts),
    returnDate: journeyType === 'round-trip' ? (given[1]?.date ?? '') : '',
    passengers: criteria && Object.keys(criteria.passengers).length > 0 ? { ...criteria.passengers } : { ADT: adults },
    cabinClass: criteria?.cabinClass ?? config.defaultClass,
    promoCode: criteria?.promoCodes[0] ?? '',
    awardBooking: criteria?.awardBooking ?? config.defaultAwardBooking,
  }
}

/** The flights of the trip the draft describes, in order. */
export function draftParts(draft: SearchDraft): PartDraft[] {
  const [first = emptyPart()] = draft.parts
  if (draft.journeyType === 'one-way') return [first]
  if (draft.journeyType === 'round-trip')
    return [first, { origin: first.destination, destination: first.origin, date: draft.returnDate }]
  return draft.parts
}

export interface SearchContext {
  config: SearchConfig
  currency?: string | undefined
  pointOfSale?: string | undefined
  locale?: string | undefined
}

/**
 * The search criteria of a valid draft (core/search/types.ts): the configured search
 * type, the default class when classes are off, award booking only when enabled,
 * zero counts and disabled passenger types left out, nothing selected yet.
 */
export function criteriaFromDraft(
  draft: SearchDraft,
  { config, currency, pointOfSale, locale }: SearchContext,
): SearchCriteria {
  const passengers: PassengerCounts = {}
  for (const type of enabledTypes(config)) {
    const count = draft.passengers[type] ?? 0
    if (count > 0) passengers[type] = count
  }
  const promo = promoCodeOf(draft)
  const criteria: SearchCriteria = {
    journeyType: draft.journeyType,
    searchType: config.defaultSearchType,
    cabinClass:
      config.classesEnabled && config.classes.includes(draft.cabinClass) ? draft.cabinClass : config.defaultClass,
    awardBooking: config.awardBookingEnabled ? draft.awardBooking : config.defaultAwardBooking,
    promoCodes: promo ? [promo] : [],
    itineraryParts: draftParts(draft).map((part) => ({ ...part })),
    passengers,
    direction: 0,
    flights: [],
  }
  if (currency) criteria.currency = currency
  if (pointOfSale) criteria.pointOfSale = pointOfSale
  if (locale) criteria.locale = locale
  return criteria
}
