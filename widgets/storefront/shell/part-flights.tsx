import { localTime } from '../../ui/local-time'
import { flightNumberText } from '../../ui/flight-number'
import { stopsText } from '../../ui/stops-text'
import type { Translate } from '../../ui/use-translate'
import type { SelectedFare } from './selected-fares'
import { connectionText } from './connection'

interface Props {
  fare: SelectedFare
  t: Translate
  locale: string
}

/**
 * A chosen part in the trip summary: its fare and stops, then every flight with its
 * airports and times, and between two flights where the traveller changes planes and
 * for how long. A connection is shown whole: its first flight alone reads as a nonstop.
 */
export function PartFlights({ fare, t, locale }: Props) {
  const { segments } = fare
  // Times on another day than the part's first departure say their date.
  const day = segments[0]?.departure.slice(0, 10)
  return (
    <>
      <p>{`${fare.brandName} · ${stopsText(segments.length - 1, t)}`}</p>
      <ul className="dx-sf-flights">
        {segments.map((s, i) => {
          const before = segments[i - 1]
          return (
            <li key={`${s.airlineCode}${s.flightNumber}${s.departure}`}>
              {before && <p className="dx-sf-muted">{connectionText(before, s, s.origin.code, t)}</p>}
              <p>
                {flightNumberText(s)} · {s.origin.code} {localTime(s.departure, locale, day)} – {s.destination.code}{' '}
                {localTime(s.arrival, locale, day)}
              </p>
            </li>
          )
        })}
      </ul>
    </>
  )
}
