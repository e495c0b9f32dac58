import { sessionStore } from '../../../../core/storage/storage'
import type { Money } from '../../shell/api'

/**
 * A meta-search landing whose price today is not the total the partner advertised: the
 * passengers page says so until the traveller goes on. Kept with the conversation it
 * belongs to, for a reload (prices only: no personal data).
 */
export interface PriceChange {
  /** The conversation the landing opened. */
  execution: string
  /** The offers it put in the cart, one per part, apart by spaces: other flights chosen later have no price change. */
  offers: string
  advertised: Money
  current: Money
  /** current less advertised: positive when dearer today. */
  difference: Money
}

const KEY = 'metaSearchPriceChange'

export function keepPriceChange(change: PriceChange): void {
  sessionStore.set(KEY, change)
}

/**
 * The price change of the landing that opened this conversation with these offers, unless
 * the traveller has accepted it.
 */
export function priceChangeOf(execution: string | undefined, offers: readonly string[]): PriceChange | undefined {
  const kept = sessionStore.get<PriceChange>(KEY)
  return kept !== undefined && kept.execution === execution && kept.offers === offers.join(' ') ? kept : undefined
}

/** The traveller has seen the new price and goes on with it. */
export function forgetPriceChange(): void {
  sessionStore.remove(KEY)
}
