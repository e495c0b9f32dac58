// Airport-local wall-clock times <-> UTC instants with the airport's IANA zone.
// Schedules are published in local time (YYYY-MM-DDTHH:mm:ss), so every
// comparison with "now" or across airports goes through these two functions.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  }
}

/** Milliseconds the zone is ahead of UTC at that instant (e.g. +3_600_000 for BST). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wall = wallClockAt(epochMs, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - Math.floor(epochMs / 1000) * 1000
}

const dayMs = 86_400_000
const steadyOffsets = new Map<string, number | null>()

/**
 * The zone's offset throughout the UTC days around an instant, or null near an offset
 * change. Seeding converts ~100k times; this skips Intl for all but a few days a year.
 * Relies on no zone changing its offset twice within five days.
 */
function steadyOffsetMs(epochMs: number, timeZone: string): number | null {
  const day = Math.floor(epochMs / dayMs)
  const key = `${timeZone}|${day}`
  let offset = steadyOffsets.get(key)
  if (offset === undefined) {
    const before = zoneOffsetMs((day - 2) * dayMs, timeZone)
    offset = before === zoneOffsetMs((day + 3) * dayMs, timeZone) ? before : null
    steadyOffsets.set(key, offset)
  }
  return offset
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * UTC instant of a local wall-clock time. A time repeated at fall-back resolves to its
 * first occurrence; a time inside a spring-forward gap (which does not exist locally)
 * moves forward by the gap, as clocks do.
 */
export function localToUtc(localDateTime: string, timeZone: string): number {
  const match = localPattern.exec(localDateTime)
  if (!match) throw new RangeError(`Expected YYYY-MM-DDTHH:mm[:ss], got "${localDateTime}"`)
  const [, y, mo, d, h, mi, s] = match
  const wallAsUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0))
  const steady = steadyOffsetMs(wallAsUtc, timeZone)
  if (steady !== null) return wallAsUtc - steady
  const wanted = new Date(wallAsUtc).toISOString().slice(0, 19)
  // No zone changes offset twice within two days, so the offsets a day either side
  // are the only candidates; the earlier-offset one first gives the first occurrence.
  const offsetBefore = zoneOffsetMs(wallAsUtc - 86_400_000, timeZone)
  const offsetAfter = zoneOffsetMs(wallAsUtc + 86_400_000, timeZone)
  for (const offset of [offsetBefore, offsetAfter]) {
    const candidate = wallAsUtc - offset
    if (utcToLocal(candidate, timeZone) === wanted) return candidate
  }
  return wallAsUtc - offsetBefore
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0')

/** Local wall-clock time of an instant, as YYYY-MM-DDTHH:mm:ss. */
export function utcToLocal(epochMs: number, timeZone: string): string {
  const steady = steadyOffsetMs(epochMs, timeZone)
  if (steady !== null) return new Date(Math.floor(epochMs / 1000) * 1000 + steady).toISOString().slice(0, 19)
  const w = wallClockAt(epochMs, timeZone)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`
}

/** Local calendar date of an instant, as YYYY-MM-DD. */
export function localDateAt(epochMs: number, timeZone: string): string {
  return utcToLocal(epochMs, timeZone).slice(0, 10)
}
