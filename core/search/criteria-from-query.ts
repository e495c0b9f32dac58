import { formatSearchDate, parseQueryDate, daysBetween } from '../dates/dates'
import { lastBookableDay, PASSENGER_TYPES } from './config'
import type { OfferRef } from '../api/offer-ref'
import { parseFlightReference } from './flight-reference'
import type { ItineraryPart, JourneyType, PassengerCounts, SearchConfig, SearchCriteria, SearchType } from './types'

/** Why the query string was corrected; shown to the traveller as translated messages. */
export type QueryProblem =
  | 'AIRPORT_INVALID'
  | 'DATE_INVALID'
  | 'DATE_PAST'
  | 'DATE_BEYOND_HORIZON'
  | 'PASSENGERS_CLAMPED'
  | 'PART_DROPPED'

export interface QueryReading {
  criteria: SearchCriteria
  /**
   * Each kind of correction once, in the order met, as the traveller is told them: a part left
   * out for its date is said by the date's problem, PART_DROPPED only for a part that lacked
   * something else.
   */
  problems: QueryProblem[]
  /** Whether any part of the link was left out: the search form, not a search, follows. */
  partsDropped: boolean
  /**
   * The search as far as the link was valid, for the search form when parts were
   * dropped: a dropped part keeps its valid airports and date (the rest left empty to
   * fill in), and the journey type follows those parts. Never searched as it is.
   */
  draft: SearchCriteria
  /** The last day a date could be (lastBookableDay): DATE_BEYOND_HORIZON's message names it. */
  lastDay: Date
}

const JOURNEY_TYPES: readonly JourneyType[] = ['one-way', 'round-trip', 'multi-city']
const AIRPORT = /^[A-Z]{3}$/
const PROMO = /^[A-Z0-9]{1,20}$/
const CURRENCY = /^[A-Z]{3}$/
const LOCALE = /^[a-z]{2}-[A-Z]{2,4}$/
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export interface QueryOptions {
  /** Set by the page: date-selection CALENDAR30, matrix FLEXIBLECALENDAR, else the configured default. */
  searchType?: SearchType
  /** Searching by flight number keeps parts that have a date but no airports. */
  byFlightNumber?: boolean
  today: Date
}

/**
 * Reads the search query string: dates MM-DD-YYYY, passenger counts clamped, cabin,
 * journey type and award booking falling back to the configured defaults. Nothing is
 * trusted: malformed values are dropped or corrected (and reported in `problems`),
 * never passed on as they came.
 */
export function criteriaFromQuery(query: URLSearchParams, config: SearchConfig, options: QueryOptions): QueryReading {
  const problems: QueryProblem[] = []
  const report = (problem: QueryProblem) => problems.includes(problem) || problems.push(problem)
  const field = (name: string) => query.get(name)?.trim() ?? ''

  const { parts: itineraryParts, drafts, partsDropped } = readParts(field, config, options, report)
  const journeyType = readJourneyType(field('journeyType'), itineraryParts.length, config)
  const cabinClass =
    config.classesEnabled && config.classes.includes(field('class')) ? field('class') : config.defaultClass
  const award = field('awardBooking')
  const awardBooking =
    config.awardBookingEnabled && (award === 'true' || award === 'false')
      ? award === 'true'
      : config.defaultAwardBooking

  const criteria: SearchCriteria = {
    journeyType,
    searchType: options.searchType ?? config.defaultSearchType,
    cabinClass,
    awardBooking,
    promoCodes: readPromoCodes(query),
    itineraryParts,
    passengers: readPassengers(field, config, report),
    direction: readDirection(field('direction'), itineraryParts.length),
    flights: readFlights(query),
  }
  const currency = field('currency').toUpperCase()
  if (CURRENCY.test(currency)) criteria.currency = currency
  const pointOfSale = field('pointOfSale').toUpperCase()
  if (/^[A-Z]{2}$/.test(pointOfSale)) criteria.pointOfSale = pointOfSale
  const exchangeType = field('exchangeType')
  if (/^[A-Z_]{1,30}$/i.test(exchangeType)) criteria.exchangeType = exchangeType
  const activeMonth = field('activeMonth')
  if (MONTH.test(activeMonth)) criteria.activeMonth = activeMonth
  const locale = field('locale')
  if (LOCALE.test(locale)) criteria.locale = locale
  const draft = {
    ...criteria,
    journeyType: readJourneyType(field('journeyType'), drafts.length, config),
    itineraryParts: drafts,
    direction: 0,
    flights: [],
  }
  return { criteria, problems, partsDropped, draft, lastDay: lastBookableDay(config, options.today) }
}

function readParts(
  field: (name: string) => string,
  config: SearchConfig,
  options: QueryOptions,
  report: (problem: QueryProblem) => void,
): { parts: ItineraryPart[]; drafts: ItineraryPart[]; partsDropped: boolean } {
  const parts: ItineraryPart[] = []
  const drafts: ItineraryPart[] = []
  let partsDropped = false
  const horizon = lastBookableDay(config, options.today)
  for (let index = 0; index < config.maxParts; index++) {
    const rawOrigin = field(`origin${index}`)
    const rawDestination = field(`destination${index}`)
    const rawDate = field(`date${index}`)
    if (!rawOrigin && !rawDestination && !rawDate) continue
    const origin = rawOrigin.toUpperCase()
    const destination = rawDestination.toUpperCase()
    if ((rawOrigin && !AIRPORT.test(origin)) || (rawDestination && !AIRPORT.test(destination)))
      report('AIRPORT_INVALID')
    const date = rawDate ? parseQueryDate(rawDate) : undefined
    let when: string | undefined
    if (rawDate && !date) report('DATE_INVALID')
    else if (date && daysBetween(options.today, date) < 0) report('DATE_PAST')
    else if (date && daysBetween(horizon, date) > 0) report('DATE_BEYOND_HORIZON')
    else if (date) when = formatSearchDate(date)
    const hasAirports = AIRPORT.test(origin) && AIRPORT.test(destination)
    drafts.push({
      origin: AIRPORT.test(origin) ? origin : '',
      destination: AIRPORT.test(destination) ? destination : '',
      date: when ?? '',
    })
    // Parts with no origin, destination or date are dropped unless searching by flight number.
    const airportsMissing = !hasAirports && !options.byFlightNumber
    if (!when || airportsMissing) {
      partsDropped = true
      // A date given and left out was said by its own problem.
      if (airportsMissing || !rawDate) report('PART_DROPPED')
      continue
    }
    parts.push({ origin: hasAirports ? origin : '', destination: hasAirports ? destination : '', date: when })
  }
  return { parts, drafts, partsDropped }
}

function readJourneyType(value: string, partCount: number, config: SearchConfig): JourneyType {
  const asked = JOURNEY_TYPES.includes(value as JourneyType) ? (value as JourneyType) : config.defaultJourneyType
  // The parts decide when they disagree with the asked type: a round trip needs two.
  if (partCount === 1) return 'one-way'
  if (partCount > 2) return 'multi-city'
  if (partCount === 2 && asked === 'one-way') return 'round-trip'
  return asked
}

/**
 * Counts parsed as integers and clamped to the configured min and max per type;
 * disabled types ignored. Infants never outnumber adults and the
 * total stays within the cap: both corrected, and reported.
 */
function readPassengers(
  field: (name: string) => string,
  config: SearchConfig,
  report: (problem: QueryProblem) => void,
): PassengerCounts {
  const counts: PassengerCounts = {}
  for (const type of PASSENGER_TYPES) {
    const rule = config.passengerTypes[type]
    if (!rule.enabled) continue
    const raw = field(type)
    const parsed = raw === '' ? rule.min : Number.parseInt(raw, 10)
    const value = Number.isNaN(parsed) ? rule.min : Math.min(rule.max, Math.max(rule.min, parsed))
    if (raw !== '' && value !== parsed) report('PASSENGERS_CLAMPED')
    if (value > 0) counts[type] = value
  }
  if ((counts.INF ?? 0) > (counts.ADT ?? 0)) {
    counts.INF = counts.ADT ?? 0
    report('PASSENGERS_CLAMPED')
  }
  let total = PASSENGER_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0)
  for (const type of [...PASSENGER_TYPES].reverse()) {
    while (total > config.maxPassengers && (counts[type] ?? 0) > config.passengerTypes[type].min) {
      counts[type] = (counts[type] ?? 0) - 1
      total--
      report('PASSENGERS_CLAMPED')
    }
  }
  if ((counts.INF ?? 0) > (counts.ADT ?? 0)) counts.INF = counts.ADT ?? 0
  for (const type of PASSENGER_TYPES) if (counts[type] === 0) delete counts[type]
  return counts
}

function readPromoCodes(query: URLSearchParams): string[] {
  const codes: string[] = []
  for (let index = 0; index < 10; index++) {
    const code = query.get(`promoCode${index}`)?.trim().toUpperCase()
    if (code && PROMO.test(code) && !codes.includes(code)) codes.push(code)
  }
  return codes
}

function readDirection(value: string, partCount: number): number {
  const direction = Number.parseInt(value, 10)
  return Number.isInteger(direction) && direction > 0 ? Math.min(direction, Math.max(partCount - 1, 0)) : 0
}

/** flight, flight1, flight2, ... in part order; a missing one ends the list. */
function readFlights(query: URLSearchParams): OfferRef[] {
  const flights: OfferRef[] = []
  for (let index = 0; index < 10; index++) {
    const raw = query.get(index === 0 ? 'flight' : `flight${index}`)
    const reference = raw ? parseFlightReference(raw) : undefined
    if (reference === undefined || !/^[\w-]{1,200}$/.test(reference)) break
    flights.push(reference)
  }
  return flights
}
