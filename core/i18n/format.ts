import { bidiIsolate, isRtl } from './locale'

// Intl formatters are costly to build, and a results page formats hundreds of
// times and prices, so each (format, locale) pair is built once and looked up by a
// short string key (lukeed/tinydate's "compile once, render many").
const DATE_FORMATS = {
  // The locale's own short time: 08:10 in German, French and Portuguese, 8:10 AM in English.
  time: { timeStyle: 'short' },
  longDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  shortDate: { month: 'short', day: 'numeric' },
  fullDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
  weekdayShort: { weekday: 'short' },
  weekdayNarrow: { weekday: 'narrow' },
  weekdayLong: { weekday: 'long' },
  // The locale's all-number date, its order and separators: 1/31/1980, 31.1.1980, 1980/1/31.
  // Of a calendar date (Date.UTC), read in UTC: the device's zone, which may change while
  // the page is open, cannot move it a day.
  numeric: { timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const dateFormats = new Map<string, Intl.DateTimeFormat>()
// Intl's format() itself costs tens of microseconds in Chromium; a results page asks
// for the same few hundred times and prices again and again, so answers are kept.
const answers = new Map<string, string>()

/** The text computed for `key`, kept: for texts asked for again and again with the same input. */
export function remembered(key: string, compute: () => string): string {
  let text = answers.get(key)
  if (text === undefined) {
    if (answers.size >= 5000) answers.clear()
    text = compute()
    answers.set(key, text)
  }
  return text
}
const moneyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>()

/** The locale's formatter of one of DATE_FORMATS, built once. */
export function dateFormat(kind: keyof typeof DATE_FORMATS, locale: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_FORMATS[kind])
    dateFormats.set(key, format)
  }
  return format
}

/** Clock time of a wall-clock Date, e.g. 08:30 or 8:30 AM as the locale writes it. */
export const formatTime = (date: Date, locale: string): string =>
  remembered(`t|${locale}|${date.getHours()}:${date.getMinutes()}`, () => dateFormat('time', locale).format(date))

/** A calendar date for reading, e.g. Mon, Dec 1, 2026. */
export const formatLongDate = (date: Date, locale: string): string => dateFormat('longDate', locale).format(date)

/** A short date, e.g. Dec 1. */
export const formatShortDate = (date: Date, locale: string): string =>
  remembered(`s|${locale}|${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`, () =>
    dateFormat('shortDate', locale).format(date),
  )

export const formatWeekday = (date: Date, locale: string, width: 'short' | 'narrow' | 'long' = 'short'): string =>
  dateFormat(width === 'short' ? 'weekdayShort' : width === 'narrow' ? 'weekdayNarrow' : 'weekdayLong', locale).format(
    date,
  )

/** A date in full for screen readers and headings, e.g. Tuesday, December 1, 2026. */
export const formatFullDate = (date: Date, locale: string): string => dateFormat('fullDate', locale).format(date)

/** A calendar month's title, e.g. December 2026. */
export const formatMonthYear = (date: Date, locale: string): string => dateFormat('monthYear', locale).format(date)

/** The locale's formatter of a currency, in whole units or not, built once; `digits`: the currency's minor digits. */
export function moneyFormat(
  locale: string,
  currency: string,
  whole: boolean,
): { format: Intl.NumberFormat; digits: number } {
  const key = `${locale}|${currency}|${whole}`
  let money = moneyFormats.get(key)
  if (!money) {
    const digits =
      new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    const options: Intl.NumberFormatOptions = whole
      ? { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }
      : { style: 'currency', currency }
    money = { format: new Intl.NumberFormat(locale, options), digits }
    moneyFormats.set(key, money)
  }
  return money
}

/**
 * An amount as the locale writes it. In right-to-left text the amount is isolated as one
 * run, and so is a currency symbol with Latin letters in it, which the bidirectional
 * algorithm would otherwise break apart ("$US 12.00" for "US$ 12.00"); first-strong
 * isolate marks (U+2068 ... U+2069) rather than a <bdi>, because amounts also go into
 * sentences, labels and titles. Left-to-right text gets none
 * (docs/decisions/typing-and-reading-in-any-script.md).
 */
function amountText(format: Intl.NumberFormat, value: number, locale: string): string {
  const text = format.format(value)
  return isRtl(locale) ? bidiIsolate(text.replace(/\S*[A-Za-z]\S*/, '\u2068$&\u2069'), locale) : text
}

/** Money is integer minor units with a currency code, end to end (architecture). */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return remembered(`m|${locale}|${currency}|${minorUnits}`, () => {
    const { format, digits } = moneyFormat(locale, currency, false)
    return amountText(format, minorUnits / 10 ** digits, locale)
  })
}

/** Whole units for tight spaces (a calendar day), rounded up so a "from" price is never understated. */
export function formatMoneyWhole(minorUnits: number, currency: string, locale: string): string {
  const { format, digits } = moneyFormat(locale, currency, true)
  return amountText(format, Math.ceil(minorUnits / 10 ** digits), locale)
}

/**
 * Builds the time and money formatters ahead of need, each in a task of its own.
 * Chromium's first Intl.DateTimeFormat of a page loads locale data for tens of
 * milliseconds; built while a results request is in flight, that wait overlaps the
 * network instead of delaying the first render of the results. A task each, so that
 * input waits for one formatter at most, never for all of them.
 */
export function prepareFormats(locale: string, currency: string): void {
  const sample = new Date()
  setTimeout(() => formatTime(sample, locale))
  setTimeout(() => formatShortDate(sample, locale))
  setTimeout(() => formatMoney(0, currency, locale))
}
