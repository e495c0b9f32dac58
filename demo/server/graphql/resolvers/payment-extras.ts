// What the payment page asks before it pays: installment plans, a currency
// conversion offer for the card, the forms of payment combinable with a first one and
// the fields each form of payment needs.
import { cardTypeOf, isCardType, requireBin, type CardType } from '../../booking/card'
import { newConversionOffer } from '../../booking/currency-conversion'
import { installmentPlans } from '../../booking/installments'
import { combinableWith, paymentDetailsOf } from '../../booking/payment-details'
import { withSurcharge } from '../../booking/payment-options'
import { amountDue } from '../../checkout/checkout'
import { validationError } from '../errors'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { bookingConversation } from './booking-context'
import { toPaymentOptions } from './payment-option-shape'
import { money } from './shopping-shapes'
import type {
  CurrencyConversionOffer,
  QueryCombinablePaymentOptionsArgs,
  QueryCurrencyConversionOfferArgs,
  QueryInstallmentOptionsArgs,
  QueryPaymentDetailsArgs,
} from '../generated/resolvers'

const requireCardType = (value: string): CardType => {
  if (!isCardType(value))
    throw validationError('INVALID_CARD_TYPE', 'cardType must be VISA, MASTERCARD or AMEX (see cardType).')
  return value
}

/** The amount a card of this brand pays for the conversation's cart, surcharge included. */
function dueByCard(deps: ApiDeps, context: RequestContext, cardType: CardType | null) {
  const { conversation, itinerary } = bookingConversation(deps, context)
  const amount = amountDue(deps, conversation.key, itinerary)
  return {
    key: conversation.key,
    currency: itinerary.currency,
    due: withSurcharge('CARD', cardType, amount, itinerary.currency),
  }
}

export function installmentOptions(deps: ApiDeps, args: QueryInstallmentOptionsArgs, context: RequestContext) {
  const cardType = requireCardType(args.cardType)
  const { currency, due } = dueByCard(deps, context, cardType)
  return installmentPlans(cardType, due, currency).map((plan) => ({
    count: plan.count,
    perInstallment: money(plan.perInstallment, currency),
    lastInstallment: money(plan.lastInstallment, currency),
    total: money(plan.total, currency),
    feePerMille: plan.feePerMille,
  }))
}

export function currencyConversionOffer(
  deps: ApiDeps,
  args: QueryCurrencyConversionOfferArgs,
  context: RequestContext,
): CurrencyConversionOffer | null {
  const bin = requireBin(args.bin)
  const { key, currency, due } = dueByCard(deps, context, cardTypeOf(bin))
  const offer = newConversionOffer(key, bin, due, currency, deps.now())
  if (!offer) return null
  deps.booking.conversionOffers.save(offer)
  return {
    id: offer.id,
    original: offer.original,
    amount: offer.amount,
    rate: offer.rate,
    markupPerMille: offer.markupPerMille,
    expiresAt: new Date(offer.expiresAt).toISOString(),
  }
}

export function combinablePaymentOptions(
  deps: ApiDeps,
  args: QueryCombinablePaymentOptionsArgs,
  context: RequestContext,
) {
  const options = combinableWith(args.firstPaymentType)
  const { itinerary } = bookingConversation(deps, context)
  return toPaymentOptions(options, itinerary.currency)
}

export const paymentDetails = (args: QueryPaymentDetailsArgs) => paymentDetailsOf(args.type)
