import type { PassengerCounts, SearchConfig } from '../../../core/search/types'
import { plural } from '../plural'
import type { Translate } from '../use-translate'
import { enabledTypes } from './passenger-rules'
import './traveller-messages'

/** "2 adults, 1 child" in the locale's words, plural forms and list punctuation. */
export function passengerSummary(counts: PassengerCounts, config: SearchConfig, t: Translate, locale: string): string {
  const parts = enabledTypes(config)
    .filter((type) => (counts[type] ?? 0) > 0)
    .map((type) => plural(t, locale, `travellers.${type}`, counts[type] ?? 0))
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(parts)
}
