import { atom, map } from 'nanostores'
import { shared } from '../shared-instance'
import { getSettings } from '../settings/get-settings'
import { chooseCurrency } from '../money/point-of-sale'

export { $execution } from '../execution/execution'

/**
 * The currency prices are shown in: the `currency` setting, else the point of sale's
 * (core/money/point-of-sale.ts), until the traveller picks another.
 */
export const $currency = shared('currency', () => atom(chooseCurrency({}, getSettings())))

/**
 * What the traveller chose, keyed by what it is (flights, seats, bags, ...). Later
 * capabilities add their entries; every widget on the page reads the same map.
 */
export const $selections = shared('selections', () => map<Record<string, unknown>>({}))
