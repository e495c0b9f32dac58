import { formatMoney } from '../../../../core/i18n/format'
import { DetailRow } from '../../../ui/detail-row'
import type { Translate } from '../../../ui/use-translate'
import { passengerName } from '../../shell/order/passenger-name'
import type { RefundResult } from './api'
import { creditDate } from './credit-date'
import { paidWith } from '../../shell/order/paid-with'
import { refundShareAmount } from './refund-share-text'
import { StepHeading } from './step-heading'

interface Props {
  result: RefundResult
  headingId: string
  t: Translate
  locale: string
  onDone(): void
}

/**
 * Step 5: the refund's reference and amount, where the money goes (the cards or payments
 * it goes back to, or the travel credit's code and last day), and the trip as it now
 * stands: cancelled, or who and which flights remain.
 */
export function ResultStep({ result, headingId, t, locale, onDone }: Props) {
  const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency, locale)
  const { order } = result.trip
  const cancelled = order.status === 'CANCELLED'
  return (
    <div className="dx-ct-step">
      <StepHeading id={headingId}>
        {t(cancelled ? 'cancelTrip.result.titleTrip' : 'cancelTrip.result.titlePart')}
      </StepHeading>
      <dl className="dx-cf-details dx-cf-amounts">
        <DetailRow term={t('cancelTrip.result.reference')}>{result.refundReference}</DetailRow>
        <DetailRow term={t(`cancelTrip.result.amount.${result.target}`)}>
          <strong>{money(result.amount)}</strong>
        </DetailRow>
        {result.target === 'TRAVEL_CREDIT' && result.travelCreditCode && (
          <DetailRow term={t('cancelTrip.result.creditCode')}>{result.travelCreditCode}</DetailRow>
        )}
        {result.target === 'TRAVEL_CREDIT' && result.validUntil && (
          <DetailRow term={t('cancelTrip.result.validUntil')}>{creditDate(result.validUntil, locale)}</DetailRow>
        )}
      </dl>
      {result.target === 'ORIGINAL_PAYMENT' && (
        <ul className="dx-ct-list">
          {result.payments.map((share, i) => (
            <li key={i}>
              {t('cancelTrip.review.share', {
                method: paidWith(share, t),
                amount: refundShareAmount(share, t, locale),
              })}
            </li>
          ))}
        </ul>
      )}
      {result.creditSentTo && <p>{t('cancelTrip.result.sentTo', { email: result.creditSentTo })}</p>}
      <h4>{t('cancelTrip.result.now')}</h4>
      {cancelled ? (
        <p>{t('manage.status.CANCELLED')}</p>
      ) : (
        <ul className="dx-ct-list">
          {order.segments.map((s) => (
            <li key={s.index}>{t('cancelTrip.flight', { origin: s.origin.code, destination: s.destination.code })}</li>
          ))}
          <li>{order.passengers.map((p) => passengerName(p, order.passengers, t)).join(t('common.listComma'))}</li>
        </ul>
      )}
      <p className="dx-sf-actions">
        <button type="button" className="dx-button" onClick={onDone}>
          {t('cancelTrip.backToTrip')}
        </button>
      </p>
    </div>
  )
}
