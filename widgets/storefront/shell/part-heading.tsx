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
  /** The part's cities in the page's language, once the search has answered; codes until then. */
  cities?: { origin: string; destination: string } | undefined
}

/** The page heading for the part being chosen: outbound, return, or flight n of a multi-city trip. */
export function PartHeading({ criteria, t, locale, titleId, kind, cities }: Props) {
  const { itineraryParts: parts, direction, journeyType } = criteria
  const part = parts[direction]
  const which = journeyType === 'multi-city' ? 'nth' : direction === 0 ? 'outbound' : 'return'
  const date = part && parseSearchDate(part.date)
  return (
    <header className="dx-sf-head">
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t(`storefront.${kind}Title.${which}`, { n: direction + 1, count: parts.length })}
      </h2>
      {part && (
        <p className="dx-sf-route">
          {t('storefront.summary.route', cities ?? { origin: part.origin, destination: part.destination })}
          {kind === 'flight' && date && ` · ${formatLongDate(date, locale)}`}
        </p>
      )}
    </header>
  )
}
