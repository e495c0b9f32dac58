import type { FlightStatusCode, FlightStatusLeg } from '../../core/flight-status/fetch-flight-status'

/** The one status a traveller looks for: landed or cancelled once so, else the departure side's. */
export function legStatus(leg: FlightStatusLeg): FlightStatusCode {
  const arrival = leg.arrivalInfo.flightStatus
  if (arrival === 'LANDED' || arrival === 'CANCELLED') return arrival
  return leg.departureInfo.flightStatus
}
