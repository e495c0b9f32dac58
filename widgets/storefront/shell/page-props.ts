import type { Route } from '../../../core/router/route'
import type { SearchCriteria } from '../../../core/search/types'
import type { Translate } from '../../ui/use-translate'

/** What the shell hands every page. */
export interface PageProps {
  route: Route
  /** The query string read with spec section 5 rules, for this page's search type. */
  criteria: SearchCriteria
  t: Translate
  locale: string
  /** Heading id; the shell moves focus to it when the page or the direction changes. */
  titleId: string
  /** Any failed call: an expired conversation leaves the page (spec section 8). */
  onError(error: unknown): void
}
