// searchFlights criteria checked and normalised. Each
// refusal is a validation error that names the field and says what to send.
import type { SearchCriteriaInput, SearchType } from '../graphql/generated/resolvers'
import type { Airport, Catalog } from '../repository/catalog'
import { validationError } from '../graphql/errors'
import { requireAirport, requireAtMost, requireDate } from '../graphql/validate-input'
import { localDateAt } from '../time/zoned'
import { cabinClasses } from './brands'
import { isSupportedCurrency, supportedCurrencies } from './currencies'
import { currencyOfPointOfSale } from '../../../core/money/point-of-sale'
import { passengerTypes, type PassengerCounts } from './pricing'

interface CriteriaPart {
  origin: Airport
  destination: Airport
  date: string
  /** undefined when empty or "-1" (none chosen) */
  selectedOfferRef?: string
}

export interface Criteria {
  searchType: SearchType
  cabinClass: string
  awardBooking: boolean
  currency: string
  promoCodes: string[]
  pointOfSale?: string
  parts: CriteriaPart[]
  passengers: PassengerCounts
  /** Set in an exchange conversation only (its searches must send it) */
  exchangeType?: string
}

const maxParts = 6
/** The most passengers one search (and so one booking) takes, infants included. */
export const maxPassengers = 9
/** More codes than a traveller could have been given; each is looked up on every search. */
const maxPromoCodes = 10
export const defaultCurrency = 'USD'

export interface CriteriaContext {
  catalog: Catalog
  nowMs: number
  /** Last date with scheduled flights */
  horizon: string
}

export function requirePassengers(input: SearchCriteriaInput['passengers']): PassengerCounts {
  if (!input)
    throw validationError(
      'PASSENGERS_REQUIRED',
      "passengers is required: send the count of each passenger type (only an exchange search takes the order's).",
    )
  const counts = {} as PassengerCounts
  for (const type of passengerTypes) {
    const value = input[type] ?? 0
    if (!Number.isInteger(value) || value < 0) {
      throw validationError('INVALID_PASSENGER_COUNT', `passengers.${type} must be a whole number of 0 or more.`)
    }
    counts[type] = value
  }
  const adults = counts.ADT + counts.SRC
  if (adults === 0) {
    throw validationError(
      'NO_ADULT',
      'passengers must include at least one adult (ADT or SRC); children and infants travel with an adult.',
    )
  }
  if (counts.INF > adults) {
    throw validationError(
      'TOO_MANY_INFANTS',
      `passengers has ${counts.INF} infants but ${adults} adults; each infant travels on an adult's lap, so send at most one infant per adult.`,
    )
  }
  const total = passengerTypes.reduce((sum, type) => sum + counts[type], 0)
  if (total > maxPassengers) {
    throw validationError(
      'TOO_MANY_PASSENGERS',
      `passengers adds up to ${total}; one search takes at most ${maxPassengers} passengers, infants included. Split larger groups.`,
    )
  }
  return counts
}

function requirePart(
  context: CriteriaContext,
  input: SearchCriteriaInput['itineraryParts'][number],
  index: number,
  previous?: CriteriaPart,
): CriteriaPart {
  const field = `itineraryParts[${index}]`
  const origin = requireAirport(context.catalog, `${field}.origin`, input.origin)
  const destination = requireAirport(context.catalog, `${field}.destination`, input.destination)
  if (origin.code === destination.code) {
    throw validationError(
      'SAME_ORIGIN_DESTINATION',
      `${field}: origin and destination are both ${origin.code}; send two different airports.`,
    )
  }
  if (origin.city === destination.city && origin.country === destination.country) {
    throw validationError(
      'SAME_CITY',
      `${field}: ${origin.code} and ${destination.code} are both in ${origin.city}; send airports in two different cities.`,
    )
  }
  const date = requireDate(`${field}.date`, input.date)
  const today = localDateAt(context.nowMs, origin.timeZone)
  if (date < today) {
    throw validationError(
      'DATE_IN_PAST',
      `${field}.date ${date} is in the past at ${origin.code} (today there is ${today}); send ${today} or later.`,
    )
  }
  if (date > context.horizon) {
    throw validationError(
      'DATE_BEYOND_HORIZON',
      `${field}.date ${date} is beyond the published schedule, which ends ${context.horizon}; send an earlier date.`,
    )
  }
  if (previous && date < previous.date) {
    throw validationError(
      'PARTS_OUT_OF_ORDER',
      `${field}.date ${date} is before itineraryParts[${index - 1}].date ${previous.date}; send the parts in travel order.`,
    )
  }
  const ref = input.selectedOfferRef?.trim()
  return { origin, destination, date, selectedOfferRef: ref && ref !== '-1' ? ref : undefined }
}

export function requireCriteria(context: CriteriaContext, input: SearchCriteriaInput): Criteria {
  const cabinClass = input.cabinClass?.trim() || 'Economy'
  if (!cabinClasses.includes(cabinClass)) {
    throw validationError('UNKNOWN_CABIN_CLASS', `cabinClass must be one of ${cabinClasses.join(', ')}.`)
  }
  // A point of sale implies its currency when none is sent (docs/settings.md, Currency choice).
  const currency = (
    input.currency?.trim() ||
    currencyOfPointOfSale(input.pointOfSale ?? undefined) ||
    defaultCurrency
  ).toUpperCase()
  if (!isSupportedCurrency(currency)) {
    throw validationError('UNSUPPORTED_CURRENCY', `currency must be one of ${supportedCurrencies.join(', ')}.`)
  }
  const count = input.itineraryParts.length
  if (count === 0 || count > maxParts) {
    throw validationError('INVALID_ITINERARY_PARTS', `itineraryParts must hold 1 to ${maxParts} parts.`)
  }
  if (input.searchType === 'FLEXIBLECALENDAR' && count !== 2) {
    throw validationError(
      'FLEXIBLECALENDAR_NEEDS_ROUND_TRIP',
      `searchType FLEXIBLECALENDAR is for round trips: send exactly 2 itineraryParts (outbound and return). Use CALENDAR30 otherwise.`,
    )
  }
  const passengers = requirePassengers(input.passengers)
  const parts: CriteriaPart[] = []
  for (const [index, part] of input.itineraryParts.entries())
    parts.push(requirePart(context, part, index, parts[index - 1]))
  const sentCodes = requireAtMost('promoCodes', input.promoCodes ?? [], maxPromoCodes, 'codes')
  const promoCodes = [...new Set(sentCodes.map((code) => code.trim().toUpperCase()).filter(Boolean))]
  return {
    searchType: input.searchType,
    cabinClass,
    awardBooking: input.awardBooking,
    currency,
    promoCodes,
    pointOfSale: input.pointOfSale?.trim() || undefined,
    parts,
    passengers,
    exchangeType: input.exchangeType?.trim() || undefined,
  }
}

/** Criteria as kept in the conversation: airports by code. */
export interface StoredCriteria extends Omit<Criteria, 'parts'> {
  parts: Array<{ origin: string; destination: string; date: string }>
}

export const toStored = (criteria: Criteria): StoredCriteria => ({
  ...criteria,
  parts: criteria.parts.map((part) => ({
    origin: part.origin.code,
    destination: part.destination.code,
    date: part.date,
  })),
})

export function fromStored(catalog: Catalog, stored: StoredCriteria): Criteria {
  const airport = (code: string) => {
    const found = catalog.airports.get(code)
    if (!found) throw new Error(`Stored criteria name unknown airport ${code}`)
    return found
  }
  return {
    ...stored,
    parts: stored.parts.map((part) => ({
      ...part,
      origin: airport(part.origin),
      destination: airport(part.destination),
    })),
  }
}
