// Query.flightStatus.
import type { Airport } from '../../repository/catalog'
import { deriveLegStatus } from '../../flight-status/derive-status'
import type { ApiDeps } from '../context'
import type { FlightStatus, QueryFlightStatusArgs } from '../generated/resolvers'
import { businessError } from '../errors'
import { requireAirline, requireAirport, requireDate, requireFlightNumber } from '../validate-input'

export function flightStatus(deps: ApiDeps, args: QueryFlightStatusArgs): FlightStatus {
  const { catalog, flights, now } = deps
  const airlineCode = requireAirline(catalog, args.airlineCode)
  const flightNumber = requireFlightNumber(airlineCode, args.flightNumber)
  const date = requireDate('departureDate', args.departureDate)
  const origin = args.origin ? requireAirport(catalog, 'origin', args.origin).code : undefined
  const destination = args.destination ? requireAirport(catalog, 'destination', args.destination).code : undefined

  let legs = flights.legsOfFlight(airlineCode, flightNumber, date)
  // origin/destination pick the part of a multi-leg flight the traveller asks about.
  if (origin) {
    const start = legs.findIndex((leg) => leg.origin === origin)
    legs = start < 0 ? [] : legs.slice(start)
  }
  if (destination) {
    const end = legs.findIndex((leg) => leg.destination === destination)
    legs = end < 0 ? [] : legs.slice(0, end + 1)
  }
  if (legs.length === 0) {
    const route = [origin && `from ${origin}`, destination && `to ${destination}`].filter(Boolean).join(' ')
    throw businessError(
      'FLIGHT_NOT_FOUND',
      `No flight ${airlineCode}${flightNumber} ${route ? `${route} ` : ''}departs on ${date}. Check the flight number and the departure date (the local date at the departure airport).`,
      404,
    )
  }

  const airport = (code: string): Airport => {
    const found = catalog.airports.get(code)
    if (!found) throw new Error(`Flight uses airport ${code} missing from the catalog`)
    return found
  }
  const nowMs = now()
  return {
    airlineCode,
    flightNumber,
    date,
    flights: legs.map((leg) => {
      const from = airport(leg.origin)
      const to = airport(leg.destination)
      const status = deriveLegStatus(leg, from, to, nowMs)
      return {
        departureInfo: { ...status.departureInfo, airport: from },
        arrivalInfo: { ...status.arrivalInfo, airport: to },
        equipmentType: leg.equipmentCode,
        equipmentName: catalog.equipmentNames.get(leg.equipmentCode) ?? leg.equipmentCode,
        duration: leg.durationMinutes,
      }
    }),
  }
}
