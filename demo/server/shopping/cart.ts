// The conversation's cart (selected flights go in through the addItinerary call):
// the chosen offers and the whole itinerary's price per passenger
// type and in total.
import type { OfferRef } from '../../../core/api/offer-ref'
import type { PartPaid } from '../booking/order-details'
import type { ExchangeChange } from '../manage/exchange/exchange-parts'
import type { UpgradeQuote } from '../manage/upgrade/upgrade-quote'
import type { Brand } from './brands'
import { priceItinerary, type PassengerType } from './pricing'
import type { ChosenPart } from './selection'

interface CartPassenger {
  passengerType: PassengerType
  count: number
  /** Per passenger over all parts, minor units */
  fare: number
  taxes: number
  total: number
  points: number | null
}

export interface CartContent {
  currency: string
  parts: Array<{ offerRef: OfferRef; brand: Brand; legIds: number[] }>
  passengers: CartPassenger[]
  fare: number
  taxes: number
  total: number
  points: number | null
  /** Fare and taxes of each part alone, all passengers (what the order keeps as paid per part) */
  partPrices?: PartPaid[]
  /** In an exchange, once flights are chosen: what the change costs (then `total` is not what is due) */
  change?: ExchangeChange
  /** In an upgrade conversation: the offers selected and what they cost (then `total` is that) */
  upgrade?: { offers: UpgradeQuote[]; total: number }
  /** In a conversation on an order: the segment indexes upgraded to Business (their seats are chosen there) */
  upgradedSegments?: number[]
}

export const emptyCart = (currency: string): CartContent => ({
  currency,
  parts: [],
  passengers: [],
  fare: 0,
  taxes: 0,
  total: 0,
  points: null,
})

/** The cart of the chosen parts: priceItinerary, as every offer's total (pricing.ts). */
export function buildCart(currency: string, chosen: readonly ChosenPart[]): CartContent {
  const price = priceItinerary(chosen.map((part) => part.price))
  return {
    currency,
    parts: chosen.map((part) => ({
      offerRef: part.offerRef,
      brand: part.brand,
      legIds: part.legs.map((leg) => leg.id),
    })),
    passengers: price.passengers
      .filter((p) => p.count > 0)
      .map((p) => ({
        passengerType: p.passengerType,
        count: p.count,
        fare: p.fare,
        taxes: p.taxes,
        total: p.total,
        points: p.points,
      })),
    fare: price.fare,
    taxes: price.taxes,
    total: price.total,
    points: price.points,
    partPrices: chosen.map((part) => {
      const alone = priceItinerary([part.price])
      return { fare: alone.fare, taxes: alone.taxes }
    }),
  }
}
