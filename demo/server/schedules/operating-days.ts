// The week around a date on which an option's flights all fly (schema: OperatingDay).
import type { FlightQueries } from '../repository/flights'
import { addDays, daysBetween, isoDayOfWeek } from '../time/calendar'
import type { ScheduleOptionPlan } from './find-options'
import type { OperatingDay } from '../graphql/generated/resolvers'

/** Seven days from date - 3 to date + 3; a day is available when every flight of the option operates on it. */
export function operatingDays(queries: FlightQueries, plan: ScheduleOptionPlan, date: string): OperatingDay[] {
  // Each flight's own date may differ from the option's date (a through flight's later
  // leg, or a connection the next day), so shift by that flight's offset.
  const flights = plan.segments.flatMap((segment) => {
    const leg = segment[0]
    if (!leg) return []
    const offset = daysBetween(date, leg.flightDate)
    const dates = queries.operatingDates(
      leg.airlineCode,
      leg.flightNumber,
      addDays(date, offset - 3),
      addDays(date, offset + 3),
    )
    return [{ offset, dates }]
  })
  return [-3, -2, -1, 0, 1, 2, 3].map((shift) => {
    const day = addDays(date, shift)
    return {
      available: flights.every((flight) => flight.dates.has(addDays(day, flight.offset))),
      date: day,
      dayOfWeek: isoDayOfWeek(day),
    }
  })
}
