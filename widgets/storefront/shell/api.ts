import type { CartFragment, FareRulesQuery } from '../../../core/api/generated/operations'
import type { AirSearchResult } from '../../../core/search/search-flights'

// Names for the parts of the generated answers that components pass around.

type Offers = NonNullable<AirSearchResult['offers']>

export type FlightOffer = Offers['offers'][number]
export type BrandOffer = FlightOffer['brandOffers'][number]
export type Brand = AirSearchResult['brands'][number]
export type Segment = FlightOffer['segments'][number]
export type Place = AirSearchResult['origin']
export type CalendarDay = NonNullable<AirSearchResult['calendar']>[number]
export type MatrixCell = NonNullable<AirSearchResult['matrix']>[number]
/** Integer minor units with a currency code (architecture: money). */
export type Money = FlightOffer['lowestTotal']
export type Cart = CartFragment
/** A seat, bag or extra in the cart. */
export type CartItem = NonNullable<Cart['items']>[number]
export type FareRule = FareRulesQuery['fareRules'][number]
