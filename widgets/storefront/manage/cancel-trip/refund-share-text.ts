import type { Translate } from '../../../ui/use-translate'
import type { RefundShare } from './api'

/** Where a share of a refund goes: a card by brand and last four digits (when known on this page), else the form of payment. */
export function refundShareText(share: RefundShare, t: Translate): string {
  if (share.type === 'CARD' && share.cardType && share.last4)
    return t('confirmation.paidWithCard', { brand: t(`confirmation.cardBrand.${share.cardType}`), last4: share.last4 })
  return t(`confirmation.paidWith.${share.type}`)
}
