// Status of one leg at an instant, derived from its schedule alone:
// no stored state, so the same flight reads the same on every server and in every test.
import type { Airport } from '../repository/catalog'
import type { Leg } from '../repository/flights'
import { utcToLocal } from '../time/zoned'
import { disruptionOf } from './disruption'
import { baggageClaimOf, gateOf, terminalOf } from './facilities'

type FlightStatusCode = 'SCHEDULED' | 'BOARDING' | 'DEPARTED' | 'DELAYED' | 'LANDED' | 'CANCELLED'

/** FlightStatusPoint in core/api/schema.graphql, less the airport object. */
interface StatusPoint {
  airportCode: string
  scheduledDateTime: string
  estimatedDateTime: string | null
  actualDateTime: string | null
  flightStatus: FlightStatusCode
  gate: string | null
  terminal: string | null
  baggageClaimAreaCode: string | null
}

export interface LegStatus {
  departureInfo: StatusPoint
  arrivalInfo: StatusPoint
}

/** Boarding opens this long before the (estimated) departure. */
const boardingMinutes = 45
/**
 * A delay is known from this long before the scheduled departure: weeks ahead a flight
 * is only scheduled, as an airline's status says until its operations know better.
 */
const delayKnownHours = 24
/** Gates are given this long before the scheduled departure; until then there is none to show. */
const gateHours = 3

export function deriveLegStatus(leg: Leg, origin: Airport, destination: Airport, nowMs: number): LegStatus {
  const disruption = disruptionOf(leg.airlineCode, leg.flightNumber, leg.flightDate)
  const departureTerminal = terminalOf(origin, leg.operatingAirlineCode)
  const arrivalTerminal = terminalOf(destination, leg.operatingAirlineCode)

  if (disruption.kind === 'cancelled') {
    const cancelled = {
      estimatedDateTime: null,
      actualDateTime: null,
      flightStatus: 'CANCELLED',
      gate: null,
      baggageClaimAreaCode: null,
    } as const
    return {
      departureInfo: {
        ...cancelled,
        airportCode: leg.origin,
        scheduledDateTime: leg.scheduledDeparture,
        terminal: departureTerminal,
      },
      arrivalInfo: {
        ...cancelled,
        airportCode: leg.destination,
        scheduledDateTime: leg.scheduledArrival,
        terminal: arrivalTerminal,
      },
    }
  }

  const delayed = disruption.kind === 'delayed' && nowMs >= leg.departureUtc - delayKnownHours * 3_600_000
  const delayMs = delayed ? disruption.minutes * 60_000 : 0
  const departsAt = leg.departureUtc + delayMs
  const arrivesAt = leg.arrivalUtc + delayMs
  const departed = nowMs >= departsAt
  const landed = nowMs >= arrivesAt
  const gated = nowMs >= leg.departureUtc - gateHours * 3_600_000
  const estimatedDeparture = utcToLocal(departsAt, origin.timeZone)
  const estimatedArrival = utcToLocal(arrivesAt, destination.timeZone)

  let departureStatus: FlightStatusCode = delayed ? 'DELAYED' : 'SCHEDULED'
  if (departed) departureStatus = 'DEPARTED'
  else if (!delayed && nowMs >= departsAt - boardingMinutes * 60_000) departureStatus = 'BOARDING'

  return {
    departureInfo: {
      airportCode: leg.origin,
      scheduledDateTime: leg.scheduledDeparture,
      estimatedDateTime: estimatedDeparture,
      actualDateTime: departed ? estimatedDeparture : null,
      flightStatus: departureStatus,
      gate: gated ? gateOf(origin, leg, 'departure') : null,
      terminal: departureTerminal,
      baggageClaimAreaCode: null,
    },
    arrivalInfo: {
      airportCode: leg.destination,
      scheduledDateTime: leg.scheduledArrival,
      estimatedDateTime: estimatedArrival,
      actualDateTime: landed ? estimatedArrival : null,
      flightStatus: landed ? 'LANDED' : delayed ? 'DELAYED' : 'SCHEDULED',
      gate: gated ? gateOf(destination, leg, 'arrival') : null,
      terminal: arrivalTerminal,
      // Belts are announced once the aircraft is in the air.
      baggageClaimAreaCode: departed ? baggageClaimOf(leg) : null,
    },
  }
}
