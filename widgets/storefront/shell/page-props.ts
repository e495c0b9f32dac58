import type { Route } from '../../../core/router/route'
import type { SearchCriteria } from '../../../core/search/types'
import type { Translate } from '../../ui/use-translate'
import type { RequestState } from '../../ui/use-request'
import type { Cart } from './api'

/** What the shell hands every page. */
export interface PageProps {
  route: Route
  /** The query string read with the search rules of criteriaFromQuery, for this page's search type. */
  criteria: SearchCriteria
  t: Translate
  locale: string
  /** Heading id; the shell moves focus to it when the page or the direction changes. */
  titleId: string
  /** Any failed call: an expired conversation leaves the page. */
  onError(error: unknown): void
}

/** Pages after flight selection also get the conversation's cart. */
export interface BookingPageProps extends PageProps {
  cart: RequestState<Cart>
  /** Reads the cart again after a change the page made (a seat, a bag). */
  reloadCart(): void
  /**
   * Leaves this page for `hash`, in its place in the history unless `replace` is false,
   * and shows `message` (translated) above the page gone to: for an address that cannot
   * be shown as it is, such as a meta-search link whose flights are gone (a warning, the
   * default), or the news of what the page did, such as a car added (`info`).
   */
  sendBack(hash: string, message: string, replace?: boolean, tone?: 'warning' | 'info'): void
}
