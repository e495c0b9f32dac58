// The conversion offer a purchase accepted, checked against the cart as the offer saw it.
// An offer is made for the cart with its partner products; a product its provider then
// drops at confirm (failed, timed out, expired) makes the amount due smaller. The flights
// still book, and the card is charged the accepted rate on what was booked: the rate and
// markup the traveller accepted are unchanged and the amount only shrinks
// (docs/decisions/conversion-after-dropped-product.md). Any other change since the offer
// (flights, seats, extras, a product added or removed) still makes it stale.
import { cardTypeOf } from '../booking/card'
import { acceptedOffer, type ConversionOffer, offerLifetimeMs } from '../booking/currency-conversion'
import type { Itinerary } from '../booking/itinerary'
import { withSurcharge } from '../booking/payment-options'
import type { OfferLookup } from './charge'
import type { PurchaseDeps } from './kind'

/**
 * What the cart cost, before any surcharge, with its products as quoted when `offer` was
 * made (those not expired then); undefined when a product was added to the cart since.
 */
function amountWhenOffered(
  deps: PurchaseDeps,
  key: string,
  offer: ConversionOffer,
  amountWithProducts: (products: number) => number,
): number | undefined {
  const madeAt = offer.expiresAt - offerLifetimeMs
  const quotes = deps.products.store.cartQuotes(key)
  if (quotes.some((q) => q.createdAt > madeAt)) return undefined
  return amountWithProducts(quotes.filter((q) => q.expiresAt > madeAt).reduce((sum, q) => sum + q.price, 0))
}

/**
 * The purchase's offer lookup: the offer must be for the amount due now, or for the amount
 * the cart cost when it was made when only dropped products tell the two apart.
 * `amountWithProducts` answers the cart's amount due with that much of partner products.
 */
export function offerLookupFor(
  deps: PurchaseDeps,
  key: string,
  itinerary: Itinerary,
  nowMs: number,
  amountWithProducts: (products: number) => number,
): OfferLookup {
  return (offerId, cardDigits, due) => {
    const offer = deps.booking.conversionOffers.byId(offerId)
    if (offer && offer.key === key && offer.original.amount !== due) {
      const amount = amountWhenOffered(deps, key, offer, amountWithProducts)
      const asOffered =
        amount === undefined ? undefined : withSurcharge('CARD', cardTypeOf(cardDigits), amount, itinerary.currency)
      // Only smaller: a dropped product never makes the traveller pay more than was shown.
      if (asOffered === offer.original.amount && due < asOffered)
        return acceptedOffer(offer, key, cardDigits, asOffered, nowMs)
    }
    return acceptedOffer(offer, key, cardDigits, due, nowMs)
  }
}
