import { useEffect, useRef, useState } from 'react'
import type { TripLookupInput } from '../../../../core/api/generated/operations'
import { formatMoney } from '../../../../core/i18n/format'
import { Loading, Notice, RequestError } from '../../../ui/messages'
import type { Translate } from '../../../ui/use-translate'
import { departureDeadline } from '../../shell/order/hold-expiry'
import { useFocusBack } from '../../shell/use-focus-back'
import type { Trip } from '../../shell/trip-api'
import {
  type CancelUpgradeOffer,
  type CancelUpgradeProducts,
  type CancelUpgradeResult,
  cancelUpgradeConfirm,
  cancelUpgradeOffers,
  cancelUpgradeProducts,
} from './upgrade-api'
import { paidWith } from '../../shell/order/paid-with'
import { refundShareAmount } from '../cancel-trip/refund-share-text'
import { CancelUpgradeLines } from './refund-lines'
import { flightName } from './upgrade-step'

interface Props {
  trip: Trip
  lookup: TripLookupInput
  t: Translate
  locale: string
  /** The upgrade is cancelled: the trip as it now stands. */
  onCancelled(trip: Trip): void
  onClose(): void
}

type Step =
  | { name: 'loading' }
  | { name: 'error'; error: unknown }
  | { name: 'choose'; offers: CancelUpgradeOffer[] }
  | { name: 'review'; offers: CancelUpgradeOffer[]; products: CancelUpgradeProducts }
  | { name: 'done'; result: CancelUpgradeResult }

/**
 * Cancelling upgrades from the trip page: the upgraded flights with what cancelling each
 * refunds, a review of the refund and where it goes, an explicit confirmation the
 * traveller must give, and the result with the refund. Focus moves to each step's heading.
 */
export function CancelUpgradeStep({ trip, lookup, t, locale, onCancelled, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [step, setStep] = useState<Step>({ name: 'loading' })
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [confirmed, setConfirmed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<unknown>()
  const [attempt, setAttempt] = useState(0)
  const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency, locale)

  useFocusBack(heading)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step's heading takes focus when it shows
  useEffect(() => heading.current?.focus(), [step.name])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt reads the upgrades again
  useEffect(() => {
    let live = true
    setStep({ name: 'loading' })
    cancelUpgradeOffers(lookup).then(
      (offers) => {
        if (!live) return
        setChosen(new Set(offers.map((o) => o.segmentIndex)))
        setStep({ name: 'choose', offers })
      },
      (error: unknown) => live && setStep({ name: 'error', error }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  /**
   * Until when the upgrade is refunded in full, in its departure airport's time with the
   * city named; a copy of the trip kept from before airports had their zone falls back to
   * the traveller's own, its zone named.
   */
  function refundDeadline(offer: { segmentIndex: number; refundableUntil: string }): string {
    const origin = trip.order.segments.find((s) => s.index === offer.segmentIndex)?.origin
    return departureDeadline(
      offer.refundableUntil,
      origin,
      { at: 'manage.cancelUpgrade.refundableUntilAt', device: 'manage.cancelUpgrade.refundableUntil' },
      t,
      locale,
    )
  }

  async function run(action: () => Promise<void>) {
    if (busy) return
    setBusy(true)
    setActionError(undefined)
    try {
      await action()
    } catch (error) {
      setActionError(error)
    } finally {
      setBusy(false)
    }
  }

  const review = (offers: CancelUpgradeOffer[]) =>
    run(async () => {
      const products = await cancelUpgradeProducts(
        lookup,
        [...chosen].sort((a, b) => a - b),
      )
      setConfirmed(false)
      setStep({ name: 'review', offers, products })
    })

  const confirm = () =>
    run(async () => {
      const result = await cancelUpgradeConfirm()
      setStep({ name: 'done', result })
      onCancelled(result.trip)
    })

  const toggle = (index: number) => {
    const next = new Set(chosen)
    if (!next.delete(index)) next.add(index)
    setChosen(next)
  }

  const titleKey =
    step.name === 'review'
      ? 'manage.cancelUpgrade.reviewTitle'
      : step.name === 'done'
        ? 'manage.cancelUpgrade.doneTitle'
        : 'manage.cancelUpgrade.title'
  return (
    <section className="dx-cf-section dx-mb-upgrade" aria-labelledby="dx-mb-cancel-upgrade-title">
      <h3 id="dx-mb-cancel-upgrade-title" ref={heading} tabIndex={-1}>
        {t(titleKey)}
      </h3>
      {step.name === 'loading' && <Loading label={t('manage.cancelUpgrade.loading')} />}
      {step.name === 'error' && (
        <RequestError
          error={step.error}
          t={t}
          refusals="manage.changeRefused"
          onRetry={() => setAttempt(attempt + 1)}
        />
      )}
      {step.name === 'choose' &&
        (step.offers.length === 0 ? (
          <Notice>{t('manage.cancelUpgrade.empty')}</Notice>
        ) : (
          <fieldset className="dx-mb-upgrade-offers">
            <legend>{t('manage.cancelUpgrade.intro')}</legend>
            {step.offers.map((offer) => (
              <div key={offer.segmentIndex} className="dx-mb-upgrade-offer">
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(offer.segmentIndex)}
                    onChange={() => toggle(offer.segmentIndex)}
                  />{' '}
                  <strong>{flightName(trip, offer.segmentIndex, t)}</strong>
                </label>
                <p>
                  {t('manage.cancelUpgrade.backTo', {
                    cabin: t(`manage.cabin.${offer.toCabin}`),
                    brand: offer.toBrandName,
                  })}
                </p>
                <p>{t('manage.cancelUpgrade.refund', { paid: money(offer.paid), refund: money(offer.refundable) })}</p>
                {offer.seatsRefunded.amount > 0 && (
                  <p>{t('manage.cancelUpgrade.seatsIncluded', { amount: money(offer.seatsRefunded) })}</p>
                )}
                <p className="dx-sf-muted">{refundDeadline(offer)}</p>
              </div>
            ))}
          </fieldset>
        ))}
      {step.name === 'review' && (
        <>
          <p>{t('manage.cancelUpgrade.summary', { amount: money(step.products.refundable) })}</p>
          <CancelUpgradeLines
            trip={trip}
            offers={step.products.offers}
            refund={step.products.refundable}
            t={t}
            locale={locale}
          />
          {step.products.payments.map((share, i) => (
            <p key={i}>
              {t('manage.cancelUpgrade.refundTo', {
                amount: refundShareAmount(share, t, locale),
                to: paidWith(share, t),
              })}
            </p>
          ))}
          <label className="dx-mb-confirm">
            <input type="checkbox" checked={confirmed} onChange={() => setConfirmed(!confirmed)} />{' '}
            {t('manage.cancelUpgrade.confirmLabel')}
          </label>
        </>
      )}
      <div role="status">
        {step.name === 'done' && (
          <p className="dx-alert dx-alert--info">
            {t('manage.cancelUpgrade.done', {
              reference: step.result.refundReference,
              amount: money(step.result.amount),
            })}
          </p>
        )}
      </div>
      {step.name === 'done' && (
        <CancelUpgradeLines trip={trip} offers={step.result.offers} refund={step.result.amount} t={t} locale={locale} />
      )}
      {actionError !== undefined && <RequestError error={actionError} t={t} refusals="manage.changeRefused" />}
      <p className="dx-sf-actions">
        {step.name === 'choose' && step.offers.length > 0 && (
          <button
            type="button"
            className="dx-button"
            aria-disabled={chosen.size === 0 || busy ? true : undefined}
            onClick={() => chosen.size > 0 && review(step.offers)}
          >
            {t('manage.cancelUpgrade.review')}
          </button>
        )}
        {step.name === 'review' && (
          <button
            type="button"
            className="dx-button"
            aria-disabled={!confirmed || busy ? true : undefined}
            onClick={() => confirmed && confirm()}
          >
            {busy && <span className="dx-spinner" aria-hidden="true" />}
            {t('manage.cancelUpgrade.confirm')}
          </button>
        )}
        <button type="button" className="dx-button dx-button--secondary" onClick={onClose}>
          {t(step.name === 'done' ? 'manage.upgrade.close' : 'manage.cancelUpgrade.keep')}
        </button>
      </p>
    </section>
  )
}
