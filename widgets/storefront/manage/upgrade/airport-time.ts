const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * An instant as the clock at an airport reads it, saying which zone ("Sunday, November 29,
 * 2026 at 9:15 PM EST"): a deadline counted from a flight's departure (check-in opens a
 * day before it) is told in the departure airport's time, as the airline counts it, not in
 * whatever zone the traveller's device is in. (dateStyle cannot be combined with timeZoneName.)
 */
export function airportTime(iso: string, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    })
    formats.set(key, format)
  }
  return format.format(new Date(iso))
}
