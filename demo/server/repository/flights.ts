// Queries over the dated flights (flight_instances). Each returns legs in the shape the
// status and schedule logic works with.
import type { Db } from '../db/open'

export interface Leg {
  /** flight_instances.id: kept by every reseed, never given to another flight */
  id: number
  airlineCode: string
  flightNumber: string
  operatingAirlineCode: string
  operatingFlightNumber: string
  /** Local departure date of the flight's first leg */
  flightDate: string
  legSeq: number
  origin: string
  destination: string
  /** Local departure date of this leg */
  departureDate: string
  /** Local wall-clock, YYYY-MM-DDTHH:mm:ss */
  scheduledDeparture: string
  scheduledArrival: string
  departureUtc: number
  arrivalUtc: number
  durationMinutes: number
  equipmentCode: string
}

const columns = `id, airline_code AS airlineCode, flight_number AS flightNumber,
  operating_airline_code AS operatingAirlineCode, operating_flight_number AS operatingFlightNumber,
  flight_date AS flightDate, leg_seq AS legSeq, origin, destination, departure_date AS departureDate,
  scheduled_departure AS scheduledDeparture, scheduled_arrival AS scheduledArrival,
  departure_utc AS departureUtc, arrival_utc AS arrivalUtc, duration_minutes AS durationMinutes,
  equipment_code AS equipmentCode`

export interface FlightQueries {
  /** Legs of a flight on its date, by marketing number or the operating carrier's own. */
  legsOfFlight(airlineCode: string, flightNumber: string, flightDate: string): Leg[]
  /** Legs flown origin -> destination leaving on a local date. */
  legsOnRoute(origin: string, destination: string, departureDate: string): Leg[]
  /** Legs leaving an airport on a local date. */
  legsFrom(origin: string, departureDate: string): Leg[]
  /** Legs leaving origin on a local date whose flight reaches destination at a later stop. */
  throughFlightStarts(origin: string, destination: string, departureDate: string): Leg[]
  /** One dated leg by its id (offerRefs name legs by id). */
  legById(id: number): Leg | undefined
  /** Dates between from and to (inclusive) on which the flight operates. */
  operatingDates(airlineCode: string, flightNumber: string, from: string, to: string): Set<string>
}

export function flightQueries(db: Db): FlightQueries {
  const byMarketing = db.prepare<[string, string, string], Leg>(
    `SELECT ${columns} FROM flight_instances WHERE airline_code = ? AND flight_number = ? AND flight_date = ? ORDER BY leg_seq`,
  )
  const byOperating = db.prepare<[string, string, string], Leg>(
    `SELECT ${columns} FROM flight_instances WHERE operating_airline_code = ? AND operating_flight_number = ? AND flight_date = ? ORDER BY leg_seq`,
  )
  const onRoute = db.prepare<[string, string, string], Leg>(
    `SELECT ${columns} FROM flight_instances WHERE origin = ? AND destination = ? AND departure_date = ? ORDER BY departure_utc`,
  )
  const from = db.prepare<[string, string], Leg>(
    `SELECT ${columns} FROM flight_instances WHERE origin = ? AND departure_date = ? ORDER BY departure_utc`,
  )
  const throughStarts = db.prepare<[string, string, string, string], Leg>(
    `SELECT ${columns} FROM flight_instances AS a
     WHERE origin = ? AND departure_date = ? AND destination <> ? AND EXISTS (
       SELECT 1 FROM flight_instances AS b
       WHERE b.airline_code = a.airline_code AND b.flight_number = a.flight_number AND b.flight_date = a.flight_date
         AND b.leg_seq > a.leg_seq AND b.destination = ?)
     ORDER BY departure_utc`,
  )
  const byId = db.prepare<[number], Leg>(`SELECT ${columns} FROM flight_instances WHERE id = ?`)
  const dates = db.prepare<[string, string, string, string], { flightDate: string }>(
    `SELECT flight_date AS flightDate FROM flight_instances
     WHERE airline_code = ? AND flight_number = ? AND leg_seq = 1 AND flight_date BETWEEN ? AND ?`,
  )
  return {
    legsOfFlight(airlineCode, flightNumber, flightDate) {
      const marketed = byMarketing.all(airlineCode, flightNumber, flightDate)
      return marketed.length > 0 ? marketed : byOperating.all(airlineCode, flightNumber, flightDate)
    },
    legsOnRoute: (origin, destination, departureDate) => onRoute.all(origin, destination, departureDate),
    legsFrom: (origin, departureDate) => from.all(origin, departureDate),
    throughFlightStarts: (origin, destination, departureDate) =>
      throughStarts.all(origin, departureDate, destination, destination),
    legById: (id) => byId.get(id),
    operatingDates: (airlineCode, flightNumber, fromDate, toDate) =>
      new Set(dates.all(airlineCode, flightNumber, fromDate, toDate).map((row) => row.flightDate)),
  }
}
