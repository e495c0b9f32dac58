import type { Route } from '../../../core/router/route'
import type { SearchCriteria } from '../../../core/search/types'
import { Notice } from '../../ui/messages'
import { criteriaHash } from './navigate'
import { RouteLink } from './route-link'

/**
 * Whether a booking page's link names a flight for every part of its trip. Without one
 * the shell reads no cart for it, so a page waiting for the cart would wait for ever.
 */
export const lacksFlights = (criteria: SearchCriteria): boolean =>
  criteria.itineraryParts.length === 0 || criteria.flights.length < criteria.itineraryParts.length

/** What a booking page says to a link that lacks flights (`lacksFlights`): why it cannot go on, and the way there. */
export function ChooseFlightsFirst({
  route,
  criteria,
  text,
  link,
}: {
  route: Route
  criteria: SearchCriteria
  text: string
  link: string
}) {
  return (
    <>
      <Notice>{text}</Notice>
      <p>
        <RouteLink hash={criteriaHash(route.channel, 'flight-selection', criteria)} className="dx-button">
          {link}
        </RouteLink>
      </p>
    </>
  )
}
