import { PASSENGER_TYPES } from '../../core/search/config'
import type { PassengerCounts, PassengerType } from '../../core/search/types'

export interface BookingPassenger {
  /** ADT-1, ADT-2, CHD-1, INF-1, ...: the ids the API and every booking page use. */
  id: string
  type: PassengerType
  /** 1-based within its type; infant N travels with ADT-N. */
  number: number
}

/** The trip's passengers in type order, numbered per type, from the search's counts. */
export function bookingPassengers(counts: PassengerCounts): BookingPassenger[] {
  return PASSENGER_TYPES.flatMap((type) => Array.from({ length: counts[type] ?? 0 }, (_, index) => ({ id: `${type}-${index + 1}`, type, number: index + 1 })))
}
