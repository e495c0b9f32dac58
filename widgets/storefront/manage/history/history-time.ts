const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * When a change was made, date and time in the traveller's own zone as their locale
 * writes it: it is an instant (the API's ISO time), not an airport's wall clock.
 */
export function historyTime(iso: string, locale: string): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    formats.set(locale, format)
  }
  return format.format(new Date(iso))
}
