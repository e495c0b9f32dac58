// Dated flights materialized from the schedule patterns, so lookups by flight number and
// date or by route and date are plain indexed queries.
import { addDays, daysBetween, isoDayOfWeek } from '../time/calendar'
import { localToUtc, utcToLocal } from '../time/zoned'
import type { PatternLeg } from './network'

export interface FlightInstance {
  patternIndex: number
  flightDate: string
  departureDate: string
  scheduledDeparture: string
  scheduledArrival: string
  departureUtc: number
  arrivalUtc: number
}

/** Every dated leg whose flight departs between `from` and `to` (inclusive). */
export function materializeInstances(
  patterns: readonly PatternLeg[],
  timeZones: ReadonlyMap<string, string>,
  from: string,
  to: string,
): FlightInstance[] {
  const zone = (code: string): string => {
    const tz = timeZones.get(code)
    if (!tz) throw new Error(`No time zone for ${code}`)
    return tz
  }
  const instances: FlightInstance[] = []
  const days = daysBetween(from, to)
  for (let d = 0; d <= days; d++) {
    const flightDate = addDays(from, d)
    const weekdayBit = 1 << (isoDayOfWeek(flightDate) - 1)
    patterns.forEach((leg, patternIndex) => {
      if ((leg.daysMask & weekdayBit) === 0) return
      const departureDate = addDays(flightDate, leg.dayOffset)
      const scheduledDeparture = `${departureDate}T${leg.departureTime}:00`
      const departureUtc = localToUtc(scheduledDeparture, zone(leg.origin))
      const arrivalUtc = departureUtc + leg.durationMinutes * 60_000
      instances.push({
        patternIndex,
        flightDate,
        departureDate,
        scheduledDeparture,
        scheduledArrival: utcToLocal(arrivalUtc, zone(leg.destination)),
        departureUtc,
        arrivalUtc,
      })
    })
  }
  return instances
}
