import type { Translate } from '../../../ui/use-translate'
import { partName } from '../../shell/order/order-itinerary'
import { passengerName } from '../../shell/order/passenger-name'
import type { Trip } from '../../shell/trip-api'
import type { CancelDetails } from './api'

/**
 * What a cancel takes off the trip, in words: the whole trip, the passengers it names
 * (an infant who goes with its adult included) or the parts of the trip.
 */
export function cancelledWhat(details: CancelDetails, trip: Trip, t: Translate): string {
  if (details.wholeOrder) return t('cancelTrip.what.trip')
  const { passengers, segments } = trip.order
  const parts = new Set(segments.map((s) => s.partIndex)).size
  if (details.partIndexes.length < parts)
    return details.partIndexes.map((index) => partName(t, index, parts)).join(', ')
  return details.passengerIds
    .map((id) => passengers.find((p) => p.id === id))
    .flatMap((p) => (p ? [passengerName(p, passengers, t)] : []))
    .join(', ')
}
