import { cached } from '../../../core/cached'
import type { PassengerCounts, SearchConfig } from '../../../core/search/types'
import { plural } from '../plural'
import type { Translate } from '../use-translate'
import { enabledTypes } from './passenger-rules'
import './traveller-messages'

const listFormats = new Map<string, Intl.ListFormat>()

/** "2 adults, 1 child" in the locale's words, plural forms and list punctuation. */
export function passengerSummary(counts: PassengerCounts, config: SearchConfig, t: Translate, locale: string): string {
  const parts = enabledTypes(config)
    .filter((type) => (counts[type] ?? 0) > 0)
    .map((type) => plural(t, locale, `travellers.${type}`, counts[type] ?? 0))
  // A list of one is that one text: most searches are one adult, and the page's first
  // Intl formatter costs tens of milliseconds of locale data loading (format-number.ts).
  if (parts.length === 1) return parts[0] ?? ''
  return cached(listFormats, locale, () => new Intl.ListFormat(locale, { type: 'unit', style: 'short' })).format(parts)
}
