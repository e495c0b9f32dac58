// The meta-search link: how a partner site writes the traveller's chosen itinerary into
// a storefront address, `#/<channel>/meta-search?<query>` (docs/meta-search.md). This file
// depends on nothing but the API's types, so a partner can import it or copy it.
import type {
  MetaSearchCode,
  MetaSearchInput,
  MetaSearchPartInput,
  MetaSearchSegmentInput,
  PassengerCountsInput,
} from '../api/generated/operations'

/** One query parameter of a link that was absent or could not be read, by its key (`departure0.1`, `ADT`). */
interface MetaSearchLinkProblem {
  key: string
  code: 'MISSING' | 'INVALID'
}

/** The flight-selection search for the same trip, made of what of the link was valid. */
interface MetaSearchTrip {
  /** One per part whose first origin, last destination and first departure date were valid; YYYY-MM-DD. */
  itineraryParts: { origin: string; destination: string; date: string }[]
  /** Valid counts only; zero counts left out. */
  passengers: PassengerCountsInput
  promoCodes: string[]
  currency?: string
  pointOfSale?: string
}

export interface MetaSearchLinkReading {
  /** What to send to metaSearch; present only when the link had no problem. */
  input?: MetaSearchInput
  /** Every parameter that was missing or invalid, in the order read. */
  problems: MetaSearchLinkProblem[]
  trip: MetaSearchTrip
}

export interface MetaSearchLinkOptions {
  /** The storefront page's address (without a hash); default none, giving a hash alone. */
  baseUrl?: string
  /** Storefront channel; default b2c. */
  channel?: string
}

const CODES: readonly MetaSearchCode[] = ['FLIGHT_NUMBER', 'CMA', 'CMP']
const PASSENGER_TYPES = ['ADT', 'CHD', 'INF', 'YTH', 'SRC'] as const
const MAX_PARTS = 6
const MAX_SEGMENTS = 4
const MAX_PROMO_CODES = 10

const AIRPORT = /^[A-Z]{3}$/
const AIRLINE = /^[A-Z0-9]{2}$/
const FLIGHT_NUMBER = /^\d{1,4}$/
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const DATE_TIME = /^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const BRAND = /^[a-z]{1,20}$/
const GROUP = /^[A-Za-z0-9_-]{1,20}$/
const REFERRER = /^[A-Za-z0-9_-]{1,32}$/
const PROMO = /^[A-Z0-9]{1,20}$/
const CURRENCY = /^[A-Z]{3}$/
const COUNTRY = /^[A-Z]{2}$/
const AMOUNT = /^\d{1,9}$/
const MAX_ADVISORY = 200

/** Segment parameters are `<field><part>.<segment>`, e.g. `origin0.0`, `flight1.0`. */
const segmentKey = (field: string, part: number, segment: number): string => `${field}${part}.${segment}`
const SEGMENT_KEY = /^[a-zA-Z]+(\d+)\.(\d+)$/

/**
 * The link of a meta-search input: `<baseUrl>#/<channel>/meta-search?<query>`. The link's
 * `currency` is the advertised fare's, which is the currency the itinerary is priced in.
 */
export function buildMetaSearchLink(input: MetaSearchInput, options: MetaSearchLinkOptions = {}): string {
  const query = new URLSearchParams({ code: input.code })
  for (const [p, part] of input.itineraryParts.entries()) {
    query.set(`brand${p}`, part.brandId)
    for (const [s, segment] of part.segments.entries()) writeSegment(query, segment, p, s)
  }
  for (const type of PASSENGER_TYPES) {
    const count = input.passengers[type]
    if (count) query.set(type, String(count))
  }
  for (const [index, code] of (input.promoCodes ?? []).entries()) query.set(`promoCode${index}`, code)
  query.set('referrer', input.referrerCode)
  query.set('total', String(input.advertisedFare.amount))
  query.set('currency', input.advertisedFare.currency)
  if (input.pointOfSale) query.set('pointOfSale', input.pointOfSale)
  return `${options.baseUrl ?? ''}#/${options.channel ?? 'b2c'}/meta-search?${query}`
}

function writeSegment(query: URLSearchParams, segment: MetaSearchSegmentInput, p: number, s: number): void {
  const optional: [string, string | null | undefined][] = [
    ['origin', segment.origin],
    ['destination', segment.destination],
    ['departure', segment.departure],
    ['arrival', segment.arrival],
    ['airline', segment.airlineCode],
    ['flight', segment.flightNumber],
    ['operatingAirline', segment.operatingAirlineCode],
    ['marriageGroup', segment.marriageGroup],
  ]
  for (const [field, value] of optional) if (value) query.set(segmentKey(field, p, s), value)
  for (const stop of segment.stopAirports ?? []) query.append(segmentKey('stop', p, s), stop)
  for (const advisory of segment.advisories ?? []) query.append(segmentKey('advisory', p, s), advisory)
}

/**
 * Reads a meta-search link's query. Nothing is trusted: each parameter is checked for its
 * form (codes upper-cased, brands lower-cased, times given seconds), and a missing or
 * malformed one is reported rather than sent; whether the flights exist is the API's to
 * say. The trip keeps what was valid, so a link that cannot be landed can still open
 * flight selection for the same journey.
 */
export function parseMetaSearchQuery(query: URLSearchParams): MetaSearchLinkReading {
  const problems: MetaSearchLinkProblem[] = []
  const reader = readerOf(query, problems)
  const code = reader.pick('code', CODES, true)
  const itineraryParts = readParts(reader, code)
  const passengers = readPassengers(reader)
  const promoCodes = readPromoCodes(query)
  const referrerCode = reader.text('referrer', REFERRER, true)
  const amount = reader.text('total', AMOUNT, true)
  const currency = reader.text('currency', CURRENCY, true, (v) => v.toUpperCase())
  const pointOfSale = reader.text('pointOfSale', COUNTRY, false, (v) => v.toUpperCase())

  const trip: MetaSearchTrip = { itineraryParts: tripParts(itineraryParts), passengers, promoCodes }
  if (currency) trip.currency = currency
  if (pointOfSale) trip.pointOfSale = pointOfSale
  if (problems.length > 0 || !code || !referrerCode || !amount || !currency) return { problems, trip }
  const input: MetaSearchInput = {
    code,
    itineraryParts,
    passengers,
    promoCodes,
    referrerCode,
    advertisedFare: { amount: Number(amount), currency },
    currency,
  }
  if (pointOfSale) input.pointOfSale = pointOfSale
  return { input, problems, trip }
}

/** Reads parameters, recording each that is missing (when required) or malformed. */
interface Reader {
  query: URLSearchParams
  report(key: string, code: MetaSearchLinkProblem['code']): void
  text(key: string, form: RegExp, required: boolean, normalise?: (value: string) => string): string | undefined
  pick<T extends string>(key: string, values: readonly T[], required: boolean): T | undefined
}

function readerOf(query: URLSearchParams, problems: MetaSearchLinkProblem[]): Reader {
  const report: Reader['report'] = (key, code) => {
    problems.push({ key, code })
  }
  const text: Reader['text'] = (key, form, required, normalise = (value) => value) => {
    const raw = query.get(key)?.trim() ?? ''
    if (!raw) {
      if (required) report(key, 'MISSING')
      return undefined
    }
    const value = normalise(raw)
    if (form.test(value)) return value
    report(key, 'INVALID')
    return undefined
  }
  const pick = <T extends string>(key: string, values: readonly T[], required: boolean): T | undefined => {
    const value = text(key, /^[A-Z_]+$/, required, (v) => v.toUpperCase())
    if (value === undefined) return undefined
    if ((values as readonly string[]).includes(value)) return value as T
    report(key, 'INVALID')
    return undefined
  }
  return { query, report, text, pick }
}

/** How many parts, and segments in each, the link's segment keys name (at most the API's limits). */
function partShape(reader: Reader): number[] {
  const segments: number[] = []
  for (const key of new Set(reader.query.keys())) {
    const match = SEGMENT_KEY.exec(key)
    if (!match) continue
    const part = Number(match[1])
    const segment = Number(match[2])
    if (part >= MAX_PARTS || segment >= MAX_SEGMENTS) {
      reader.report(key, 'INVALID')
      continue
    }
    segments[part] = Math.max(segments[part] ?? 0, segment + 1)
  }
  return Array.from(segments, (count) => count ?? 1)
}

function readParts(reader: Reader, code: MetaSearchCode | undefined): MetaSearchPartInput[] {
  const shape = partShape(reader)
  if (shape.length === 0) reader.report(segmentKey('origin', 0, 0), 'MISSING')
  return shape.map((count, p) => ({
    brandId: reader.text(`brand${p}`, BRAND, true, (v) => v.toLowerCase()) ?? '',
    segments: Array.from({ length: count }, (_, s) => readSegment(reader, code, p, s)),
  }))
}

function readSegment(reader: Reader, code: MetaSearchCode | undefined, p: number, s: number): MetaSearchSegmentInput {
  const key = (field: string) => segmentKey(field, p, s)
  const upper = (value: string) => value.toUpperCase()
  const byNumber = code === 'FLIGHT_NUMBER' || code === 'CMA'
  const segment: MetaSearchSegmentInput = {
    origin: reader.text(key('origin'), AIRPORT, true, upper) ?? '',
    destination: reader.text(key('destination'), AIRPORT, true, upper) ?? '',
    departure: readDeparture(reader, key('departure'), code === 'FLIGHT_NUMBER') ?? '',
  }
  const arrival = reader.text(key('arrival'), DATE_TIME, code === 'CMA', withSeconds)
  const airlineCode = reader.text(key('airline'), AIRLINE, byNumber, upper)
  const flightNumber = reader.text(key('flight'), FLIGHT_NUMBER, byNumber)
  const operatingAirlineCode = reader.text(key('operatingAirline'), AIRLINE, code === 'CMA', upper)
  const marriageGroup = reader.text(key('marriageGroup'), GROUP, false)
  if (arrival) segment.arrival = arrival
  if (airlineCode) segment.airlineCode = airlineCode
  if (flightNumber) segment.flightNumber = flightNumber
  if (operatingAirlineCode) segment.operatingAirlineCode = operatingAirlineCode
  if (marriageGroup) segment.marriageGroup = marriageGroup
  const stops = reader.query.getAll(key('stop')).map((stop) => stop.trim().toUpperCase())
  if (stops.some((stop) => !AIRPORT.test(stop))) reader.report(key('stop'), 'INVALID')
  else if (stops.length > 0) segment.stopAirports = stops
  const advisories = reader.query.getAll(key('advisory')).map((text) => text.trim())
  if (advisories.some((text) => !text || text.length > MAX_ADVISORY)) reader.report(key('advisory'), 'INVALID')
  else if (advisories.length > 0) segment.advisories = advisories
  return segment
}

/** A local date-time with seconds; FLIGHT_NUMBER links may give the date alone. */
function readDeparture(reader: Reader, key: string, dateAllowed: boolean): string | undefined {
  const value = reader.query.get(key)?.trim() ?? ''
  if (dateAllowed && DATE.test(value)) return value
  return reader.text(key, DATE_TIME, true, withSeconds)
}

const withSeconds = (value: string): string => (/T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value)

function readPassengers(reader: Reader): PassengerCountsInput {
  const passengers: PassengerCountsInput = {}
  for (const type of PASSENGER_TYPES) {
    const count = reader.text(type, /^\d$/, false)
    if (count && count !== '0') passengers[type] = Number(count)
  }
  if (!passengers.ADT && !passengers.SRC) reader.report('ADT', 'MISSING')
  return passengers
}

/** promoCode0, promoCode1, ... as the search links write them; malformed codes are left out. */
function readPromoCodes(query: URLSearchParams): string[] {
  const codes: string[] = []
  for (let index = 0; index < MAX_PROMO_CODES; index++) {
    const code = query.get(`promoCode${index}`)?.trim().toUpperCase()
    if (code && PROMO.test(code) && !codes.includes(code)) codes.push(code)
  }
  return codes
}

function tripParts(parts: readonly MetaSearchPartInput[]): MetaSearchTrip['itineraryParts'] {
  return parts.flatMap((part) => {
    const origin = part.segments[0]?.origin
    const destination = part.segments.at(-1)?.destination
    const date = part.segments[0]?.departure.slice(0, 10)
    return origin && destination && date ? [{ origin, destination, date }] : []
  })
}
