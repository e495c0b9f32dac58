import type { Translate } from '../../../ui/use-translate'
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * An instant with its date, time and the zone it is read in ("Sunday, November 29, 2026 at
 * 9:15 PM EST"), in `timeZone` or the traveller's own. (dateStyle cannot be combined with
 * timeZoneName.)
 */
function zonedInstant(iso: string, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    })
    formats.set(key, format)
  }
  return format.format(new Date(iso))
}

/**
 * When a hold ends, in the traveller's own time zone and saying which ("… at 5:25 PM
 * GMT+1"): it is an instant, not an airport's wall clock, and the traveller may be
 * about to fly to another zone.
 */
export const holdExpiry = (iso: string, locale: string): string => zonedInstant(iso, locale)

/**
 * A deadline counted from a flight's departure (an upgrade refundable until a day before
 * it), told in the departure airport's time, as the airline counts it, not in whatever
 * zone the traveller's device is in.
 */
export const airportTime = (iso: string, timeZone: string, locale: string): string =>
  zonedInstant(iso, locale, timeZone)

/**
 * A deadline counted from a flight's departure, said by `messages.at` ({date}, {city}) in its
 * departure airport's time with the city named; a copy of the trip kept from before airports
 * had their zone says it by `messages.device` ({date}) in the traveller's own, its zone named.
 */
export function departureDeadline(
  iso: string,
  airport: { city: string; timeZone?: string | null } | undefined,
  messages: { at: string; device: string },
  t: Translate,
  locale: string,
): string {
  return airport?.timeZone
    ? t(messages.at, { date: airportTime(iso, airport.timeZone, locale), city: airport.city })
    : t(messages.device, { date: holdExpiry(iso, locale) })
}
