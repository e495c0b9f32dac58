import type { Translate } from '../../../ui/use-translate'

/**
 * How a payment was made, or where a refund goes back to: a card by brand and last four digits
 * (when known on this page), else the form of payment.
 */
export function paidWith(
  payment: { type: string; cardType?: string | null; last4?: string | null },
  t: Translate,
): string {
  if (payment.type === 'CARD' && payment.cardType && payment.last4)
    return t('confirmation.paidWithCard', {
      brand: t(`confirmation.cardBrand.${payment.cardType}`),
      last4: payment.last4,
    })
  return t(`confirmation.paidWith.${payment.type}`)
}
