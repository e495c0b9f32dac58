import { NotAvailablePage } from '../shell/not-available'
import type { BookingPageProps } from '../shell/page-props'

// Placeholder while this page is being built (issue 4): says plainly that it is not there yet.
export function ConfirmationPage(props: BookingPageProps) {
  return <NotAvailablePage {...props} />
}
