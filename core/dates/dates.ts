import tinydate from 'tinydate'

// Compiled once at module level (tinydate's point): query MM-DD-YYYY, search YYYY-MM-DD, segment time.
const queryFormat = tinydate('{MM}-{DD}-{YYYY}')
const searchFormat = tinydate('{YYYY}-{MM}-{DD}')
const segmentFormat = tinydate('{YYYY}-{MM}-{DD}T{HH}:{mm}:{ss}')

/** Query-string date, MM-DD-YYYY. */
export const formatQueryDate = (date: Date): string => queryFormat(date)
/** Search payload date, YYYY-MM-DD. */
export const formatSearchDate = (date: Date): string => searchFormat(date)
/** Segment date-time, YYYY-MM-DDTHH:mm:ss. */
export const formatSegmentTime = (date: Date): string => segmentFormat(date)

/** Reads MM-DD-YYYY; anything else, or a day that does not exist, gives undefined. */
export function parseQueryDate(value: string): Date | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim())
  if (!match) return undefined
  return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]))
}

/** Reads YYYY-MM-DD; anything else, or a day that does not exist, gives undefined. */
export function parseSearchDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return undefined
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/**
 * Reads an airport-local YYYY-MM-DDTHH:mm:ss as the same wall-clock time in a Date
 * (local fields). The API sends local times; they are shown as they are, with no
 * time-zone arithmetic in the browser.
 */
export function parseSegmentTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!match) return undefined
  const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
  date?.setHours(Number(match[4]), Number(match[5]), Number(match[6] ?? 0))
  return date
}

function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined
}

/** Whole days from a to b, by calendar date (immune to DST hours). */
export function daysBetween(a: Date, b: Date): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())
  return Math.round((utc(b) - utc(a)) / 86_400_000)
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date)
  next.setDate(next.getDate() + days)
  return next
}
