// A rental's dates: pick-up and drop-off are airport-local YYYY-MM-DDTHH:mm; a rental is
// charged by the day, one per started 24 hours (as car suppliers count them).
import { validationError } from '../../graphql/errors'

const localPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** The longest rental the demo supplier takes, in days */
const maxRentalDays = 30

const wallClockMs = (local: string): number => Date.parse(`${local}:00Z`)

const isLocalDateTime = (value: string): boolean =>
  localPattern.test(value) && new Date(wallClockMs(value)).toISOString().slice(0, 16) === value

export function rentalDays(pickUp: string, dropOff: string): number {
  return Math.max(1, Math.ceil((wallClockMs(dropOff) - wallClockMs(pickUp)) / 86_400_000))
}

/** Refuses dates that are not YYYY-MM-DDTHH:mm, a drop-off not after pick-up, or a rental over 30 days. */
export function checkRentalDates(pickUp: string, dropOff: string): void {
  if (!isLocalDateTime(pickUp) || !isLocalDateTime(dropOff)) {
    throw validationError('INVALID_RENTAL_DATES', 'pickUp and dropOff are airport-local YYYY-MM-DDTHH:mm.')
  }
  if (wallClockMs(dropOff) <= wallClockMs(pickUp)) {
    throw validationError('INVALID_RENTAL_DATES', 'dropOff must be after pickUp.')
  }
  if (wallClockMs(dropOff) - wallClockMs(pickUp) > maxRentalDays * 86_400_000) {
    throw validationError('INVALID_RENTAL_DATES', `A rental lasts at most ${maxRentalDays} days.`)
  }
}
