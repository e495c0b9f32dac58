// A stay's dates: checked once for every hotel field (YYYY-MM-DD, check-out after check-in,
// at most 30 nights) and turned into the nights it occupies.
import { validationError } from '../../graphql/errors'

const MAX_NIGHTS = 30
const DAY_MS = 86_400_000
const datePattern = /^\d{4}-\d{2}-\d{2}$/

const dayNumber = (date: string): number => {
  const ms = datePattern.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw validationError('INVALID_DATE', `"${date}" is not a date: send YYYY-MM-DD.`)
  }
  return ms / DAY_MS
}

/** The local dates of each night of the stay, check-in first. */
export function stayNights(checkinDate: string, checkoutDate: string): string[] {
  const from = dayNumber(checkinDate)
  const to = dayNumber(checkoutDate)
  if (to <= from) throw validationError('INVALID_STAY', 'checkoutDate must be after checkinDate.')
  if (to - from > MAX_NIGHTS) {
    throw validationError('STAY_TOO_LONG', `A stay is at most ${MAX_NIGHTS} nights; send an earlier checkoutDate.`)
  }
  return Array.from({ length: to - from }, (_, i) => new Date((from + i) * DAY_MS).toISOString().slice(0, 10))
}
