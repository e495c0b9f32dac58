import messages from 'dx-locale:itinerary'
import { addMessages } from '../../../core/i18n/i18n'
import { durationText } from '../../../core/i18n/duration'
import type { Translate } from '../../ui/use-translate'

// The itinerary's strings come with the pages that show flights (trip summary,
// confirmation, trip page), not with the storefront's first load.
addMessages('en-US', messages)

/** An airport-local YYYY-MM-DDTHH:mm as a number of minutes on one clock (NaN when unreadable). */
const clockMinutes = (value: string): number => Date.parse(`${value.slice(0, 16)}Z`) / 60_000

/**
 * Minutes on the ground between a flight's arrival and the next flight's departure. Both
 * are local times of the same airport, so they are compared as they read: the browser's
 * own time zone and its daylight saving play no part. NaN when either cannot be read.
 */
const connectionMinutes = (arrival: string, departure: string): number =>
  clockMinutes(departure) - clockMinutes(arrival)

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
  return minutes >= 0
    ? t('itinerary.connection', { airport, duration: durationText(t, minutes) })
    : t('itinerary.stopAt', { airport })
}
