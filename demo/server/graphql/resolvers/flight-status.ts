// Query.flightStatus.
import type { ApiDeps } from '../context'
import type { FlightStatus, QueryFlightStatusArgs } from '../generated/resolvers'
import { businessError } from '../errors'
import { toFlightStatusLeg } from './flight-status-leg'
import { requireAirline, requireAirport, requireDate, requireFlightNumber } from '../validate-input'

export function flightStatus(deps: ApiDeps, args: QueryFlightStatusArgs): FlightStatus {
  const { catalog, flights, now } = deps
  const airlineCode = requireAirline(catalog, args.airlineCode)
  const flightNumber = requireFlightNumber(airlineCode, args.flightNumber)
  const date = requireDate('departureDate', args.departureDate)
  const origin = args.origin ? requireAirport(catalog, 'origin', args.origin).code : undefined
  const destination = args.destination ? requireAirport(catalog, 'destination', args.destination).code : undefined

  const flown = flights.legsOfFlight(airlineCode, flightNumber, date)
  let legs = flown
  // origin/destination pick the part of a multi-leg flight the traveller asks about.
  if (origin) {
    const start = legs.findIndex((leg) => leg.origin === origin)
    legs = start < 0 ? [] : legs.slice(start)
  }
  if (destination) {
    const end = legs.findIndex((leg) => leg.destination === destination)
    legs = end < 0 ? [] : legs.slice(0, end + 1)
  }
  const route = [origin && `from ${origin}`, destination && `to ${destination}`].filter(Boolean).join(' ')
  if (legs.length === 0 && flown.length > 0) {
    throw businessError(
      'FLIGHT_NOT_ON_ROUTE',
      `Flight ${airlineCode}${flightNumber} departs on ${date} but does not fly ${route}. Send airports it flies between, or none for the whole flight.`,
      404,
    )
  }
  // A day the timetable does not hold is no reason to doubt the flight number: say which days it holds.
  const { firstDate, horizon: lastDate } = deps.shopping
  if (flown.length === 0 && (date < firstDate || date > lastDate)) {
    throw businessError(
      'FLIGHT_DATE_OUT_OF_RANGE',
      `Flight status covers flights departing from ${firstDate} to ${lastDate}; send a departureDate between them.`,
      404,
      { details: { firstDate, lastDate } },
    )
  }
  if (legs.length === 0) {
    throw businessError(
      'FLIGHT_NOT_FOUND',
      `No flight ${airlineCode}${flightNumber} ${route ? `${route} ` : ''}departs on ${date}. Check the flight number and the departure date (the local date at the departure airport).`,
      404,
    )
  }

  const nowMs = now()
  return { airlineCode, flightNumber, date, flights: legs.map((leg) => toFlightStatusLeg(deps, leg, nowMs)) }
}
