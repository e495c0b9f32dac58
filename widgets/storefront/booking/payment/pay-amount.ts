import { convertMinor } from '../../../../core/money/minor-units'
import type { Money } from '../../shell/api'
import type { CurrencyConversionOffer, InstallmentOption } from './api'

/**
 * What the card is charged: the amount due (cart and surcharge), or an installment
 * plan's total (its fee included), in the card's currency when the traveller took
 * the conversion offer, at the offer's rate as shown (the API rounds the same way).
 */
export function amountToPay(due: Money, plan?: InstallmentOption, offer?: CurrencyConversionOffer): Money {
  const total = plan ? plan.total : due
  if (!offer) return total
  return plan
    ? {
        amount: convertMinor(plan.total.amount, Number(offer.rate), plan.total.currency, offer.amount.currency),
        currency: offer.amount.currency,
      }
    : offer.amount
}
