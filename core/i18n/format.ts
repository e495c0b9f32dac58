// Intl formatters are costly to build, so each (locale, options) pair is built once.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.NumberFormat | undefined
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

/** Clock time of a wall-clock Date, e.g. 08:30 or 8:30 AM as the locale writes it. */
export const formatTime = (date: Date, locale: string): string =>
  dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date)

/** A calendar date for reading, e.g. Mon, Dec 1, 2026. */
export const formatLongDate = (date: Date, locale: string): string =>
  dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date)

/** A short date, e.g. Dec 1. */
export const formatShortDate = (date: Date, locale: string): string =>
  dateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date)

export const formatWeekday = (date: Date, locale: string, width: 'short' | 'narrow' | 'long' = 'short'): string =>
  dateTimeFormat(locale, { weekday: width }).format(date)

/** Money is integer minor units with a currency code, end to end (architecture). */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorUnits / 10 ** digits)
}

/** A date in full for screen readers and headings, e.g. Tuesday, December 1, 2026. */
export const formatFullDate = (date: Date, locale: string): string =>
  dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date)

/** A calendar month's title, e.g. December 2026. */
export const formatMonthYear = (date: Date, locale: string): string => dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date)
