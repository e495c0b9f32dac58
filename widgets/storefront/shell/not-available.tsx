import type { PageProps } from './page-props'
import { criteriaHash, pageHash } from './navigate'
import { RouteLink } from './route-link'

/** Pages of later capabilities: said plainly, with the way back (no pretend page). */
export function NotAvailablePage({ route, criteria, t, titleId }: PageProps) {
  const home =
    criteria.itineraryParts.length > 0
      ? criteriaHash(route.channel, 'home', { ...criteria, flights: [], direction: 0 })
      : pageHash(route.channel, 'home')
  return (
    <section className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('storefront.notAvailable.title')}
      </h2>
      <p>{t('storefront.notAvailable.text')}</p>
      <p>
        <RouteLink hash={home} className="dx-button">
          {t('storefront.notAvailable.home')}
        </RouteLink>
      </p>
    </section>
  )
}
