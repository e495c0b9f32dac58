import { atom, map } from 'nanostores'
import { shared } from '../shared-instance'
import { getSettings } from '../settings/get-settings'

export { $execution } from '../execution/execution'

/**
 * The currency a search asks for: the `currency` setting until the traveller picks another.
 * Unset, the API prices in the point of sale's currency, else USD (docs/settings.md).
 */
export const $currency = shared('currency', () => atom(getSettings().currency))

/**
 * What the traveller chose, keyed by what it is (flights, seats, bags, ...). Later
 * capabilities add their entries; every widget on the page reads the same map.
 */
export const $selections = shared('selections', () => map<Record<string, unknown>>({}))
