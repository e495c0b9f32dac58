// Who is seated: the passenger ids every booking step and the API share,
// from the search's counts, and the exit-row rule.
import type { PassengerCounts } from '../../../../core/search/types'
import type { Translate } from '../../../ui/use-translate'
import { bookingPassengers, defaultCarrier, type BookingPassengerType } from '../../shell/passenger-ids'
import type { SavedPassenger } from './api'

export interface SeatPassenger {
  /** ADT-1, CHD-1, ... (passenger-ids.ts: youths and seniors are adults) */
  id: string
  type: BookingPassengerType
  /** 1 for the first of its type: the number in the id */
  ordinal: number
  /** Given and family name once the passengers page saved them. */
  name?: string
  /** The infant travelling on this adult's lap (an id). */
  infant?: string
}

/**
 * The trip's passengers in id order. Infant N travels with adult N unless the saved
 * passengers say otherwise (infantOf).
 */
export function seatPassengers(counts: PassengerCounts, saved: readonly SavedPassenger[] = []): SeatPassenger[] {
  const list = bookingPassengers(counts).map(({ id, type, number }): SeatPassenger => {
    const person = saved.find((p) => p.id === id)
    return person
      ? { id, type, ordinal: number, name: `${person.givenName} ${person.familyName}` }
      : { id, type, ordinal: number }
  })
  for (const infant of list.filter((p) => p.type === 'INF')) {
    const adultId = saved.find((p) => p.id === infant.id)?.infantOf ?? defaultCarrier(infant.ordinal)
    const adult = list.find((p) => p.id === adultId)
    if (adult) adult.infant = infant.id
  }
  return list
}

/** Infants travel on a lap and hold no seat. */
export const needsSeat = (passenger: SeatPassenger): boolean => passenger.type !== 'INF'

/**
 * Exit rows are for adults travelling without a child on their lap: they must be able
 * to open the door and help others out. The API refuses children there
 * (EXIT_ROW_RESTRICTED) but not an adult with an infant, so this rule is the client's.
 */
export function mayTakeSeat(passenger: SeatPassenger, seat: { characteristics: readonly string[] }): boolean {
  if (!seat.characteristics.includes('EXIT_ROW')) return true
  return passenger.type === 'ADT' && passenger.infant === undefined
}

const typeName = (passenger: SeatPassenger, t: Translate) =>
  t(`seats.passenger.${passenger.type}`, { n: passenger.ordinal })

/** "Adult 1", or "Ada Lovelace (Adult 1)" once the passengers page saved the names. */
export function passengerName(passenger: SeatPassenger, t: Translate): string {
  return passenger.name
    ? t('seats.named', { name: passenger.name, type: typeName(passenger, t) })
    : typeName(passenger, t)
}

/** "Ada Lovelace", or "Adult 1" before the names are saved: for messages and seat names. */
export function shortName(passenger: SeatPassenger, t: Translate): string {
  return passenger.name ?? typeName(passenger, t)
}
