import type { PassengerCounts, PassengerType } from '../../../core/search/types'

/** The types a booking knows: youths and seniors book as adults (server: booking/passengers.ts). */
export type BookingPassengerType = 'ADT' | 'CHD' | 'INF'

export interface BookingPassenger {
  /** ADT-1, ADT-2, CHD-1, INF-1, ...: the ids the API and every booking page use. */
  id: string
  type: BookingPassengerType
  /** The search's type, which prices the fare: ADT, YTH or SRC for an adult id, else as `type`. */
  fareType: PassengerType
  /** 1-based within its booking type (the number in the id); infant N travels with ADT-N. */
  number: number
}

/** Search types in the order their passengers take ids; youths and seniors after adults, as the server prices them. */
const ORDER: readonly (readonly [PassengerType, BookingPassengerType])[] = [
  ['ADT', 'ADT'],
  ['YTH', 'ADT'],
  ['SRC', 'ADT'],
  ['CHD', 'CHD'],
  ['INF', 'INF'],
]

/**
 * The trip's passengers from the search's counts, the one rule every booking page and the
 * API share: ADT-1..n for adults, youths and seniors together (checkParty expects
 * ADT + YTH + SRC adults), then CHD-1.., then INF-1...
 */
export function bookingPassengers(counts: PassengerCounts): BookingPassenger[] {
  const taken: Record<BookingPassengerType, number> = { ADT: 0, CHD: 0, INF: 0 }
  return ORDER.flatMap(([fareType, type]) =>
    Array.from({ length: counts[fareType] ?? 0 }, (): BookingPassenger => {
      const number = ++taken[type]
      return { id: `${type}-${number}`, type, fareType, number }
    }),
  )
}

/** The adult an infant travels with unless the traveller chose another: infant N with ADT-N. */
export const defaultCarrier = (infantNumber: number): string => `ADT-${infantNumber}`
