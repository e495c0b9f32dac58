import { PASSENGER_TYPES } from '../../../core/search/config'
import type { PassengerCounts } from '../../../core/search/types'
import type { Translate } from '../../ui/use-translate'

/** "Adults: 2, Children: 1": a form every language says without plural rules. */
export function passengersText(passengers: PassengerCounts, t: Translate): string {
  return PASSENGER_TYPES.filter((type) => (passengers[type] ?? 0) > 0)
    .map((type) => t('storefront.passengerCount', { type: t(`storefront.passengerTypes.${type}`), count: passengers[type] }))
    .join(t('storefront.listSeparator'))
}
