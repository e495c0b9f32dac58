import { formatMoney } from '../../../../core/i18n/format'
import { bidiIsolate } from '../../../../core/i18n/locale'
import { flightNumberText } from '../../../ui/flight-number'
import { plural } from '../../../ui/plural'
import type { Translate } from '../../../ui/use-translate'
import type { Trip } from '../../shell/trip-api'

type Entry = Trip['history'][number]

/** Kinds whose flights the history names, each with its own words for them. */
const NAMES_FLIGHTS = new Set(['FLIGHTS_CHANGED', 'UPGRADED', 'UPGRADE_CANCELLED'])

const lists = new Map<string, Intl.ListFormat>()
/** "ZZ 5 and ZZ 505" in the locale's words, each flight number kept whole in right-to-left text. */
function flightList(entry: Entry, locale: string): string {
  let list = lists.get(locale)
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction' })
    lists.set(locale, list)
  }
  return list.format(entry.flights.map((f) => bidiIsolate(flightNumberText(f), locale)))
}

/** What a change was, in the traveller's language; a kind this page does not know reads "Booking changed". */
export function historyTitle(entry: Entry, t: Translate): string {
  const key = `tripHistory.action.${entry.action}`
  const text = t(key)
  return text === key ? t('tripHistory.action.OTHER') : text
}

/**
 * The parts of a change the API gives as data, each a line in the traveller's language:
 * the flights it concerned, the seats it could not keep, a credit kept, a refund's reference.
 */
export function historyDetails(entry: Entry, t: Translate, locale: string): string[] {
  const lines: string[] = []
  if (entry.flights.length > 0 && NAMES_FLIGHTS.has(entry.action))
    lines.push(t(`tripHistory.flights.${entry.action}`, { flights: flightList(entry, locale) }))
  if (entry.seatsNotKept > 0) {
    const key = entry.action === 'UPGRADED' ? 'tripHistory.seatsGivenUp' : 'tripHistory.seatsNotKept'
    lines.push(plural(t, locale, key, entry.seatsNotKept))
  }
  if (entry.credited)
    lines.push(
      t('tripHistory.credited', { amount: formatMoney(entry.credited.amount, entry.credited.currency, locale) }),
    )
  // With an amount the reference goes on the amount's line (trip-history.tsx): a bare id says nothing.
  if (entry.refundReference && !entry.refunded)
    lines.push(t('tripHistory.refundReference', { reference: entry.refundReference }))
  return lines
}
