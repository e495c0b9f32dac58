const numberFormats = new Map<string, Intl.NumberFormat>()

// The first Intl formatter a page builds makes Chromium load its locale data: 25-60 ms
// of main thread on a fast machine, four times that on a mid-range phone. A widget's
// first render often needs only a small count ("2 airports found"), which every locale
// writing Western digits spells exactly as String(n) does below 1000 (no grouping
// separator yet); those skip Intl, so the load waits until a date, time or price needs it.
const WESTERN_DIGIT_LANGUAGES = /^(en|de|fr|es|it|nl|pt)(-|$)/
const WESTERN_DIGIT_LOCALES = new Set(['ar-AE', 'ar-MA', 'ar-DZ', 'ar-TN'])

/** A number as the locale writes it; a whole number below 1000 in a Western-digit locale without Intl. */
export function formatNumber(value: number, locale: string): string {
  const small = Number.isInteger(value) && value >= 0 && value < 1000
  if (small && (WESTERN_DIGIT_LANGUAGES.test(locale) || WESTERN_DIGIT_LOCALES.has(locale))) return String(value)
  return numberFormat(locale).format(value)
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale)
    numberFormats.set(locale, format)
  }
  return format
}
