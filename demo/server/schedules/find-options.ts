// Ways to fly origin -> destination leaving on a date: nonstop legs, through flights
// (one number, intermediate stops) and one-stop connections at a hub with a legal
// connection time that do not go far out of their way. Times compare as UTC instants,
// so zones and DST are respected.
import type { Catalog } from '../repository/catalog'
import type { FlightQueries, Leg } from '../repository/flights'
import { addDays } from '../time/calendar'

/** One flight number as the traveller sees it: one or more legs flown without changing aircraft. */
export type Segment = Leg[]

/** What finding the options asks of the dated flights (timetable-cache.ts answers it from memory). */
export type ScheduleQueries = Pick<FlightQueries, 'legsOnRoute' | 'throughFlightStarts' | 'legsOfFlight'>

export interface ScheduleOptionPlan {
  segments: Segment[]
}

export const minConnectionMinutes = 60
export const maxConnectionMinutes = 360

/** Great-circle kilometres between two airports, by code. */
export type DistanceKm = (origin: string, destination: string) => number

/**
 * Whether a connection's two flights stay close enough to the way there: at most twice
 * the distance nonstop, or 1,500 km more on a short route (Edinburgh to Dublin through
 * London, 2.8 times). London to Amsterdam through New York, 31 times, is no way to fly,
 * and airlines do not sell it (docs/decisions/connections-out-of-the-way.md).
 */
export function onTheWay(distanceKm: DistanceKm, origin: string, hub: string, destination: string): boolean {
  const direct = distanceKm(origin, destination)
  const via = distanceKm(origin, hub) + distanceKm(hub, destination)
  return via <= Math.max(2 * direct, direct + 1500)
}

function firstLeg(plan: ScheduleOptionPlan): Leg {
  const leg = plan.segments[0]?.[0]
  if (!leg) throw new Error('A schedule option needs at least one leg')
  return leg
}

function lastLeg(plan: ScheduleOptionPlan): Leg {
  const leg = plan.segments.at(-1)?.at(-1)
  if (!leg) throw new Error('A schedule option needs at least one leg')
  return leg
}

/** Through flights leaving origin on the date that reach destination at a later stop. */
function throughFlights(queries: ScheduleQueries, origin: string, destination: string, date: string): Segment[] {
  const segments: Segment[] = []
  for (const start of queries.throughFlightStarts(origin, destination, date)) {
    const legs = queries.legsOfFlight(start.airlineCode, start.flightNumber, start.flightDate)
    const onward = legs.filter((leg) => leg.legSeq >= start.legSeq)
    const endIndex = onward.findIndex((leg) => leg.destination === destination)
    if (endIndex > 0) segments.push(onward.slice(0, endIndex + 1))
  }
  return segments
}

function connections(
  queries: ScheduleQueries,
  catalog: Catalog,
  distanceKm: DistanceKm,
  origin: string,
  destination: string,
  date: string,
): ScheduleOptionPlan[] {
  const plans: ScheduleOptionPlan[] = []
  for (const hub of catalog.airports.values()) {
    if (!hub.isHub || hub.code === origin || hub.code === destination) continue
    if (!onTheWay(distanceKm, origin, hub.code, destination)) continue
    const onward = [
      ...queries.legsOnRoute(hub.code, destination, date),
      ...queries.legsOnRoute(hub.code, destination, addDays(date, 1)),
    ]
    for (const inbound of queries.legsOnRoute(origin, hub.code, date)) {
      for (const outbound of onward) {
        const minutes = (outbound.departureUtc - inbound.arrivalUtc) / 60_000
        if (minutes < minConnectionMinutes || minutes > maxConnectionMinutes) continue
        if (outbound.flightNumber === inbound.flightNumber && outbound.airlineCode === inbound.airlineCode) continue
        plans.push({ segments: [[inbound], [outbound]] })
      }
    }
  }
  return plans
}

export function findScheduleOptions(
  queries: ScheduleQueries,
  catalog: Catalog,
  distanceKm: DistanceKm,
  request: { origin: string; destination: string; date: string; nonstopOnly: boolean },
): ScheduleOptionPlan[] {
  const { origin, destination, date } = request
  const plans: ScheduleOptionPlan[] = queries
    .legsOnRoute(origin, destination, date)
    .map((leg) => ({ segments: [[leg]] }))
  if (!request.nonstopOnly) {
    plans.push(...throughFlights(queries, origin, destination, date).map((segment) => ({ segments: [segment] })))
    plans.push(...connections(queries, catalog, distanceKm, origin, destination, date))
  }
  return plans.sort(
    (a, b) => firstLeg(a).departureUtc - firstLeg(b).departureUtc || lastLeg(a).arrivalUtc - lastLeg(b).arrivalUtc,
  )
}

/**
 * The options a timetable lists: one is left out when another leaves no earlier, arrives no
 * later and stops no more often, and is better in one of them (a connection that waits five
 * hours at the hub for the flight an option leaving three hours later also takes). Kept in
 * their order. Shopping keeps every option: a slower one can be the cheaper.
 */
export function withoutDominated(plans: readonly ScheduleOptionPlan[]): ScheduleOptionPlan[] {
  const beats = (b: ScheduleOptionPlan, a: ScheduleOptionPlan) => {
    const [leaves, arrives, stops] = [firstLeg(b).departureUtc, lastLeg(b).arrivalUtc, totalStops(b)]
    const [aLeaves, aArrives, aStops] = [firstLeg(a).departureUtc, lastLeg(a).arrivalUtc, totalStops(a)]
    return (
      leaves >= aLeaves &&
      arrives <= aArrives &&
      stops <= aStops &&
      (leaves > aLeaves || arrives < aArrives || stops < aStops)
    )
  }
  return plans.filter((plan) => !plans.some((other) => beats(other, plan)))
}

export function totalMinutes(plan: ScheduleOptionPlan): number {
  return Math.round((lastLeg(plan).arrivalUtc - firstLeg(plan).departureUtc) / 60_000)
}

/** Changes of aircraft plus intermediate stops of through flights. */
export function totalStops(plan: ScheduleOptionPlan): number {
  return plan.segments.length - 1 + plan.segments.reduce((stops, segment) => stops + segment.length - 1, 0)
}
