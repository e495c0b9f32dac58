import { AGENCY_CHANNEL } from '../../../core/account/agency-channel'
import { bidiIsolate } from '../../../core/i18n/locale'
import type { Translate } from '../../ui/use-translate'
import type { Trip } from '../shell/trip-api'

/**
 * The trip page's heading: "Your trip" to a traveller. An agent opens many customers'
 * bookings, so in the agency channel it names the booking, as agency tools do: "Booking
 * K7QM2P · Zoë Quillfeather" (the lead passenger, as the agency's bookings list names
 * the customer), "Booking K7QM2P" while the names are not there yet.
 */
export function tripTitle(
  channel: string,
  reference: string,
  trip: Trip | undefined,
  t: Translate,
  locale: string,
): string {
  if (channel !== AGENCY_CHANNEL || !reference) return t('manage.title')
  const lead = trip?.order.passengers[0]
  const name = lead ? `${lead.givenName} ${lead.familyName}`.trim() : ''
  const values = { reference: bidiIsolate(reference, locale), name: bidiIsolate(name, locale) }
  return t(name ? 'manage.agentTitleNamed' : 'manage.agentTitle', values)
}
