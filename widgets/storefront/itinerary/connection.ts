import messages from 'dx-locale:itinerary'
import { addMessages } from '../../../core/i18n/i18n'
import { durationParams } from '../../../core/i18n/duration'
import type { Translate } from '../../ui/use-translate'

// The itinerary's strings come with the pages that show flights (trip summary,
// confirmation, trip page), not with the storefront's first load.
addMessages('en-US', messages)

/** An airport-local YYYY-MM-DDTHH:mm(:ss) as minutes on one clock; undefined when unreadable. */
function clockMinutes(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000
}

/**
 * Minutes on the ground between a flight's arrival and the next flight's departure. Both
 * are local times of the same airport, so they are compared as they read: the browser's
 * own time zone and its daylight saving play no part.
 */
export function connectionMinutes(arrival: string, departure: string): number | undefined {
  const landed = clockMinutes(arrival)
  const leaves = clockMinutes(departure)
  return landed === undefined || leaves === undefined ? undefined : leaves - landed
}

interface Flight {
  departure: string
  arrival: string
}

/**
 * "Connection in JFK: 1 h 35 min", said between two flights of one itinerary part
 * (`airport` as the page names airports); without the time when it cannot be read.
 */
export function connectionText(previous: Flight, next: Flight, airport: string, t: Translate): string {
  const minutes = connectionMinutes(previous.arrival, next.departure)
  return minutes === undefined
    ? t('itinerary.stopAt', { airport })
    : t('itinerary.connection', { airport, duration: t('common.duration', durationParams(minutes)) })
}
