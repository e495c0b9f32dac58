import type { AccountKind, FlightStatusCode } from './api/generated/operations'
import type { PageName } from './router/pages'
import type { SearchCriteria } from './search/types'

/**
 * What each `dx:<name>` event carries in `detail` (docs/events.md). Widgets emit
 * through a function typed by this interface, so an event sent with another shape, or
 * one not named here, does not compile; the package's declarations are built from it.
 * No detail carries personal data.
 */
export interface DxEventDetails {
  /** After a widget's first render (its locale loaded). */
  ready: { widget: string }
  /** A widget's code could not be loaded. */
  error: { widget: string; type: 'NETWORK_ERROR' }
  /** A valid search is submitted, before flight selection opens; dates `YYYY-MM-DD`. */
  search: SearchCriteria
  /** A storefront page is shown. */
  route: { page: PageName }
  /** Flight selection committed its offers: the part being chosen (0 outbound) and the offers shown. */
  results: { part: number; count: number }
  /** A fare is chosen. */
  'flight-selected': { part: number; brandId: string }
  /** The cart is read or priced; amount in minor units. */
  cart: { total: { amount: number; currency: string } }
  /**
   * A meta-search link has landed: on passengers with its itinerary priced, else on flight
   * selection (or the search form) with the reason. The partner's code when the link could
   * be read; whether today's price is the advertised total when the itinerary was priced.
   */
  'meta-search': { page: 'passengers' | 'flight-selection' | 'home'; referrerCode?: string; priceMatched?: boolean }
  /** A seat map is drawn: the flight's index and its number of seats. */
  'seat-map': { segment: number; seats: number }
  /** The confirmation shows a booking, once per booking and tab. */
  'booking-confirmed': { reference: string }
  /** dx-trip-lookup found a trip: its booking reference, never a name. */
  'trip-found': { reference: string }
  /** A status answer is shown (also after each refresh): one status per leg. */
  'flight-status': { airlineCode: string; flightNumber: string; date: string; statuses: FlightStatusCode[] }
  /** A schedule answer is shown: `count` ways to fly that day. */
  'flight-schedule': { origin: string; destination: string; date: string; count: number }
  /** Someone signed in from this element's sign-in dialog: the kind of account, never a name or email. */
  'signed-in': { kind: AccountKind }
  /** Someone signed out from this element: the kind of account whose session ended. */
  'signed-out': { kind: AccountKind }
}

export type DxEventName = keyof DxEventDetails

/** Every widget sends these; the loader sends `error` on the element it could not fill. */
type EveryWidgetEvents = 'ready' | 'error'

/** The events each element sends (they bubble, so an ancestor hears them too). */
export interface DxElementEvents {
  'search-box': EveryWidgetEvents | 'search'
  'flight-status': EveryWidgetEvents | 'flight-status'
  'flight-schedule': EveryWidgetEvents | 'flight-schedule'
  'trip-lookup': EveryWidgetEvents | 'trip-found'
  account: EveryWidgetEvents | 'signed-in' | 'signed-out'
  storefront:
    | EveryWidgetEvents
    | 'route'
    | 'results'
    | 'flight-selected'
    | 'cart'
    | 'meta-search'
    | 'seat-map'
    | 'booking-confirmed'
    | 'signed-in'
    | 'signed-out'
}
