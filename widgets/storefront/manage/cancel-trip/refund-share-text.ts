import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { RefundShare } from './api'

/**
 * What a share gives back: in the card's own currency first when the card was charged in another
 * than the trip's (what the traveller's statement will show), the trip's amount beside it.
 */
export function refundShareAmount(
  share: Pick<RefundShare, 'amount' | 'charged'>,
  t: Translate,
  locale: string,
): string {
  const amount = formatMoney(share.amount.amount, share.amount.currency, locale)
  if (share.charged.currency === share.amount.currency) return amount
  return t('cancelTrip.review.shareConverted', {
    charged: formatMoney(share.charged.amount, share.charged.currency, locale),
    amount,
  })
}
