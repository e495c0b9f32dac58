import type { ReactNode } from 'react'
import { lazyComponent } from '../../ui/lazy-component'
import { PageLoading } from '../shell/page-loading'
import type { BookingPageProps } from '../shell/page-props'

// Each partner-product page is its own chunk, fetched the first time it shows; this
// module (the storefront's one route for them) only picks the page the address names, so
// the storefront's first load carries one route for the four (docs/products.md).
const lazyPage = (load: () => Promise<(props: BookingPageProps) => ReactNode>) => lazyComponent(load, PageLoading)

const PAGES = {
  cars: lazyPage(() => import('./cars/cars-page').then((m) => m.CarsPage)),
  'hotel-search': lazyPage(() => import('./hotels/hotel-search-page').then((m) => m.HotelSearchPage)),
  'hotel-details': lazyPage(() => import('./hotels/hotel-details-page').then((m) => m.HotelDetailsPage)),
  hotel: lazyPage(() => import('./hotels/hotel-page').then((m) => m.HotelPage)),
}

const isProductPage = (page: string): page is keyof typeof PAGES => page in PAGES

/** cars, hotel-search, hotel-details or hotel, as the address says. */
export function ProductPages(props: BookingPageProps) {
  const { page } = props.route
  if (!isProductPage(page)) return null
  const Page = PAGES[page]
  return <Page {...props} />
}
