/** Booking-flow page names. */
export const PAGE_NAMES = [
  'home',
  'date-selection',
  'matrix',
  'flight-selection',
  'passengers',
  'seat-selection',
  'ancillaries',
  'cars',
  'hotel',
  'payment',
  'confirmation',
  'remote-return',
  'remote-afop-return',
  'myb',
  'create-profile',
  'profile',
  'trips',
  'reset-password',
  'meta-search',
  'flight-status',
  'flight-schedule',
  'hotel-details',
  'hotel-search',
  // The agency channel (widgets/storefront/agency, docs/agency.md)
  'agency-sign-in',
  'agency-profile',
  'agency-bookings',
] as const

export type PageName = (typeof PAGE_NAMES)[number]

export function isPageName(value: string): value is PageName {
  return (PAGE_NAMES as readonly string[]).includes(value)
}
