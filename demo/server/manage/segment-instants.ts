// An order's segments keep airport-local times (as booked, or as the airline moved them);
// the rules of a trip (what is still to fly, the check-in window) compare instants.
import type { OrderSegmentRecord } from '../booking/order-details'
import type { Catalog } from '../repository/catalog'
import { localToUtc, utcToLocal } from '../time/zoned'

function timeZoneOf(catalog: Catalog, code: string): string {
  const airport = catalog.airports.get(code)
  if (!airport) throw new Error(`An order segment uses unknown airport ${code}`)
  return airport.timeZone
}

/** The segment's departure as a UTC instant in ms. */
export const departureInstant = (catalog: Catalog, segment: OrderSegmentRecord): number =>
  localToUtc(segment.departure, timeZoneOf(catalog, segment.origin))

/** The segment's departure and arrival moved by `minutes`, each in its airport's local time. */
export function movedTimes(
  catalog: Catalog,
  segment: OrderSegmentRecord,
  minutes: number,
): { departure: string; arrival: string } {
  const move = (local: string, code: string) => {
    const zone = timeZoneOf(catalog, code)
    return utcToLocal(localToUtc(local, zone) + minutes * 60_000, zone)
  }
  return { departure: move(segment.departure, segment.origin), arrival: move(segment.arrival, segment.destination) }
}

/** Segments whose departure is after `nowMs`, in order. */
export const stillToFly = (
  catalog: Catalog,
  segments: readonly OrderSegmentRecord[],
  nowMs: number,
): OrderSegmentRecord[] => segments.filter((s) => departureInstant(catalog, s) > nowMs)
