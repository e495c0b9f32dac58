// Query.flightSchedules.
import type { Leg } from '../../repository/flights'
import { totalMinutes, totalStops, withoutDominated, type Segment } from '../../schedules/find-options'
import { operatingDays } from '../../schedules/operating-days'
import { addDays, daysBetween } from '../../time/calendar'
import { localDateAt } from '../../time/zoned'
import type { ApiDeps } from '../context'
import type { FlightSchedule, QueryFlightSchedulesArgs, ScheduleFlight } from '../generated/resolvers'
import { validationError } from '../errors'
import { requireAirport, requireDate } from '../validate-input'

/** Days after a date without flights searched for the next that has some. */
const nextDateDays = 14

function toScheduleFlight(deps: ApiDeps, segment: Segment): ScheduleFlight {
  const start = segment[0]
  const end = segment.at(-1)
  if (!start || !end) throw new Error('empty segment')
  const equipment = (leg: Leg) => deps.catalog.equipmentNames.get(leg.equipmentCode) ?? leg.equipmentCode
  return {
    departure: start.scheduledDeparture,
    arrival: end.scheduledArrival,
    origin: start.origin,
    destination: end.destination,
    duration: Math.round((end.arrivalUtc - start.departureUtc) / 60_000),
    equipmentType: start.equipmentCode,
    equipmentName: equipment(start),
    flightNumber: start.flightNumber,
    numberOfStops: segment.length - 1,
    stops: segment.slice(1).map((leg) => leg.origin),
    operatingCarrier: deps.catalog.airlineNames.get(start.operatingAirlineCode) ?? start.operatingAirlineCode,
    airlineCode: start.airlineCode,
    operatingAirlineCode: start.operatingAirlineCode,
  }
}

export function flightSchedules(deps: ApiDeps, args: QueryFlightSchedulesArgs): FlightSchedule {
  const origin = requireAirport(deps.catalog, 'origin', args.origin)
  const destination = requireAirport(deps.catalog, 'destination', args.destination)
  const date = requireDate('departureDate', args.departureDate)
  if (origin.code === destination.code) {
    throw validationError(
      'SAME_ORIGIN_DESTINATION',
      `origin and destination are both ${origin.code}; send two different airports.`,
    )
  }
  // The options come from the timetable held in memory, as shopping's do (one way to find them).
  const nonstopOnly = args.type === 'NONSTOP'
  const optionsOn = (day: string) =>
    deps.shopping
      .scheduleOptions(origin.code, destination.code, day)
      .filter((plan) => !nonstopOnly || (plan.segments.length === 1 && plan.segments[0]?.length === 1))
  const plans = withoutDominated(optionsOn(date))
  // A day without flights says when the next are, or that none are near: "try another date"
  // sent a traveller round the calendar for a route that is not flown. Only a day that can
  // still be flown: not before the origin's today, not past the timetable's last day.
  // A past date's two weeks start at that today.
  const today = localDateAt(deps.now(), origin.timeZone)
  const from = addDays(date, Math.max(1, daysBetween(date, today)))
  const nextDate =
    plans.length > 0
      ? null
      : (Array.from({ length: nextDateDays }, (_, index) => addDays(from, index))
          .filter((day) => day <= deps.shopping.horizon)
          .find((day) => optionsOn(day).length > 0) ?? null)
  return {
    origin,
    destination,
    departureDate: date,
    nextDate,
    lastDate: deps.shopping.horizon,
    schedules: plans.map((plan) => ({
      flights: plan.segments.map((segment) => toScheduleFlight(deps, segment)),
      operatingDays: operatingDays(deps.flights, plan, date),
      totalDuration: totalMinutes(plan),
      totalStops: totalStops(plan),
    })),
  }
}
