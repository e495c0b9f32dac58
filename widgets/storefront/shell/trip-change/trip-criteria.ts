import type { TripFragment } from '../../../../core/api/generated/operations'
import type { PassengerCounts, PassengerType, SearchCriteria } from '../../../../core/search/types'

/**
 * A booked trip as the booking pages read a search: its parts (from the first flight's
 * origin to the last flight's destination of each) and its passengers counted by type,
 * so the seat and extras pages show the trip's passengers and directions as in a booking.
 */
export function tripCriteria(criteria: SearchCriteria, trip: TripFragment): SearchCriteria {
  const { segments, passengers } = trip.order
  const partIndexes = [...new Set(segments.map((s) => s.partIndex))].sort((a, b) => a - b)
  const itineraryParts = partIndexes.map((index) => {
    const part = segments.filter((s) => s.partIndex === index)
    const first = part[0]
    const last = part[part.length - 1]
    return {
      origin: first?.origin.code ?? '',
      destination: last?.destination.code ?? '',
      date: first?.departure.slice(0, 10) ?? '',
    }
  })
  const counts: PassengerCounts = {}
  for (const { type } of passengers) counts[type as PassengerType] = (counts[type as PassengerType] ?? 0) + 1
  return { ...criteria, itineraryParts, passengers: counts, flights: [] }
}
