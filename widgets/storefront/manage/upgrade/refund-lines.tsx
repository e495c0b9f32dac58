import { formatMoney } from '../../../../core/i18n/format'
import { DetailRow } from '../../../ui/detail-row'
import type { Translate } from '../../../ui/use-translate'
import type { Money } from '../../shell/api'
import type { Trip } from '../../shell/trip-api'
import type { CancelUpgradeOffer } from './upgrade-api'
import { flightName } from './upgrade-step'

interface Props {
  trip: Trip
  offers: readonly CancelUpgradeOffer[]
  /** What comes back in all: the offers' refundable added up. */
  refund: Money
  t: Translate
  locale: string
}

/**
 * What cancelling each upgrade gives back, named: the upgrade's price paid and refunded,
 * what is not (once check-in opens), and the price of the seats it gave up that another
 * traveller took since. The refunded lines add up to the refund; each flight's refunded
 * and not refunded to what its upgrade was paid.
 */
export function CancelUpgradeLines({ trip, offers, refund, t, locale }: Props) {
  const money = (amount: number) => formatMoney(amount, refund.currency, locale)
  return (
    <>
      {offers.map((offer) => {
        // refundable is the upgrade's own refund plus seatsRefunded (the schema's word).
        const upgradeBack = offer.refundable.amount - offer.seatsRefunded.amount
        const kept = offer.paid.amount - upgradeBack
        return (
          <section key={offer.segmentIndex} aria-label={flightName(trip, offer.segmentIndex, t)}>
            <h4>{flightName(trip, offer.segmentIndex, t)}</h4>
            <dl className="dx-cf-details dx-cf-amounts">
              <DetailRow term={t('manage.cancelUpgrade.lines.paid')}>{money(offer.paid.amount)}</DetailRow>
              <DetailRow term={t('manage.cancelUpgrade.lines.upgradeBack')}>{money(upgradeBack)}</DetailRow>
              {kept > 0 && <DetailRow term={t('manage.cancelUpgrade.lines.notRefunded')}>{money(kept)}</DetailRow>}
              {offer.seatsRefunded.amount > 0 && (
                <DetailRow term={t('manage.cancelUpgrade.lines.seatsBack')}>
                  {money(offer.seatsRefunded.amount)}
                </DetailRow>
              )}
            </dl>
          </section>
        )
      })}
      <dl className="dx-cf-details dx-cf-amounts dx-mb-refund-total">
        <DetailRow term={t('manage.cancelUpgrade.lines.total')}>
          <strong>{money(refund.amount)}</strong>
        </DetailRow>
      </dl>
    </>
  )
}
