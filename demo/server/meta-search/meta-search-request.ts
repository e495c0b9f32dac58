// metaSearch's input checked field by field. Unlike searchFlights, which refuses at the
// first bad field, every problem is collected, so a partner fixing its link sees them all
// and the storefront can still open flight selection with what was valid.
import type { MetaSearchCode, MetaSearchInput, MetaSearchSegmentInput } from '../graphql/generated/resolvers'
import type { FieldProblem } from '../graphql/errors'
import { requireAtMost } from '../graphql/validate-input'
import type { Airport, Catalog } from '../repository/catalog'
import { brandById, type Brand } from '../shopping/brands'
import { requirePassengers } from '../shopping/criteria'
import type { PassengerCounts } from '../shopping/pricing'
import { isCalendarDate } from '../time/calendar'
import { GraphQLError } from 'graphql'
import { pricingCurrency } from './point-of-sale'

export interface RequestedSegment {
  /** Where the segment is in the input, e.g. itineraryParts.0.segments.1 */
  path: string
  origin: Airport
  destination: Airport
  /** Local departure date, YYYY-MM-DD */
  date: string
  /** Local departure YYYY-MM-DDTHH:mm:ss; absent when a FLIGHT_NUMBER link gave the date alone */
  departure?: string
  arrival?: string
  airlineCode?: string
  /** Digits, without leading zeros */
  flightNumber?: string
  operatingAirlineCode?: string
  stopAirports?: string[]
  marriageGroup?: string
}

interface RequestedPart {
  brand: Brand
  segments: RequestedSegment[]
}

/** A meta-search input that passed every check of form. */
export interface MetaSearchRequest {
  code: MetaSearchCode
  parts: RequestedPart[]
  passengers: PassengerCounts
  promoCodes: string[]
  referrerCode: string
  /** The advertised total, minor units of `currency` */
  advertised: number
  currency: string
  pointOfSale?: string
}

/** The trip as far as it was valid: each part's first origin, last destination and first departure date. */
export interface ValidTrip {
  parts: { origin: string; destination: string; date: string }[]
  passengers?: PassengerCounts
  currency?: string
  promoCodes: string[]
  pointOfSale?: string
  /** The cabin of the first part's brand */
  cabinClass?: string
}

export interface MetaSearchReading {
  request?: MetaSearchRequest
  problems: FieldProblem[]
  trip: ValidTrip
}

const maxParts = 6
const maxSegments = 4
const maxStops = 3
const maxAdvisories = 10
const maxPromoCodes = 10

const dateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/
const referrerPattern = /^[A-Za-z0-9_-]{1,32}$/
const groupPattern = /^[A-Za-z0-9_-]{1,20}$/

/** Which optional segment fields each code needs. */
const requiredBy: Record<MetaSearchCode, readonly (keyof MetaSearchSegmentInput)[]> = {
  FLIGHT_NUMBER: ['airlineCode', 'flightNumber'],
  CMA: ['airlineCode', 'flightNumber', 'operatingAirlineCode', 'arrival'],
  CMP: [],
}

/**
 * Reads the input. Lists longer than any booking holds are refused at once
 * (TOO_MANY_ITEMS), before any item is looked at; every other problem is collected.
 */
export function readMetaSearchInput(catalog: Catalog, input: MetaSearchInput): MetaSearchReading {
  requireAtMost('itineraryParts', input.itineraryParts, maxParts, 'parts')
  for (const [p, part] of input.itineraryParts.entries()) {
    requireAtMost(`itineraryParts.${p}.segments`, part.segments, maxSegments, 'segments')
    for (const [s, segment] of part.segments.entries()) {
      requireAtMost(`itineraryParts.${p}.segments.${s}.stopAirports`, segment.stopAirports ?? [], maxStops, 'airports')
      requireAtMost(`itineraryParts.${p}.segments.${s}.advisories`, segment.advisories ?? [], maxAdvisories, 'notes')
    }
  }
  const sentCodes = requireAtMost('promoCodes', input.promoCodes ?? [], maxPromoCodes, 'codes')

  const problems = problemList()
  const { report } = problems
  if (input.itineraryParts.length === 0) report('itineraryParts', 'REQUIRED')
  const parts = input.itineraryParts.map((part, p) =>
    readPart(catalog, input.code, part, `itineraryParts.${p}`, problems),
  )
  checkMarriageGroups(parts, report)
  const passengers = readPassengers(input, report)
  const currency = pricingCurrency(input, report)
  if (!referrerPattern.test(input.referrerCode)) report('referrerCode', 'INVALID_REFERRER_CODE')
  if (input.advertisedFare.amount < 0) report('advertisedFare.amount', 'INVALID_AMOUNT')
  const pointOfSale = input.pointOfSale?.trim().toUpperCase() || undefined
  const promoCodes = [...new Set(sentCodes.map((code) => code.trim().toUpperCase()).filter(Boolean))]

  const trip: ValidTrip = {
    parts: parts.flatMap((part) => (part.trip ? [part.trip] : [])),
    passengers,
    currency,
    promoCodes,
    pointOfSale: pointOfSale && /^[A-Z]{2}$/.test(pointOfSale) ? pointOfSale : undefined,
    cabinClass: parts[0]?.brand?.cabinClass,
  }
  const complete = parts.every((part) => part.brand && part.segments.every((s) => s !== undefined))
  if (problems.list.length > 0 || !complete || !passengers || !currency) return { problems: problems.list, trip }
  const request: MetaSearchRequest = {
    code: input.code,
    parts: parts.map((part) => ({ brand: part.brand as Brand, segments: part.segments as RequestedSegment[] })),
    passengers,
    promoCodes,
    referrerCode: input.referrerCode,
    advertised: input.advertisedFare.amount,
    currency,
    pointOfSale,
  }
  return { request, problems: problems.list, trip }
}

type Report = (path: string, code: string) => void

interface Problems {
  list: FieldProblem[]
  report: Report
}

function problemList(): Problems {
  const list: FieldProblem[] = []
  return { list, report: (path, code) => void list.push({ path, code }) }
}

interface ReadPart {
  brand?: Brand
  /** undefined for a segment with a problem */
  segments: (RequestedSegment | undefined)[]
  trip?: ValidTrip['parts'][number]
}

function readPart(
  catalog: Catalog,
  code: MetaSearchCode,
  part: MetaSearchInput['itineraryParts'][number],
  path: string,
  problems: Problems,
): ReadPart {
  const { report } = problems
  const brand = brandById.get(part.brandId.trim().toLowerCase())
  if (!brand) report(`${path}.brandId`, 'UNKNOWN_BRAND')
  if (part.segments.length === 0) report(`${path}.segments`, 'REQUIRED')
  const segments = part.segments.map((segment, s) =>
    readSegment(catalog, code, segment, `${path}.segments.${s}`, problems),
  )
  // The flight-selection trip needs only where the part starts, where it ends and its date.
  const first = part.segments[0]
  const origin = first && airportOf(catalog, first.origin)
  const destination = airportOf(catalog, part.segments.at(-1)?.destination ?? '')
  const date = first && departureDate(first.departure, code === 'FLIGHT_NUMBER')
  const trip = origin && destination && date ? { origin: origin.code, destination: destination.code, date } : undefined
  return { brand, segments, trip }
}

function readSegment(
  catalog: Catalog,
  code: MetaSearchCode,
  segment: MetaSearchSegmentInput,
  path: string,
  problems: Problems,
): RequestedSegment | undefined {
  const { report } = problems
  const before = problems.list.length
  const airport = (field: 'origin' | 'destination') => {
    const found = airportOf(catalog, segment[field])
    if (!found) report(`${path}.${field}`, 'UNKNOWN_AIRPORT')
    return found
  }
  const origin = airport('origin')
  const destination = airport('destination')
  for (const field of requiredBy[code]) if (!segment[field]) report(`${path}.${field}`, 'REQUIRED')

  const dateOnly = code === 'FLIGHT_NUMBER' && isCalendarDate(segment.departure.trim())
  const departure = dateOnly ? undefined : localDateTime(segment.departure)
  if (!dateOnly && !departure) report(`${path}.departure`, 'INVALID_DATE_TIME')
  const arrival = segment.arrival ? localDateTime(segment.arrival) : undefined
  if (segment.arrival && !arrival) report(`${path}.arrival`, 'INVALID_DATE_TIME')
  const airline = (field: 'airlineCode' | 'operatingAirlineCode') => {
    const value = segment[field]?.trim().toUpperCase()
    if (value && !catalog.airlineNames.has(value)) report(`${path}.${field}`, 'UNKNOWN_AIRLINE')
    return value || undefined
  }
  const airlineCode = airline('airlineCode')
  const operatingAirlineCode = airline('operatingAirlineCode')
  const digits = segment.flightNumber?.trim()
  if (digits && !/^\d{1,4}$/.test(digits)) report(`${path}.flightNumber`, 'INVALID_FLIGHT_NUMBER')
  const stopAirports = (segment.stopAirports ?? []).map((stop, i) => {
    const found = airportOf(catalog, stop)
    if (!found) report(`${path}.stopAirports.${i}`, 'UNKNOWN_AIRPORT')
    return found?.code ?? ''
  })
  const marriageGroup = segment.marriageGroup?.trim()
  if (marriageGroup && !groupPattern.test(marriageGroup)) report(`${path}.marriageGroup`, 'INVALID_MARRIAGE_GROUP')

  if (problems.list.length > before || !origin || !destination) return undefined
  return {
    path,
    origin,
    destination,
    date: departure?.slice(0, 10) ?? segment.departure.trim(),
    departure,
    arrival,
    airlineCode: airlineCode ?? (code === 'CMP' ? 'ZZ' : undefined),
    flightNumber: digits ? String(Number(digits)) : undefined,
    operatingAirlineCode,
    stopAirports: segment.stopAirports ? stopAirports : undefined,
    marriageGroup: marriageGroup || undefined,
  }
}

const airportOf = (catalog: Catalog, code: string): Airport | undefined =>
  catalog.airports.get(code.trim().toUpperCase())

/** A local date-time with its seconds, or undefined when it is not one (a day that does not exist included). */
function localDateTime(value: string): string | undefined {
  const match = dateTimePattern.exec(value.trim())
  if (!match || !isCalendarDate(match[1] ?? '')) return undefined
  return `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}`
}

function departureDate(value: string, dateAllowed: boolean): string | undefined {
  const trimmed = value.trim()
  if (dateAllowed && isCalendarDate(trimmed)) return trimmed
  return localDateTime(trimmed)?.slice(0, 10)
}

/** Segments sold together share a marriage group; the demo sells each part as one offer, so a group stays in its part. */
function checkMarriageGroups(parts: readonly ReadPart[], report: Report): void {
  const partOfGroup = new Map<string, number>()
  for (const [p, part] of parts.entries()) {
    for (const segment of part.segments) {
      const group = segment?.marriageGroup
      if (!group) continue
      const first = partOfGroup.get(group) ?? p
      partOfGroup.set(group, first)
      if (first !== p) report(`${segment.path}.marriageGroup`, 'MARRIAGE_GROUP_SPANS_PARTS')
    }
  }
}

function readPassengers(input: MetaSearchInput, report: Report): PassengerCounts | undefined {
  try {
    return requirePassengers(input.passengers)
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    report('passengers', String(error.extensions.code))
    return undefined
  }
}
