import type { ReactNode } from 'react'
import { lazyComponent } from '../../ui/lazy-component'
import { PageLoading } from '../shell/page-loading'
import type { BookingPageProps } from '../shell/page-props'

// Each account page is its own chunk, fetched the first time it shows; this module
// (the storefront's one route for them) only picks the page the address names.
const lazyPage = (load: () => Promise<(props: BookingPageProps) => ReactNode>) => lazyComponent(load, PageLoading)

const PAGES = {
  'create-profile': lazyPage(() => import('./create-profile/create-profile').then((m) => m.CreateProfilePage)),
  profile: lazyPage(() => import('./profile/profile').then((m) => m.ProfilePage)),
  trips: lazyPage(() => import('./trips/trips').then((m) => m.TripsPage)),
  'reset-password': lazyPage(() => import('./reset-password/reset-password').then((m) => m.ResetPasswordPage)),
}

const isAccountPage = (page: string): page is keyof typeof PAGES => page in PAGES

/** create-profile, profile, trips or reset-password, as the address says. */
export function AccountPages(props: BookingPageProps) {
  const { page } = props.route
  if (!isAccountPage(page)) return null
  const Page = PAGES[page]
  return <Page {...props} />
}
