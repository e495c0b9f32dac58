import type { FlightStatusCode, StatusTimesFragment } from '../api/generated/operations'

/** A flight's two ends, as the flight status answer and a booked trip's live status give them. */
interface Leg {
  departureInfo: StatusTimesFragment
  arrivalInfo: StatusTimesFragment
}

/** The one status a traveller looks for: landed or cancelled once so, else the departure side's. */
export function legStatus(leg: Leg): FlightStatusCode {
  const arrival = leg.arrivalInfo.flightStatus
  if (arrival === 'LANDED' || arrival === 'CANCELLED') return arrival
  return leg.departureInfo.flightStatus
}
