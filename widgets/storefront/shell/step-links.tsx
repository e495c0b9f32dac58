import type { ReactNode } from 'react'
import type { PageName } from '../../../core/router/pages'
import type { SearchCriteria } from '../../../core/search/types'
import type { Translate } from '../../ui/use-translate'
import { criteriaHash } from './navigate'
import { RouteLink } from './route-link'
import { FLOW_STEPS } from './steps'

type FlowStep = (typeof FLOW_STEPS)[number]

/** The page a completed step goes back to. */
const PAGE_OF_STEP: Record<FlowStep, PageName> = {
  search: 'home',
  flights: 'flight-selection',
  passengers: 'passengers',
  seats: 'seat-selection',
  extras: 'ancillaries',
  payment: 'payment',
  confirmation: 'confirmation',
}

interface Options {
  channel: string
  /** The trip as the current page has it (flights, execution kept in the link). */
  criteria: SearchCriteria
  /** The same search with nothing chosen: where Search goes back to. */
  search: SearchCriteria
  /** On confirmation or a payment's return page: the booking is paid, or being paid. */
  afterPurchase: boolean | undefined
  t: Translate
}

/**
 * A link per step back to its page with the current criteria (the step indicator shows
 * them for completed steps only). Once paid there is no way back into the booking:
 * only Search stays, for a new trip. Flights needs a search; the booking pages need
 * every part's flight chosen.
 */
export function stepLinks({ channel, criteria, search, afterPurchase, t }: Options): (ReactNode | undefined)[] {
  const parts = criteria.itineraryParts.length
  const chosen = parts > 0 && criteria.flights.length === parts
  return FLOW_STEPS.map((step, index) => {
    const usable = index === 0 || (!afterPurchase && (index === 1 ? parts > 0 : chosen))
    if (!usable) return undefined
    return (
      // biome-ignore lint/correctness/useJsxKeyInIterable: each link is placed in its own step of the indicator, not rendered as a list
      <RouteLink hash={criteriaHash(channel, PAGE_OF_STEP[step], index === 0 ? search : criteria)}>
        {t(`storefront.steps.${step}`)}
      </RouteLink>
    )
  })
}
