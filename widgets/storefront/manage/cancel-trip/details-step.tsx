import { formatMoney } from '../../../../core/i18n/format'
import { DetailRow } from '../../../ui/detail-row'
import type { Translate } from '../../../ui/use-translate'
import { partEnds } from '../../shell/order/part-ends'
import { passengerName } from '../../shell/order/passenger-name'
import type { Trip } from '../../shell/trip-api'
import type { CancelDetails } from './api'
import { cancelledWhat } from './cancelled-what'
import { ProductLines } from './product-lines'
import { ruleText } from './rule-text'
import { StepButtons } from './step-buttons'
import { StepHeading } from './step-heading'
import { WholeOnlyNote } from './whole-only-note'

interface Props {
  trip: Trip
  details: CancelDetails
  headingId: string
  t: Translate
  locale: string
  onContinue(): void
  onBack(): void
}

/**
 * Step 2: what cancelling gives back and what is lost, per passenger and flight (fare and
 * taxes paid, what comes back, the fee), the seats, bags and extras bought for those
 * flights, each partner product of a whole-trip cancel with what its own rules give back and
 * what becomes of it, the other charges by name (change fees, upgrades, payment fees...), each fare's
 * rule in words, and the totals. Every amount paid is on a line: the lines add up to what
 * was paid, and what was paid is what stays with the trip, the refund and what is not
 * refunded.
 */
export function DetailsStep({ trip, details, headingId, t, locale, onContinue, onBack }: Props) {
  const { passengers, segments } = trip.order
  const money = (amount: number) => formatMoney(amount, details.paid.currency, locale)
  const flight = (index: number) => {
    const s = segments.find((segment) => segment.index === index)
    return s ? t('cancelTrip.flight', { origin: s.origin.code, destination: s.destination.code }) : ''
  }
  // A seat is for one flight (its index a segment's); a bag or an extra for a part of the trip.
  const part = (index: number) => {
    const ends = partEnds(segments, index)
    return ends ? t('cancelTrip.flight', ends) : ''
  }
  const nameOf = (id: string) => {
    const p = passengers.find((passenger) => passenger.id === id)
    return p ? passengerName(p, passengers, t) : id
  }
  const cancelled = [...new Set(details.lines.map((line) => line.passengerId))]
  const charges = details.charges.filter((c) => c.kind !== 'STAYS')
  const stays = details.charges.find((c) => c.kind === 'STAYS')
  return (
    <form
      className="dx-ct-step"
      onSubmit={(event) => {
        event.preventDefault()
        onContinue()
      }}
    >
      <StepHeading id={headingId}>{t('cancelTrip.details.title')}</StepHeading>
      <p>{t('cancelTrip.details.what', { what: cancelledWhat(details, trip, t) })}</p>
      <WholeOnlyNote details={details} t={t} />
      {details.scheduleChangeRefund && <p>{t('cancelTrip.details.scheduleChange')}</p>}
      <ul className="dx-ct-list">
        {cancelled.map((id) => (
          <li key={id}>
            <h4>{nameOf(id)}</h4>
            {details.lines
              .filter((line) => line.passengerId === id)
              .map((line) => {
                const paid = line.fare.amount + line.taxes.amount
                const back = line.refundableFare.amount + line.refundableTaxes.amount
                // What is paid, less the fee, less what the fare rules keep, is what comes back: each
                // amount taken off once, so a fee is never repeated as "not refunded" below it.
                const kept = paid - back - line.fee.amount
                return (
                  <dl key={line.segmentIndex} className="dx-cf-details dx-cf-amounts">
                    <DetailRow term={t('cancelTrip.details.flight')}>
                      {flight(line.segmentIndex)} ({line.brandName})
                    </DetailRow>
                    <DetailRow term={t('cancelTrip.details.linePaid')}>{money(paid)}</DetailRow>
                    {line.fee.amount > 0 && (
                      <DetailRow term={t('cancelTrip.details.fee')}>{money(-line.fee.amount)}</DetailRow>
                    )}
                    {kept > 0 && <DetailRow term={t('cancelTrip.details.lineKept')}>{money(-kept)}</DetailRow>}
                    <DetailRow term={t('cancelTrip.details.lineBack')}>{money(back)}</DetailRow>
                  </dl>
                )
              })}
          </li>
        ))}
      </ul>
      {details.items.length > 0 && (
        <>
          <h4>{t('cancelTrip.details.items')}</h4>
          <ul className="dx-ct-list">
            {details.items.map((item) => (
              <li key={`${item.kind}:${item.passengerId}:${item.index}:${item.detail}`}>
                {t('cancelTrip.details.item', {
                  item: itemName(item, t),
                  name: nameOf(item.passengerId),
                  flight: item.kind === 'SEAT' ? flight(item.index) : part(item.index),
                  paid: money(item.price.amount),
                  back: money(item.refundable.amount),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <ProductLines products={details.products} money={money} t={t} />
      {charges.length > 0 && (
        <>
          <h4>{t('cancelTrip.details.charges')}</h4>
          <ul className="dx-ct-list">
            {charges.map((charge) => (
              <li key={charge.kind}>
                {t('cancelTrip.details.charge', {
                  item: t(`confirmation.charge.${charge.kind}`),
                  paid: money(charge.paid.amount),
                  back: money(charge.refundable.amount),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{t('cancelTrip.details.rules')}</h4>
      <ul className="dx-ct-list">
        {details.rules.map((rule) => (
          <li key={rule.brandId}>{ruleText(rule, t, locale)}</li>
        ))}
      </ul>
      <dl className="dx-cf-details dx-cf-amounts dx-ct-totals">
        <DetailRow term={t('cancelTrip.details.paid')}>{money(details.paid.amount)}</DetailRow>
        {stays && <DetailRow term={t('cancelTrip.details.staysTotal')}>{money(stays.paid.amount)}</DetailRow>}
        <DetailRow term={t('cancelTrip.details.refundable')}>
          <strong>{money(details.refundable.amount)}</strong>
        </DetailRow>
        <DetailRow term={t('cancelTrip.details.lost')}>{money(details.lost.amount)}</DetailRow>
      </dl>
      <StepButtons t={t} busy={false} onBack={onBack} />
    </form>
  )
}

/** A seat by its number, a bag by its count, an extra by its name. */
function itemName(item: CancelDetails['items'][number], t: Translate): string {
  if (item.kind === 'SEAT') return t('cancelTrip.details.seat', { seat: item.detail })
  if (item.kind === 'BAG') return t('cancelTrip.details.bag', { bags: item.detail })
  const name = `confirmation.extra.${item.kind}`
  return t(name) === name ? item.kind : t(name)
}
