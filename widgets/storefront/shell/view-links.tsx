import type { PageName } from '../../../core/router/pages'
import type { PageProps } from './page-props'
import { criteriaHash } from './navigate'
import { RouteLink } from './route-link'

const VIEWS = ['flight-selection', 'date-selection', 'matrix'] as const

/**
 * The three ways to look at one search: flights, fares by day, date pairs (round trips).
 * A change of flights (an exchangeType) searches one part, the others kept: no date
 * pairs, and the part being changed stays the one shown.
 */
export function ViewLinks({ route, criteria, t }: PageProps) {
  const exchange = criteria.exchangeType !== undefined
  const roundTrip = !exchange && criteria.journeyType === 'round-trip' && criteria.itineraryParts.length === 2
  const fresh = exchange
    ? { ...criteria, flights: criteria.flights.slice(0, criteria.direction), activeMonth: undefined }
    : { ...criteria, flights: [], direction: 0, activeMonth: undefined }
  return (
    <nav className="dx-sf-views" aria-label={t('storefront.views.label')}>
      <ul>
        {VIEWS.filter((view) => view !== 'matrix' || roundTrip).map((view: PageName) => (
          <li key={view}>
            {view === route.page ? (
              <span aria-current="page">{t(`storefront.views.${view}`)}</span>
            ) : (
              <RouteLink hash={criteriaHash(route.channel, view, fresh)}>{t(`storefront.views.${view}`)}</RouteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
