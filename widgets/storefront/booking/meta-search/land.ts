import type { DxEventDetails } from '../../../../core/dx-events'
import { $execution } from '../../../../core/execution/execution'
import { sendBeacon } from '../../../../core/http/beacon'
import { isDxError } from '../../../../core/http/errors'
import { isRefusal, landMetaSearch, type MetaSearchAnswer } from '../../../../core/meta-search/meta-search'
import { type MetaSearchLinkReading, parseMetaSearchQuery } from '../../../../core/meta-search/meta-search-link'
import { rememberFare } from '../../shell/selected-fares'
import { criteriaHash } from '../../shell/navigate'
import { fetchPassengersAhead } from '../../shell/passenger-form/api'
import { keepCart } from '../../shell/use-cart'
import { keepPriceChange } from './price-change'
import { searchable } from './searchable'
import { tripCriteria } from './trip-criteria'

/** Why a link did not land on passengers: a message key of the metaSearch namespace. */
type LandingMessage = 'unavailable' | 'unavailableSearch' | 'invalid' | 'garbled'

/** What a landing tells the host (the dx:meta-search event) and the beacon: no personal data. */
type LandingReport = DxEventDetails['meta-search']

/** Where a landing goes (with the reason when not to passengers), or the failure of a call that got no answer. */
export type Landing = { hash: string; message?: LandingMessage; report: LandingReport } | { error: unknown }

/**
 * Lands a meta-search link: the metaSearch call (or the prefetch's answer), then the
 * passengers page with the itinerary in the cart and in the trip summary, and the
 * price change kept for that page when today's price is not the advertised one. A link
 * that cannot be read or whose flights are gone goes to flight selection for what of
 * its trip was valid, or to the search form when nothing of it was. Each landing is
 * reported once to the beacon.
 */
export async function land(query: URLSearchParams, channel: string): Promise<Landing> {
  const started = performance.now()
  const reading = parseMetaSearchQuery(query)
  const { input } = reading
  if (!input) return elsewhere(reading, channel, 'invalid', { errorCode: 'META_SEARCH_INVALID', status: 0, started })
  let answer: MetaSearchAnswer
  try {
    answer = await landMetaSearch(input)
  } catch (error) {
    if (!isRefusal(error) || !isDxError(error)) return { error }
    const unavailable = error.code === 'META_SEARCH_FLIGHTS_UNAVAILABLE'
    return elsewhere(reading, channel, unavailable ? 'unavailable' : 'invalid', {
      errorCode: error.code ?? error.type,
      status: error.status ?? 0,
      started,
      referrerCode: input.referrerCode,
    })
  }
  const { cart, advertisedTotal, priceDifference, referrerCode } = answer
  const offers = cart.parts.map((part) => part.offerRef)
  for (const part of cart.parts) {
    rememberFare({
      offerRef: part.offerRef,
      brandId: part.brand.id,
      brandName: part.brand.name,
      segments: part.segments.map(({ flightNumber, airlineCode, origin, destination, departure, arrival }) => ({
        flightNumber,
        airlineCode,
        origin,
        destination,
        departure,
        arrival,
      })),
    })
  }
  // The answer holds the cart: the passengers page reads it from there, not from the API again.
  keepCart(offers, cart)
  const execution = $execution.get()
  if (execution) fetchPassengersAhead(execution)
  const priceMatched = priceDifference.amount === 0
  if (!priceMatched && execution)
    keepPriceChange({
      execution,
      offers: offers.join(' '),
      advertised: advertisedTotal,
      current: cart.total,
      difference: priceDifference,
    })
  const report: LandingReport = { page: 'passengers', referrerCode, priceMatched }
  beacon(report, { status: 200, started })
  return { hash: criteriaHash(channel, 'passengers', { ...tripCriteria(reading.trip), flights: offers }), report }
}

interface Outcome {
  status: number
  started: number
  errorCode?: string
  referrerCode?: string
}

/**
 * Flight selection for the valid part of the trip, or the search form when no part of it
 * was valid or the storefront cannot search it (a day already past): the message says
 * which, so it never promises flights the page does not show.
 */
function elsewhere(reading: MetaSearchLinkReading, channel: string, why: LandingMessage, outcome: Outcome): Landing {
  const criteria = tripCriteria(reading.trip)
  const page = searchable(criteria) ? 'flight-selection' : 'home'
  const report: LandingReport = { page, referrerCode: outcome.referrerCode }
  beacon(report, outcome)
  const message = page === 'flight-selection' ? why : why === 'unavailable' ? 'unavailableSearch' : 'garbled'
  return { hash: criteriaHash(channel, page, criteria), message, report }
}

/** The landing's beacon, sent from the meta-search page (its name), timed from the link's reading to the answer. */
function beacon({ referrerCode, priceMatched }: LandingReport, outcome: Outcome): void {
  sendBeacon({
    requestUrl: location.href,
    method: 'GET',
    duration: Math.round(performance.now() - outcome.started),
    responseStatus: outcome.status,
    errorCode: outcome.errorCode,
    referrerCode,
    priceMatched,
  })
}
