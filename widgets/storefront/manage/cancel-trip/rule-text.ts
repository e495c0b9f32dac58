import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { CancelDetails } from './api'

/**
 * A brand's cancellation rule in the traveller's language (the API's text is English):
 * FULL refunds everything; FEE the fare less a fee per passenger; NOT_ALLOWED keeps the
 * fare. Taxes of flights not flown always come back.
 */
export function ruleText(rule: CancelDetails['rules'][number], t: Translate, locale: string): string {
  const fee = formatMoney(rule.cancellationFee.amount, rule.cancellationFee.currency, locale)
  const kind = rule.refund === 'FULL' || rule.refund === 'FEE' ? rule.refund : 'NOT_ALLOWED'
  const text = t(`cancelTrip.rule.${kind}`, { brand: rule.brandName, fee })
  return rule.partialAllowed ? text : `${text} ${t('cancelTrip.rule.wholeOnly')}`
}
