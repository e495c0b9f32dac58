const expiryFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * When a hold ends, in the traveller's own time zone and saying which ("… at 5:25 PM
 * GMT+1"): it is an instant, not an airport's wall clock, and the traveller may be
 * about to fly to another zone. (dateStyle cannot be combined with timeZoneName.)
 */
export function holdExpiry(iso: string, locale: string): string {
  let format = expiryFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    expiryFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}
