/** Locale keys look like en-US or zh-HANT: two lowercase letters, a dash, 2 to 4 capitals. */
const LOCALE_PATTERN = /^[a-z]{2}-[A-Z]{2,4}$/

export function isLocaleKey(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_PATTERN.test(value)
}

export interface LocaleCandidates {
  /** The `locale` query-string field. */
  query?: string | null
  /** The host's `locale` setting, an explicit choice like the query. */
  setting?: string
  /** navigator.languages (or [navigator.language]). */
  browser: readonly string[]
  defaultLocale: string
  supported: readonly string[]
}

/**
 * The locale to use: the query locale if supported, else the browser's first language
 * if supported, else the default locale if supported, else the first supported one.
 * The host's `locale` setting counts as a query locale that the URL can override.
 */
export function chooseLocale(candidates: LocaleCandidates): string {
  const supported = candidates.supported.filter(isLocaleKey)
  const ok = (value: string | null | undefined): value is string => !!value && supported.includes(value)
  const first = candidates.browser[0]
  if (ok(candidates.query)) return candidates.query
  if (ok(candidates.setting)) return candidates.setting
  if (ok(first)) return first
  if (ok(candidates.defaultLocale)) return candidates.defaultLocale
  return supported[0] ?? 'en-US'
}

const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur']

export function isRtl(locale: string): boolean {
  return RTL_LANGUAGES.includes(locale.slice(0, 2))
}

/**
 * A run of codes and times ("LHR 2:50 م") that keeps its own order inside
 * right-to-left text: wrapped in first-strong-isolate marks, which cost no element.
 * Left-to-right text needs none and gets none.
 */
export function bidiIsolate(text: string, locale: string): string {
  return isRtl(locale) ? `\u2068${text}\u2069` : text
}
