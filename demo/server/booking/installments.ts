// Installment plans for card payments (payment page). Demo rule: VISA and
// MASTERCARD split carts of at least 200 USD (converted like fares) into 3, 6 or 12
// monthly installments, each plan with a fee per mille of the amount due; AMEX offers
// none. Amounts are minor units: every installment but the last is the total divided
// down, and the last carries the rounding, so they sum exactly to the total.
import { validationError } from '../graphql/errors'
import { fromUsdCents } from '../shopping/currencies'
import type { CardType } from './card'

export interface InstallmentPlan {
  count: number
  perInstallment: number
  lastInstallment: number
  total: number
  feePerMille: number
}

const installmentThresholdUsdCents = 20_000

const plans: readonly { count: number; feePerMille: number }[] = [
  { count: 3, feePerMille: 0 },
  { count: 6, feePerMille: 15 },
  { count: 12, feePerMille: 35 },
]

const brandsWithInstallments: readonly CardType[] = ['VISA', 'MASTERCARD']

/** The plans for `amount` (minor units of `currency`, surcharge included) paid by a card of this brand. */
export function installmentPlans(cardType: CardType, amount: number, currency: string): InstallmentPlan[] {
  if (!brandsWithInstallments.includes(cardType) || amount < fromUsdCents(installmentThresholdUsdCents, currency))
    return []
  return plans.map(({ count, feePerMille }) => {
    const total = amount + Math.round((amount * feePerMille) / 1000)
    const perInstallment = Math.floor(total / count)
    return { count, perInstallment, lastInstallment: total - perInstallment * (count - 1), total, feePerMille }
  })
}

/** The plan a purchase asked for; a count the card and amount do not offer is a validation error. */
export function installmentPlanFor(
  count: number,
  cardType: CardType,
  amount: number,
  currency: string,
): InstallmentPlan {
  const offered = installmentPlans(cardType, amount, currency)
  const plan = offered.find((p) => p.count === count)
  if (!plan) {
    const counts = offered.map((p) => p.count).join(', ')
    throw validationError(
      'INVALID_INSTALLMENTS',
      counts
        ? `payment.installments must be one of ${counts} for this ${cardType} card (see installmentOptions), or left out.`
        : `This ${cardType} card cannot pay this amount in installments (see installmentOptions); leave payment.installments out.`,
    )
  }
  return plan
}
