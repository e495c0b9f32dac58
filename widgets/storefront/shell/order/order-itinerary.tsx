import type { ReactNode } from 'react'
import { parseSearchDate } from '../../../../core/dates/dates'
import { formatLongDate } from '../../../../core/i18n/format'
import { bidiIsolate } from '../../../../core/i18n/locale'
import { localTimeText } from '../../../ui/local-time'
import type { Translate } from '../../../ui/use-translate'
import type { OrderSegment } from './api'
import { flightNumberText } from '../../../ui/flight-number'
import { connectionText } from '../connection'

interface Props<S extends OrderSegment> {
  segments: S[]
  t: Translate
  locale: string
  /** What else a page shows of a flight under its times (the trip page: its live status). */
  more?: (segment: S) => ReactNode
}

/** Outbound and return for two parts, else flight n: what each part is called on the page. */
export function partName(t: Translate, partIndex: number, parts: number): string {
  if (parts === 2) return t(partIndex === 0 ? 'confirmation.outbound' : 'confirmation.return')
  return parts === 1 ? t('confirmation.outbound') : t('confirmation.flightN', { n: partIndex + 1 })
}

/**
 * An airport as "London (LHR)", its code isolated in right-to-left text: a code beside an
 * airport-local time would otherwise pull the time into its left-to-right run.
 */
const placeText = (place: OrderSegment['origin'], locale: string): string =>
  `${place.city} ${bidiIsolate(`(${place.code})`, locale)}`

/**
 * A flight's airports and airport-local times in one line; `day` is the part's first
 * departure date, so a time on another day says which.
 */
export function segmentTimes(
  t: Translate,
  s: Pick<OrderSegment, 'origin' | 'destination' | 'departure' | 'arrival'>,
  locale: string,
  day: string | undefined,
): string {
  return t('confirmation.segment', {
    origin: placeText(s.origin, locale),
    departure: localTimeText(s.departure, locale, day),
    destination: placeText(s.destination, locale),
    arrival: localTimeText(s.arrival, locale, day),
  })
}

/** The flights of the order, part by part, with their airport-local times and the connections between them. */
export function OrderItinerary<S extends OrderSegment>({ segments, t, locale, more }: Props<S>) {
  const parts = [...new Set(segments.map((s) => s.partIndex))].sort((a, b) => a - b)
  return (
    <section className="dx-cf-section">
      <h3>{t('confirmation.itinerary')}</h3>
      {parts.map((partIndex) => {
        const flights = segments.filter((s) => s.partIndex === partIndex)
        const day = flights[0]?.departure.slice(0, 10)
        const date = day === undefined ? undefined : parseSearchDate(day)
        return (
          <div key={partIndex} className="dx-cf-part">
            <h4>
              {partName(t, partIndex, parts.length)}
              {date && ` · ${formatLongDate(date, locale)}`}
            </h4>
            <ul>
              {flights.map((s, i) => {
                const before = flights[i - 1]
                return (
                  <li key={s.index} className="dx-cf-segment">
                    {before && (
                      // Where the traveller changes planes between two flights of a part, and for how long.
                      <p className="dx-sf-muted">{connectionText(before, s, placeText(s.origin, locale), t)}</p>
                    )}
                    <p>
                      <strong>{flightNumberText(s)}</strong>
                      {` · ${s.brandName}`}
                    </p>
                    <p>{segmentTimes(t, s, locale, day)}</p>
                    {more?.(s)}
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
