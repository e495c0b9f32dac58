// The traveller's language, as the client says it: the Accept-Language header (core/http sends
// the page's locale there on every call). The API answers airport and city names in it.
import type { IncomingHttpHeaders } from 'node:http'
import { airportNameLocales } from '../seed/airport-names'

/** The locales the API has names in; the first is the answer for any other. */
const supported: readonly string[] = airportNameLocales

/**
 * The first supported locale of the header by preference (q), a language alone ("de")
 * standing for its locale; en-US when the header names none the API has.
 */
export function requestLocale(headers: IncomingHttpHeaders): string {
  const header = headers['accept-language'] ?? ''
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order }
    })
    .filter((range) => range.tag !== '' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  for (const { tag } of ranges) {
    const found =
      supported.find((locale) => locale.toLowerCase() === tag) ??
      supported.find((locale) => locale.slice(0, 2).toLowerCase() === tag.split('-')[0])
    if (found) return found
  }
  return supported[0] ?? 'en-US'
}
