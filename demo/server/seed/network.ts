// The demo airline's hub-and-spoke network as schedule patterns: one row per leg of a
// flight number, with the local departure time and the ISO weekdays it operates.
// Everything comes from the route list below and a seeded PRNG, so it is the same on
// every machine. Outbound flights (from the hub) have odd numbers, returns even.
import { addDays, daysBetween } from '../time/calendar'
import { localToUtc, utcToLocal } from '../time/zoned'
import { demoAirline, partnerAirline } from './airlines'
import type { AirportSeed, Hub } from './airports'
import { equipmentForDistance } from './equipment'
import { blockMinutes, distanceKm, isEastbound } from './geo'
import { createRandom, type Random } from './random'

export interface PatternLeg {
  airlineCode: string
  flightNumber: string
  operatingAirlineCode: string
  operatingFlightNumber: string
  legSeq: number
  origin: string
  destination: string
  /** Local departure time, HH:mm */
  departureTime: string
  /** Days from the flight's date (its first departure) to this leg's local departure date. */
  dayOffset: number
  durationMinutes: number
  /** Bit (d - 1) set when the flight departs on ISO weekday d. */
  daysMask: number
  equipmentCode: string
}

interface RouteSpec {
  hub: Hub
  spoke: string
  /** Departures per day; omitted for routes flown once on `daysPerWeek` days. */
  perDay?: number
  daysPerWeek?: number
  /** Operated by the partner as a codeshare. */
  codeshare?: boolean
}

const routes: readonly RouteSpec[] = [
  { hub: 'LHR', spoke: 'CDG', perDay: 4 },
  { hub: 'LHR', spoke: 'FRA', perDay: 4 },
  { hub: 'LHR', spoke: 'AMS', perDay: 4 },
  { hub: 'LHR', spoke: 'MAD', perDay: 3 },
  { hub: 'LHR', spoke: 'BCN', perDay: 2 },
  { hub: 'LHR', spoke: 'FCO', perDay: 2 },
  { hub: 'LHR', spoke: 'MUC', perDay: 3 },
  { hub: 'LHR', spoke: 'ZRH', perDay: 3 },
  { hub: 'LHR', spoke: 'CPH', perDay: 2 },
  { hub: 'LHR', spoke: 'DUB', perDay: 4 },
  { hub: 'LHR', spoke: 'LIS', perDay: 2 },
  { hub: 'LHR', spoke: 'ATH', daysPerWeek: 5 },
  { hub: 'LHR', spoke: 'VIE', perDay: 2 },
  { hub: 'LHR', spoke: 'EDI', perDay: 5 },
  { hub: 'LHR', spoke: 'HEL', daysPerWeek: 4 },
  { hub: 'LHR', spoke: 'OSL', perDay: 1 },
  { hub: 'LHR', spoke: 'DXB', perDay: 2 },
  { hub: 'LHR', spoke: 'DEL', perDay: 1 },
  { hub: 'LHR', spoke: 'BOM', daysPerWeek: 5 },
  { hub: 'LHR', spoke: 'HKG', perDay: 1 },
  { hub: 'LHR', spoke: 'NRT', perDay: 1 },
  { hub: 'LHR', spoke: 'JNB', perDay: 1 },
  { hub: 'LHR', spoke: 'CPT', daysPerWeek: 3 },
  { hub: 'LHR', spoke: 'NBO', daysPerWeek: 4 },
  { hub: 'LHR', spoke: 'GRU', daysPerWeek: 5 },
  { hub: 'LHR', spoke: 'BOS', perDay: 2 },
  { hub: 'LHR', spoke: 'ORD', perDay: 2 },
  { hub: 'LHR', spoke: 'LAX', perDay: 2 },
  { hub: 'LHR', spoke: 'MIA', perDay: 1 },
  { hub: 'LHR', spoke: 'SFO', perDay: 1 },
  { hub: 'LHR', spoke: 'YYZ', perDay: 1 },
  { hub: 'LHR', spoke: 'SEA', daysPerWeek: 4 },
  { hub: 'LHR', spoke: 'ATL', perDay: 1 },
  { hub: 'LHR', spoke: 'DFW', perDay: 1 },
  { hub: 'JFK', spoke: 'BOS', perDay: 4 },
  { hub: 'JFK', spoke: 'ORD', perDay: 4 },
  { hub: 'JFK', spoke: 'LAX', perDay: 4 },
  { hub: 'JFK', spoke: 'MIA', perDay: 3 },
  { hub: 'JFK', spoke: 'SFO', perDay: 3 },
  { hub: 'JFK', spoke: 'YYZ', perDay: 3 },
  { hub: 'JFK', spoke: 'ATL', perDay: 3 },
  { hub: 'JFK', spoke: 'DFW', perDay: 2 },
  { hub: 'JFK', spoke: 'SEA', perDay: 2 },
  { hub: 'JFK', spoke: 'MEX', perDay: 2, codeshare: true },
  { hub: 'JFK', spoke: 'BOG', perDay: 1, codeshare: true },
  { hub: 'JFK', spoke: 'GRU', perDay: 1 },
  { hub: 'JFK', spoke: 'EZE', daysPerWeek: 5 },
  { hub: 'JFK', spoke: 'CDG', perDay: 2 },
  { hub: 'JFK', spoke: 'FRA', perDay: 1 },
  { hub: 'JFK', spoke: 'AMS', perDay: 1 },
  { hub: 'JFK', spoke: 'MAD', perDay: 1 },
  { hub: 'JFK', spoke: 'DXB', perDay: 1 },
  { hub: 'JFK', spoke: 'DEL', daysPerWeek: 3 },
  { hub: 'JFK', spoke: 'NRT', perDay: 1 },
  { hub: 'JFK', spoke: 'JNB', daysPerWeek: 3 },
]

/** Local times are fixed on this date; patterns then repeat them all year, as airlines do. */
const referenceDate = '2026-01-15'
const networkSeed = 20260115
const allDays = 0b1111111
const shortHaulKm = 4500

const toHhmm = (minutes: number) => {
  const m = (((Math.round(minutes / 5) * 5) % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** Departure times from `from`: waves through the day short haul; long haul by direction. */
function departureTimes(from: AirportSeed, to: AirportSeed, count: number, random: Random): string[] {
  if (distanceKm(from, to) < shortHaulKm || count > 2) {
    const [start, end] = distanceKm(from, to) < shortHaulKm ? [6 * 60 + 30, 20 * 60 + 30] : [8 * 60, 21 * 60 + 30]
    const spacing = (end - start) / count
    return Array.from({ length: count }, (_, i) => toHhmm(start + i * spacing + random.int(0, 7) * 5))
  }
  // Eastbound long haul leaves in the evening and flies overnight; westbound by day.
  const [start, end] = isEastbound(from, to) ? [18 * 60, 22 * 60 + 30] : [8 * 60 + 30, 14 * 60 + 30]
  const spacing = (end - start) / count
  return Array.from({ length: count }, (_, i) =>
    toHhmm(start + i * spacing + random.int(0, Math.floor(spacing / 5)) * 5),
  )
}

/** Pick `count` distinct ISO weekdays. */
function daysMask(count: number, random: Random): number {
  const days = [1, 2, 3, 4, 5, 6, 7]
  let mask = 0
  for (let i = 0; i < count; i++) {
    const [day] = days.splice(random.int(0, days.length - 1), 1)
    if (day !== undefined) mask |= 1 << (day - 1)
  }
  return mask
}

/** The weekdays shifted `days` later (a return flown the day after the outbound). */
function shiftMask(mask: number, days: number): number {
  const shift = ((days % 7) + 7) % 7
  return ((mask << shift) | (mask >>> (7 - shift))) & allDays
}

interface Sector {
  from: AirportSeed
  to: AirportSeed
  departureTime: string
  /** Days after the reference date the sector leaves (local date at `from`). */
  dayOffset: number
}

/** Reference-date UTC instants of a sector's departure and arrival. */
function sectorTimes(sector: Sector): { departs: number; arrives: number; minutes: number } {
  const departs = localToUtc(`${addDays(referenceDate, sector.dayOffset)}T${sector.departureTime}`, sector.from.tz)
  const minutes = blockMinutes(sector.from, sector.to)
  return { departs, arrives: departs + minutes * 60_000, minutes }
}

const fiveMinutes = 5 * 60_000

/** The sector leaving at an instant, rounded up to the next five minutes. */
function sectorLeavingAt(from: AirportSeed, to: AirportSeed, departsUtc: number): Sector {
  const local = utcToLocal(Math.ceil(departsUtc / fiveMinutes) * fiveMinutes, from.tz)
  return { from, to, departureTime: local.slice(11, 16), dayOffset: daysBetween(referenceDate, local.slice(0, 10)) }
}

/** The first departure at `time` local from `from` no earlier than `notBefore`. */
function nextDeparture(from: AirportSeed, to: AirportSeed, time: string, notBefore: number): Sector {
  const localDate = utcToLocal(notBefore, from.tz).slice(0, 10)
  for (let extra = 0; ; extra++) {
    const sector = { from, to, departureTime: time, dayOffset: daysBetween(referenceDate, addDays(localDate, extra)) }
    if (sectorTimes(sector).departs >= notBefore) return sector
  }
}

/** A flight continuing through `stops`, each onward leg leaving `groundMinutes` after arrival. */
function chain(first: Sector, onward: AirportSeed[], groundMinutes: number): Sector[] {
  const sectors = [first]
  let previous = first
  for (const to of onward) {
    previous = sectorLeavingAt(previous.to, to, sectorTimes(previous).arrives + groundMinutes * 60_000)
    sectors.push(previous)
  }
  return sectors
}

const arrivalOf = (sectors: Sector[]): number => {
  const last = sectors[sectors.length - 1]
  if (!last) throw new Error('A flight needs at least one sector')
  return sectorTimes(last).arrives
}

interface PairOptions {
  mask: number
  equipment?: string
  codeshare?: boolean
}

/** The legs of an outbound flight (odd number) and its return (the next even number). */
function flightPair(out: Sector[], back: Sector[], outNumber: number, options: PairOptions): PatternLeg[] {
  const operator = options.codeshare ? partnerAirline.code : demoAirline.code
  // A return leaving a day or more after the outbound flies on correspondingly later weekdays.
  const backShift = (back[0]?.dayOffset ?? 0) - (out[0]?.dayOffset ?? 0)
  const legsOf = (sectors: Sector[], number: number, mask: number): PatternLeg[] => {
    const firstOffset = sectors[0]?.dayOffset ?? 0
    return sectors.map((sector, index) => ({
      airlineCode: demoAirline.code,
      flightNumber: String(number),
      operatingAirlineCode: operator,
      // The partner's own number for the codeshare it operates.
      operatingFlightNumber: String(options.codeshare ? 3000 + number : number),
      legSeq: index + 1,
      origin: sector.from.iata,
      destination: sector.to.iata,
      departureTime: sector.departureTime,
      dayOffset: sector.dayOffset - firstOffset,
      durationMinutes: sectorTimes(sector).minutes,
      daysMask: mask,
      equipmentCode: options.equipment ?? equipmentForDistance(distanceKm(sector.from, sector.to)),
    }))
  }
  return [...legsOf(out, outNumber, options.mask), ...legsOf(back, outNumber + 1, shiftMask(options.mask, backShift))]
}

/** Every leg pattern of the network, deterministic for a given airport list. */
export function buildNetwork(airports: ReadonlyMap<string, AirportSeed>): PatternLeg[] {
  const random = createRandom(networkSeed)
  const airport = (code: string): AirportSeed => {
    const found = airports.get(code)
    if (!found) throw new Error(`Network uses unknown airport ${code}`)
    return found
  }
  const lhr = airport('LHR')
  const jfk = airport('JFK')
  const legs: PatternLeg[] = []

  // The trunk between the hubs: six a day each way on the 777.
  const trunkBack = departureTimes(jfk, lhr, 6, random)
  departureTimes(lhr, jfk, 6, random).forEach((time, i) => {
    const out = [{ from: lhr, to: jfk, departureTime: time, dayOffset: 0 }]
    const back = [nextDeparture(jfk, lhr, trunkBack[i] ?? time, arrivalOf(out) + 90 * 60_000)]
    legs.push(...flightPair(out, back, 1 + 2 * i, { mask: allDays, equipment: '77W' }))
  })

  // A through flight: one number, two legs, London - Singapore - Sydney, and back.
  const sin = airport('SIN')
  const syd = airport('SYD')
  const kangarooOut = chain({ from: lhr, to: sin, departureTime: '21:15', dayOffset: 0 }, [syd], 95)
  const kangarooBack = chain(nextDeparture(syd, sin, '16:45', arrivalOf(kangarooOut) + 120 * 60_000), [lhr], 95)
  legs.push(...flightPair(kangarooOut, kangarooBack, 15, { mask: allDays }))

  const nextNumber: Record<Hub, number> = { LHR: 100, JFK: 500 }
  for (const spec of routes) {
    const hub = airport(spec.hub)
    const spoke = airport(spec.spoke)
    const base = nextNumber[spec.hub]
    nextNumber[spec.hub] += 10
    const count = spec.perDay ?? 1
    const mask = spec.perDay ? allDays : daysMask(spec.daysPerWeek ?? 7, random)
    const shortHaul = distanceKm(hub, spoke) < shortHaulKm
    const backTimes = departureTimes(spoke, hub, count, random)
    departureTimes(hub, spoke, count, random).forEach((time, i) => {
      const out = [{ from: hub, to: spoke, departureTime: time, dayOffset: 0 }]
      // Short haul turns the aircraft round at once; long haul waits for its slot.
      const back = shortHaul
        ? [sectorLeavingAt(spoke, hub, arrivalOf(out) + (50 + random.int(0, 4) * 5) * 60_000)]
        : [nextDeparture(spoke, hub, backTimes[i] ?? time, arrivalOf(out) + 120 * 60_000)]
      legs.push(...flightPair(out, back, base + 1 + 2 * i, { mask, codeshare: spec.codeshare }))
    })
  }
  return legs
}
