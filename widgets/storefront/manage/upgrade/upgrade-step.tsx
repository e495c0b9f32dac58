import { useEffect, useRef, useState } from 'react'
import type { TripLookupInput } from '../../../../core/api/generated/operations'
import { formatMoney } from '../../../../core/i18n/format'
import { Loading, Notice, RequestError } from '../../../ui/messages'
import type { Translate } from '../../../ui/use-translate'
import { go } from '../../shell/navigate'
import { useFocusBack } from '../../shell/use-focus-back'
import { changeHash } from '../../shell/trip-change/change-route'
import type { Trip } from '../../shell/trip-api'
import { type UpgradeOffer, selectUpgrade, upgradeOffers } from './upgrade-api'
import { flightNumberText } from '../../../ui/flight-number'

interface Props {
  trip: Trip
  lookup: TripLookupInput
  channel: string
  t: Translate
  locale: string
  onClose(): void
}

type Offers = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; offers: UpgradeOffer[] }

/** The flight an offer is for, as the trip names it. */
export function flightName(trip: Trip, segmentIndex: number, t: Translate): string {
  const s = trip.order.segments.find((segment) => segment.index === segmentIndex)
  return s
    ? t('manage.upgrade.flight', {
        origin: s.origin.city,
        destination: s.destination.city,
        flight: flightNumberText(s),
      })
    : ''
}

/** What Business includes on the flight, one line each. */
function Includes({ offer, t }: { offer: UpgradeOffer; t: Translate }) {
  const { includes } = offer
  return (
    <ul className="dx-mb-includes">
      {includes.loungeAccess && <li>{t('manage.upgrade.lounge')}</li>}
      {includes.priorityBoarding && <li>{t('manage.upgrade.priority')}</li>}
      {includes.checkedBags > 0 && <li>{t('manage.upgrade.bags', { bags: includes.checkedBags })}</li>}
      <li>{t(`manage.upgrade.seatType.${includes.seatType}`)}</li>
      <li>{t(`manage.upgrade.meal.${includes.meal}`)}</li>
    </ul>
  )
}

/**
 * The upgrade step of the trip page: an upgrade conversation opens on the trip, its offers
 * show per flight (cabin, price for everyone on the booking, what Business includes), the
 * traveller chooses one or more and goes on to the payment page in change mode.
 */
export function UpgradeStep({ trip, lookup, channel, t, locale, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [offers, setOffers] = useState<Offers>({ status: 'loading' })
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<unknown>()
  const [attempt, setAttempt] = useState(0)
  const reference = trip.order.reference

  useFocusBack(heading)
  useEffect(() => heading.current?.focus(), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt reads the offers again
  useEffect(() => {
    let live = true
    setOffers({ status: 'loading' })
    upgradeOffers(lookup).then(
      (list) => live && setOffers({ status: 'ready', offers: list }),
      (error: unknown) => live && setOffers({ status: 'error', error }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale)
  const list = offers.status === 'ready' ? offers.offers : []
  const picked = list.filter((o) => chosen.has(o.id))
  const currency = list[0]?.total.currency ?? trip.order.total.currency
  const total = picked.reduce((sum, o) => sum + o.total.amount, 0)

  function toggle(id: string) {
    const next = new Set(chosen)
    if (!next.delete(id)) next.add(id)
    setChosen(next)
  }

  async function pay() {
    if (picked.length === 0 || sending) return
    setSending(true)
    setSendError(undefined)
    try {
      await selectUpgrade(picked.map((o) => o.id))
      go(changeHash(channel, 'payment', { kind: 'upgrade', reference }))
    } catch (error) {
      setSendError(error)
      setSending(false)
    }
  }

  return (
    <section className="dx-cf-section dx-mb-upgrade" aria-labelledby="dx-mb-upgrade-title">
      <h3 id="dx-mb-upgrade-title" ref={heading} tabIndex={-1}>
        {t('manage.upgrade.title')}
      </h3>
      {offers.status === 'loading' ? (
        <Loading label={t('manage.upgrade.loading')} />
      ) : offers.status === 'error' ? (
        <RequestError
          error={offers.error}
          t={t}
          refusals="manage.changeRefused"
          onRetry={() => setAttempt(attempt + 1)}
        />
      ) : list.length === 0 ? (
        <Notice>{t('manage.upgrade.empty')}</Notice>
      ) : (
        <fieldset className="dx-mb-upgrade-offers">
          <legend>{t('manage.upgrade.intro')}</legend>
          {list.map((offer) => (
            <div key={offer.id} className="dx-mb-upgrade-offer">
              <label>
                <input type="checkbox" checked={chosen.has(offer.id)} onChange={() => toggle(offer.id)} />{' '}
                <strong>{flightName(trip, offer.segmentIndex, t)}</strong>
              </label>
              <p>
                {t('manage.upgrade.cabins', {
                  from: t(`manage.cabin.${offer.fromCabin}`),
                  to: t(`manage.cabin.${offer.includes.cabin}`),
                })}
              </p>
              <p>
                {t('manage.upgrade.price', {
                  amount: money(offer.total.amount, offer.total.currency),
                  each: money(offer.pricePerPassenger.amount, offer.pricePerPassenger.currency),
                })}
              </p>
              {offer.seatCredit.amount > 0 && (
                <p className="dx-sf-muted">
                  {t('manage.upgrade.seatCredit', {
                    amount: money(offer.seatCredit.amount, offer.seatCredit.currency),
                  })}
                </p>
              )}
              <Includes offer={offer} t={t} />
            </div>
          ))}
        </fieldset>
      )}
      <p role="status">{picked.length > 0 && t('manage.upgrade.total', { amount: money(total, currency) })}</p>
      {sendError !== undefined && <RequestError error={sendError} t={t} refusals="manage.changeRefused" />}
      <p className="dx-sf-actions">
        {list.length > 0 && (
          <button
            type="button"
            className="dx-button"
            aria-disabled={picked.length === 0 || sending ? true : undefined}
            onClick={pay}
          >
            {sending && <span className="dx-spinner" aria-hidden="true" />}
            {t('manage.upgrade.continue')}
          </button>
        )}
        <button type="button" className="dx-button dx-button--secondary" onClick={onClose}>
          {t('manage.upgrade.close')}
        </button>
      </p>
    </section>
  )
}
