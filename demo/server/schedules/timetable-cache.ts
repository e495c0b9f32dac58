// The queries findScheduleOptions makes, answered from memory: a search that is not yet
// memoised asks for one route's legs, a hub's onward legs on two days and the through
// flights, seven statements that cost more than the rest of its work. Here an airport's
// departures of a day are read once (one statement) and the whole timetable's
// multi-leg flights once (a few hundred), so the same questions cost map lookups.
// The dated flights change only when the timetable is reseeded: `clear` forgets them.
import type { Db } from '../db/open'
import type { FlightQueries, Leg } from '../repository/flights'
import { memo } from '../shopping/offer-cache'
import type { ScheduleQueries } from './find-options'

/** Airport-days kept: the hubs' year and the busiest routes' months fit many times over. */
const departureDays = 4000

const byDeparture = (a: Leg, b: Leg) => a.departureUtc - b.departureUtc || a.id - b.id

export function cachedScheduleQueries(flights: FlightQueries, db: Db): ScheduleQueries & { clear(): void } {
  // Legs leaving an airport on a day, by destination, in departure order (as legsOnRoute answers).
  const departuresOf = (key: string) => {
    const [origin = '', date = ''] = key.split('|')
    const byDestination = new Map<string, Leg[]>()
    for (const leg of [...flights.legsFrom(origin, date)].sort(byDeparture)) {
      const legs = byDestination.get(leg.destination)
      if (legs) legs.push(leg)
      else byDestination.set(leg.destination, [leg])
    }
    return byDestination
  }
  let departures = memo(departureDays, departuresOf)
  // Every flight of more than one leg, by airline, number and date, its legs in order.
  let multiLeg: Map<string, Leg[]> | undefined
  const multiLegFlights = () => {
    if (multiLeg) return multiLeg
    multiLeg = new Map()
    const rows = db
      .prepare<[], { airlineCode: string; flightNumber: string; flightDate: string }>(
        `SELECT DISTINCT airline_code AS airlineCode, flight_number AS flightNumber, flight_date AS flightDate
         FROM flight_instances WHERE leg_seq > 1`,
      )
      .all()
    for (const { airlineCode, flightNumber, flightDate } of rows)
      multiLeg.set(
        `${airlineCode}|${flightNumber}|${flightDate}`,
        flights.legsOfFlight(airlineCode, flightNumber, flightDate),
      )
    return multiLeg
  }
  // Legs that start a multi-leg flight's stretch, by origin and local departure date.
  let startsAt: Map<string, Leg[]> | undefined
  const starts = () => {
    if (startsAt) return startsAt
    startsAt = new Map()
    for (const legs of multiLegFlights().values())
      for (const leg of legs.slice(0, -1)) {
        const key = `${leg.origin}|${leg.departureDate}`
        startsAt.set(key, [...(startsAt.get(key) ?? []), leg].sort(byDeparture))
      }
    return startsAt
  }
  return {
    legsOnRoute: (origin, destination, date) => departures(`${origin}|${date}`).get(destination) ?? [],
    throughFlightStarts: (origin, destination, date) =>
      (starts().get(`${origin}|${date}`) ?? []).filter(
        (start) =>
          start.destination !== destination &&
          (multiLegFlights().get(`${start.airlineCode}|${start.flightNumber}|${start.flightDate}`) ?? []).some(
            (leg) => leg.legSeq > start.legSeq && leg.destination === destination,
          ),
      ),
    legsOfFlight: (airlineCode, flightNumber, flightDate) =>
      multiLegFlights().get(`${airlineCode}|${flightNumber}|${flightDate}`) ??
      flights.legsOfFlight(airlineCode, flightNumber, flightDate),
    clear() {
      departures = memo(departureDays, departuresOf)
      multiLeg = undefined
      startsAt = undefined
    },
  }
}
