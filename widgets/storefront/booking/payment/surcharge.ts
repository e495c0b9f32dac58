import type { Money } from '../../shell/api'
import type { PaymentOption, SurchargeConfiguration } from './api'

/**
 * The configuration that applies, as the API picks it: the first one for the whole
 * payment type (cardType null) or for this card brand. A card whose brand is not
 * known yet has none, so no surcharge until it is.
 */
export function surchargeRule(option: PaymentOption, cardType: string | null): SurchargeConfiguration | undefined {
  return option.surcharges.find((rule) => rule.cardType === null || rule.cardType === cardType)
}

/** Per mille of the amount (rounded to the minor unit) plus the fixed part, in the amount's currency. */
export function surchargeOf(rule: SurchargeConfiguration | undefined, amount: Money): Money {
  if (!rule) return { amount: 0, currency: amount.currency }
  return { amount: Math.round((amount.amount * rule.perMille) / 1000) + rule.fixed.amount, currency: amount.currency }
}

/** Whether paying this way can cost more than the cart (some brand or the type has a surcharge). */
export const hasSurcharge = (option: PaymentOption): boolean =>
  option.surcharges.some((rule) => rule.perMille > 0 || rule.fixed.amount > 0)
