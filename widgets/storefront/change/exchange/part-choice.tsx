import '../../shell/exchange/exchange-messages'
import { useEffect, useId, useRef, useState } from 'react'
import { parseSearchDate } from '../../../../core/dates/dates'
import { formatLongDate } from '../../../../core/i18n/format'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { localTimeText } from '../../../ui/local-time'
import type { Translate } from '../../../ui/use-translate'
import { partName } from '../../shell/order/order-itinerary'
import type { Trip } from '../../shell/trip-api'
import { useFocusBack } from '../../shell/use-focus-back'
import css from './exchange.css'

interface Props {
  trip: Trip
  t: Translate
  locale: string
  /** The change is opening (startTripChange): the button waits. */
  busy: boolean
  onChoose(part: number): void
  onCancel(): void
}

/**
 * The first step of changing flights, on the trip page: which part of the trip changes
 * (outbound or return, each with its flights and date); the others stay as booked. Focus
 * moves to its heading when it opens.
 */
export function PartChoice({ trip, t, locale, busy, onChoose, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The part choice shows on the trip page before the review has ever loaded the change's styles.
  useLazyStyles(heading, css)
  const name = useId()
  const { segments } = trip.order
  const parts = [...new Set(segments.map((s) => s.partIndex))].sort((a, b) => a - b)
  const [part, setPart] = useState(parts[0] ?? 0)
  useFocusBack(heading)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="dx-cf-section dx-xc-choice" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} ref={heading} tabIndex={-1}>
        {t('exchange.choose.title')}
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) onChoose(part)
        }}
      >
        <fieldset>
          <legend>{t('exchange.choose.legend')}</legend>
          <p className="dx-sf-muted">{t('exchange.choose.hint')}</p>
          {parts.map((index) => {
            const flights = segments.filter((s) => s.partIndex === index)
            const day = flights[0]?.departure.slice(0, 10)
            const date = day === undefined ? undefined : parseSearchDate(day)
            return (
              <label key={index} className="dx-xc-part">
                <input
                  type="radio"
                  name={name}
                  value={index}
                  checked={part === index}
                  onChange={() => setPart(index)}
                />
                <span>
                  <strong>
                    {partName(t, index, parts.length)}
                    {date && ` · ${formatLongDate(date, locale)}`}
                  </strong>
                  {flights.map((s) => (
                    <span key={s.index} className="dx-xc-flight">
                      {`${s.airlineCode} ${s.flightNumber} · ${s.origin.code} ${localTimeText(s.departure, locale, day)} – ${s.destination.code} ${localTimeText(s.arrival, locale, day)}`}
                    </span>
                  ))}
                </span>
              </label>
            )
          })}
        </fieldset>
        <p className="dx-sf-actions">
          <button type="submit" className="dx-button" aria-disabled={busy ? true : undefined}>
            {busy && <span className="dx-spinner" aria-hidden="true" />}
            {t('exchange.choose.continue')}
          </button>
          <button type="button" className="dx-button dx-button--secondary" onClick={onCancel}>
            {t('exchange.choose.cancel')}
          </button>
        </p>
      </form>
    </section>
  )
}
