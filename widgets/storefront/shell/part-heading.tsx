import { parseSearchDate } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import type { SearchCriteria } from '../../../core/search/types'
import type { Translate } from '../../ui/use-translate'

interface Props {
  criteria: SearchCriteria
  t: Translate
  locale: string
  titleId: string
  kind: 'date' | 'flight'
  /** The part's airports as the search answered them, their cities in the page's language; codes until then. */
  airports?: { origin: Place; destination: Place } | undefined
}

interface Place {
  code: string
  city: string
}

/** The page heading for the part being chosen: outbound, return, or flight n of a multi-city trip. */
export function PartHeading({ criteria, t, locale, titleId, kind, airports }: Props) {
  const { itineraryParts: parts, direction, journeyType } = criteria
  const part = parts[direction]
  const which = journeyType === 'multi-city' ? 'nth' : direction === 0 ? 'outbound' : 'return'
  const date = part && parseSearchDate(part.date)
  // The answer's cities when it is this part's (another part's answer may still be shown).
  const city = (place: Place | undefined, code: string) => (place?.code === code ? place.city : code)
  return (
    <header className="dx-sf-head">
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t(`storefront.${kind}Title.${which}`, { n: direction + 1, count: parts.length })}
      </h2>
      {part && (
        <p className="dx-sf-route">
          {t('storefront.summary.route', {
            origin: city(airports?.origin, part.origin),
            destination: city(airports?.destination, part.destination),
          })}
          {kind === 'flight' && date && ` · ${formatLongDate(date, locale)}`}
        </p>
      )}
    </header>
  )
}
