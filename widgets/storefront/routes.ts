import type { ComponentType } from 'react'
import type { DxError } from '../../core/http/errors'
import type { PageName } from '../../core/router/pages'
import { lazyComponent } from '../ui/lazy-component'
import { awaitsLostPurchase } from './booking/payment/pending-attempt'
import { NotAvailablePage } from './shell/not-available'
import { PageLoading } from './shell/page-loading'
import { DateSelectionLoading, FlightSelectionLoading } from './shell/results-page-loading'
import type { BookingPageProps } from './shell/page-props'

/** What the shell knows of a page: how to show it, and how it sits in the flow. */
interface PageRoute {
  /** The page's component: the flow's pages are each their own chunk, so the first load carries the shell and the page shown. */
  Page: ComponentType<BookingPageProps>
  /**
   * The conversation is complete after the purchase: the page reads the order, not the
   * cart (confirmation, and the remote return pages, where a purchase may finish).
   */
  afterPurchase?: true
  /** The page has no trip summary beside it. */
  noSummary?: true
  /** Whether the page answers a failed call itself, before the shell acts on it. */
  handlesError?(error: DxError): boolean
}

let pageSettled: () => void = () => undefined

/**
 * Resolves once the code of the first page the storefront shows has arrived (or failed
 * to) and what it rendered is on screen: a frame paints it, and the next frame begins
 * once the browser has shown it.
 */
export const firstPagePainted = new Promise((resolve) => {
  pageSettled = () => requestAnimationFrame(() => requestAnimationFrame(resolve))
})

/**
 * A page's component, fetched the first time it shows. The loader first asks for every
 * file the page module needs at once (its manifest names them by the module's name),
 * where the import alone would learn of the page's imports only when the page arrives.
 */
const lazyPage = (
  module: string,
  load: () => Promise<ComponentType<BookingPageProps>>,
  Loading: ComponentType<BookingPageProps> = PageLoading,
) =>
  lazyComponent(() => {
    window.DX?.preloadPage?.(module)
    const page = load()
    page.then(pageSettled, pageSettled)
    return page
  }, Loading)

/** Back from the bank's challenge or a wallet: one page reads how the purchase ended. */
const REMOTE_RETURN: PageRoute = {
  Page: lazyPage('remote-return', () => import('./booking/payment/remote-return-page').then((m) => m.RemoteReturnPage)),
  afterPurchase: true,
}

/**
 * The account pages: one route, whose module shows the page the address names, each its
 * own chunk (docs/decisions/account-pages.md): the storefront's first load, which every
 * visitor pays, holds one route for the four.
 */
const ACCOUNT: PageRoute = {
  Page: lazyPage('account', () => import('./account/account-pages').then((m) => m.AccountPages)),
  noSummary: true,
}

/**
 * The partner-product pages (cars, hotels): one route, whose module shows the page the
 * address names, each its own chunk, as the account pages do.
 */
const PRODUCTS: PageRoute = {
  Page: lazyPage('products', () => import('./products/product-pages').then((m) => m.ProductPages)),
}

/** The pages the storefront has, by page name. */
const ROUTES: Partial<Record<PageName, PageRoute>> = {
  home: { Page: lazyPage('home', () => import('./search/home/home-page').then((m) => m.HomePage)), noSummary: true },
  'date-selection': {
    Page: lazyPage(
      'date-selection',
      () => import('./search/date-selection/date-selection-page').then((m) => m.DateSelectionPage),
      DateSelectionLoading,
    ),
  },
  matrix: { Page: lazyPage('matrix', () => import('./search/matrix/matrix-page').then((m) => m.MatrixPage)) },
  'flight-selection': {
    Page: lazyPage(
      'flight-selection',
      () => import('./search/flight-selection/flight-selection-page').then((m) => m.FlightSelectionPage),
      FlightSelectionLoading,
    ),
  },
  passengers: {
    Page: lazyPage('passengers', () => import('./booking/passengers/passengers-page').then((m) => m.PassengersPage)),
  },
  // A partner's link with the traveller's flights: lands on passengers, or flight selection when it cannot.
  'meta-search': {
    Page: lazyPage('meta-search', () => import('./booking/meta-search/meta-search-page').then((m) => m.MetaSearchPage)),
  },
  'seat-selection': {
    Page: lazyPage('seat-selection', () =>
      import('./booking/seat-selection/seat-selection-page').then((m) => m.SeatSelectionPage),
    ),
  },
  ancillaries: {
    Page: lazyPage('ancillaries', () =>
      import('./booking/ancillaries/ancillaries-page').then((m) => m.AncillariesPage),
    ),
  },
  payment: {
    Page: lazyPage('payment', () => import('./booking/payment/payment-page').then((m) => m.PaymentPage)),
    handlesError: awaitsLostPurchase,
  },
  cars: PRODUCTS,
  'hotel-search': PRODUCTS,
  'hotel-details': PRODUCTS,
  hotel: PRODUCTS,
  'remote-return': REMOTE_RETURN,
  'remote-afop-return': REMOTE_RETURN,
  confirmation: {
    Page: lazyPage('confirmation', () =>
      import('./booking/confirmation/confirmation-page').then((m) => m.ConfirmationPage),
    ),
    afterPurchase: true,
    noSummary: true,
  },
  'create-profile': ACCOUNT,
  profile: ACCOUNT,
  trips: ACCOUNT,
  'reset-password': ACCOUNT,
  // A booked trip: read by its reference, never the cart of a conversation. Its module is
  // not named *-page, so the loader's manifest, which every widget's first load carries,
  // does not list its files: it loads by its import alone.
  myb: {
    Page: lazyPage('myb', () => import('./manage/myb').then((m) => m.MybPage)),
    afterPurchase: true,
    noSummary: true,
  },
}

/** The page's route; pages of later capabilities (cars, hotel, ...) say they are not available yet. */
export function routeOf(page: PageName): PageRoute {
  return ROUTES[page] ?? { Page: NotAvailablePage }
}
