import type { Route } from '../../../../core/router/route'
import type { SearchCriteria } from '../../../../core/search/types'
import type { Translate } from '../../../ui/use-translate'
import { criteriaHash } from '../../shell/navigate'
import { RouteLink } from '../../shell/route-link'
import { changeHash, changePage, type TripChange } from '../../shell/trip-change/change-route'

interface Props {
  route: Route
  criteria: SearchCriteria
  change: TripChange | undefined
  /** A change of flights: its review, shown again on this page. */
  onBackToReview?: (() => void) | undefined
  t: Translate
}

/**
 * Back to the step the payment came from, named for it: a booking's bags and extras; in a
 * change, the seats or the bags and extras added, the upgrade chosen on the trip page, or
 * the review of new flights (the step before the payment on this page). Never a page the
 * flow did not go through.
 */
export function BackLink({ route, criteria, change, onBackToReview, t }: Props) {
  if (change?.kind === 'flights')
    return (
      <button type="button" className="dx-link-button" onClick={() => onBackToReview?.()}>
        {t('payment.backToReview')}
      </button>
    )
  if (!change)
    return <RouteLink hash={criteriaHash(route.channel, 'ancillaries', criteria)}>{t('payment.back')}</RouteLink>
  const label = change.kind === 'seats' ? 'backToSeats' : change.kind === 'upgrade' ? 'backToUpgrade' : 'back'
  return <RouteLink hash={changeHash(route.channel, changePage(change), change)}>{t(`payment.${label}`)}</RouteLink>
}
