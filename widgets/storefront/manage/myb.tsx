import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import confirmationMessages from 'dx-locale:confirmation'
import flightStatusMessages from 'dx-locale:flightStatus'
import exchangeMessages from 'dx-locale:exchange'
import manageMessages from 'dx-locale:manage'
import { $account } from '../../../core/account/account-store'
import { AGENCY_CHANNEL } from '../../../core/account/agency-channel'
import type { TripActionCode } from '../../../core/api/generated/operations'
import { addMessages } from '../../../core/i18n/i18n'
import { setHashQueryParam } from '../../../core/router/hash-query'
import { forgetTrip, loadTrip, tripAccessEnded, tripChanged } from '../../../core/trip/load-trip'
import { openOwnTrip } from '../../../core/trip/open-own-trip'
import { openTripFromHash, retrieveTripLive } from '../../../core/trip/open-trip-from-hash'
import { endTripAccess } from '../../../core/trip/end-trip-access'
import { isTripAccessEnded } from '../../../core/trip/trip-access'
import { dropCachedTrip } from '../../../core/trip/trip-cache'
import { $trip } from '../../../core/trip/trip-store'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { isFinalRefusal } from '../../ui/error-text'
import { lazyComponent } from '../../ui/lazy-component'
import statusBadgeCss from '../../ui/status-badge.css'
import { Loading, Notice, RequestError } from '../../ui/messages'
import { TripLookupForm } from '../../ui/trip-lookup/trip-lookup-form'
import { useStore } from '../../ui/use-store'
import type { Translate } from '../../ui/use-translate'
import confirmationCss from '../shell/order/confirmation.css'
import { go, pageHash } from '../shell/navigate'
import type { BookingPageProps } from '../shell/page-props'
import { RouteLink } from '../shell/route-link'
import { type AdditionKind, changeHash, type ChangeOutcome, changePage } from '../shell/trip-change/change-route'
import { cancelHash, cancelStepOf, refundTargetOf } from './cancel-trip/cancel-route'
import { startExchange } from '../shell/exchange/api'
import { exchangeCriteria } from '../shell/exchange/exchange-criteria'
import { ExchangeOutcome } from '../shell/exchange/exchange-outcome'
import { exchangeHash } from '../shell/exchange/exchange-route'
import { confirmScheduleChange, startTripChange, type Trip } from '../shell/trip-api'
import css from './manage.css'
import { TripSkeleton } from './trip-skeleton'
import { tripTitle } from './trip-title'
import { TripView } from './trip-view'
import { TripProducts } from './products/trip-products'

addMessages('en-US', { ...confirmationMessages, ...flightStatusMessages, ...manageMessages, ...exchangeMessages })

function PayNowLoading({ t }: { t: Translate }) {
  return <Loading label={t('confirmation.payNow.loading')} />
}

// Paying and editing need forms of their own: their code loads when the traveller opens them.
const PayNow = lazyComponent(() => import('../booking/confirmation/pay-now').then((m) => m.PayNow), PayNowLoading)
const EditPassengersDialog = lazyComponent(() => import('./edit-passengers-dialog').then((m) => m.EditPassengersDialog))
const CancelTrip = lazyComponent(() => import('./cancel-trip/cancel-trip').then((m) => m.CancelTrip))
const UpgradeStep = lazyComponent(() => import('./upgrade/upgrade-step').then((m) => m.UpgradeStep))
const CancelUpgradeStep = lazyComponent(() => import('./upgrade/cancel-upgrade-step').then((m) => m.CancelUpgradeStep))
const PartChoice = lazyComponent(() => import('../change/exchange/part-choice').then((m) => m.PartChoice))

type Message = 'paid' | 'accepted' | 'saved' | ChangeOutcome

/**
 * The grant the trip was found with ended during the visit (half an hour, or withdrawn):
 * the page asks for the last name again, as for the copy on this device, rather than
 * showing the refusal. False for any other failure.
 */
function accessEnded(error: unknown): boolean {
  if (!isTripAccessEnded(error)) return false
  tripAccessEnded()
  return true
}

/** Why a change to the trip sent the traveller back here (trip-change/change-route.ts), read from the address. */
const changeOutcome = (value: string | null): ChangeOutcome | undefined =>
  value === 'added' || value === 'changed' || value === 'lost' || value === 'cancelled' ? value : undefined

/** The page where each addition is chosen: seats on the seat page, bags and extras on the extras page. */
const CHANGE_KINDS: Partial<Record<TripActionCode, AdditionKind>> = { SEATS: 'seats', BAGS: 'extras', EXTRAS: 'extras' }

/**
 * myb: a booked trip, the current trip ($trip, shared with dx-trip-lookup on the same
 * page), opened from the address (`pnr` or `orderId`; a deep link's last name is read
 * once and taken out). Shows how it stands and what may be done with it (pay a hold,
 * accept a schedule change, edit passenger details, add seats, bags and extras, cancel
 * for a refund or a travel credit, in steps named by the address: cancel-trip/); with
 * no trip, the lookup form. A lookup by name answers an access grant that this tab keeps,
 * so the full trip opens again (a reload, the page after dx-trip-lookup, Try again)
 * without the name; without a grant, the browser's copy has no names and the form asks
 * for the last name before anything can be changed.
 */
export function MybPage({ route, criteria, t, locale, titleId }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, confirmationCss)
  useLazyStyles(section, css)
  useLazyStyles(section, statusBadgeCss)
  const state = useStore($trip)
  const query = route.query.toString()
  const [message, setMessage] = useState<Message | undefined>(() => changeOutcome(route.query.get('changed')))
  const [paying, setPaying] = useState(false)
  const [editing, setEditing] = useState(false)
  // The upgrade step is open; the payment page's Back (`change=upgrade`) opens it again.
  const [upgrading, setUpgrading] = useState<'UPGRADE' | 'CANCEL_UPGRADE' | undefined>(() =>
    route.query.get('change') === 'upgrade' ? 'UPGRADE' : undefined,
  )
  const [choosingPart, setChoosingPart] = useState(false)
  const [reloadError, setReloadError] = useState<unknown>()
  const done = useRef<HTMLParagraphElement>(null)

  // Accepting new times or paying takes away the button that was pressed (the notice, the
  // card form): focus goes to the message that says it is done, not to the page's body.
  // A saved dialog gives focus back to its opener instead.
  useEffect(() => {
    if (message === 'accepted' || message === 'paid') done.current?.focus()
  }, [message])
  const [changing, setChanging] = useState<TripActionCode>()
  const [changeError, setChangeError] = useState<{ code: TripActionCode; error: unknown }>()
  // A change that could not open says why below every action, out of sight on a phone
  // under the button pressed: focus goes to the message, whose Try again comes next.
  const changeFailure = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (changeError) changeFailure.current?.focus()
  }, [changeError])

  // The address names the trip: a link followed, Back or a deep link opens the one it
  // names, before the page is painted (no lookup form flashes while a trip opens). A
  // sign-in on the page (another widget's) opens it again: the account's own trip needs no name.
  const signedIn = useStore($account).status === 'signed-in'
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address or a sign-in opens a trip
  useLayoutEffect(() => {
    openTripFromHash()
    openOwnTrip()
  }, [query, signedIn])
  // Why a change sent the traveller back is said once: a reload or a bookmark does not repeat it.
  // A cancel's steps are on this page, so its way back arrives as a new address, not a new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address says why
  useLayoutEffect(() => {
    const outcome = changeOutcome(route.query.get('changed'))
    if (outcome) setMessage(outcome)
    setHashQueryParam('changed', undefined)
  }, [query])

  const found = state?.status === 'found' ? state : undefined
  const failed = state?.status === 'failed' ? state : undefined
  // A deep link that failed for the network or the server: the same lookup may well
  // work a moment later, so one click asks again (the name is still in memory). A
  // refusal (not found, too many tries) is answered in the form instead.
  const retryable = failed && !isFinalRefusal(failed.error) ? failed : undefined
  const trip = found?.trip
  const lookup = found?.lookup
  const reference = trip?.order.reference ?? ''

  const title = useRef<HTMLHeadingElement>(null)
  /**
   * The address names the trip found, by its reference alone. The form typed in goes, and
   * focus with it: it moves to the page's heading, where the trip now starts.
   */
  function show(next: Trip) {
    go(pageHash(route.channel, 'myb', new URLSearchParams({ pnr: next.order.reference })))
    title.current?.focus()
  }

  // dx-trip-lookup on this page opens the trip it found here (the trip is current in the
  // shared store, the address names it): focus leaves its form for this heading, as after
  // the page's own form, or it would stay in a form the traveller is done with.
  useLayoutEffect(() => {
    const found = () => title.current?.focus()
    document.addEventListener('dx:trip-found', found)
    return () => document.removeEventListener('dx:trip-found', found)
  }, [])

  /** Leaves the trip: its copy in this browser goes, and the form asks for another. */
  function findAnother() {
    endTripAccess()
    forgetTrip(reference)
    setMessage(undefined)
    setPaying(false)
    go(pageHash(route.channel, 'myb'))
  }

  /** The order changed on the server without answering the trip (a payment): read live again. */
  function reload(reason: Message | undefined) {
    if (!lookup) return
    dropCachedTrip(reference)
    setPaying(false)
    setReloadError(undefined)
    setMessage(reason)
    loadTrip(lookup).catch((error: unknown) => accessEnded(error) || setReloadError(error))
  }

  /** A change the API answered with the trip as it now stands: shown at once. */
  function changedTo(next: Trip, reason: Message) {
    tripChanged(next)
    setMessage(reason)
  }

  /**
   * Seats, bags and extras are added in a conversation on the trip (startTripChange), on
   * the seat or extras page in change mode; a refusal stays here with its reason.
   */
  async function startChange(code: TripActionCode, kind: AdditionKind) {
    if (!lookup || changing) return
    setChanging(code)
    setChangeError(undefined)
    setMessage(undefined)
    try {
      await startTripChange(lookup)
      const change = { kind, reference }
      go(changeHash(route.channel, changePage(change), change))
    } catch (error) {
      if (!accessEnded(error)) setChangeError({ code, error })
    } finally {
      setChanging(undefined)
    }
  }

  /**
   * Flights change in a conversation of their own (startTripChange flow EXCHANGE): the
   * part chosen is searched on the results pages in change mode, every other part kept
   * with the offer that stands for it as booked; a refusal stays here with its reason.
   */
  async function startFlightsChange(part: number) {
    if (!lookup || !trip || changing) return
    setChanging('CHANGE_FLIGHTS')
    setChangeError(undefined)
    setMessage(undefined)
    try {
      const booked = await startExchange(lookup)
      go(exchangeHash(route.channel, exchangeCriteria(criteria, trip, booked, part), reference, part))
    } catch (error) {
      if (!accessEnded(error)) setChangeError({ code: 'CHANGE_FLIGHTS', error })
    } finally {
      setChanging(undefined)
    }
  }

  const act = (code: TripActionCode) => {
    if (code === 'PAY_HELD') setPaying(true)
    if (code === 'CHANGE_FLIGHTS') setChoosingPart(true)
    if (code === 'EDIT_PASSENGERS') setEditing(true)
    if (code === 'UPGRADE' || code === 'CANCEL_UPGRADE') {
      setMessage(undefined)
      setUpgrading(code)
    }
    const kind = CHANGE_KINDS[code]
    if (kind) void startChange(code, kind)
    if (code === 'CANCEL') {
      setMessage(undefined)
      go(cancelHash(route.channel, reference, 'scope'))
    }
  }

  const cancelStep = cancelStepOf(route)
  // A cancel closes what other actions opened (an upgrade or its cancel, the choice of a
  // part, the card form): back on the trip, none of them is left standing over a trip it
  // no longer fits, asking the API again for what a cancelled trip refuses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening a cancel closes them
  useLayoutEffect(() => {
    if (!cancelStep) return
    setUpgrading(undefined)
    setChoosingPart(false)
    setPaying(false)
  }, [Boolean(cancelStep)])
  // Leaving a cancel's steps (its "Back to your trip", or the browser's Back), focus goes to the
  // trip's heading: the button pressed went with the steps, and focus would fall to the page's
  // body. The address changes within this page, so the storefront's own move does not happen.
  const cancelling = useRef(Boolean(cancelStep))
  useEffect(() => {
    if (cancelling.current && !cancelStep) title.current?.focus()
    cancelling.current = Boolean(cancelStep)
  }, [cancelStep])

  const showForm = !state || failed
  return (
    <section ref={section} className="dx-sf-page dx-cf dx-mb" aria-labelledby={titleId}>
      <h2 ref={title} id={titleId} className="dx-sf-title" tabIndex={-1}>
        {showForm
          ? t('manage.findTitle')
          : tripTitle(route.channel, reference || (route.query.get('pnr') ?? ''), trip, t, locale)}
      </h2>
      <div role="status">
        {message && (
          <p ref={done} className="dx-alert dx-alert--info" tabIndex={-1}>
            {t(`manage.done.${message}`)}
          </p>
        )}
      </div>
      {showForm ? (
        <>
          {retryable && (
            <RequestError
              error={retryable.error}
              t={t}
              onRetry={() => retrieveTripLive(retryable.reference, retryable.lookup)}
            />
          )}
          <TripLookupForm
            key={failed ? `${failed.reference}:failed` : query}
            reference={failed?.reference ?? route.query.get('pnr') ?? route.query.get('orderId') ?? ''}
            error={retryable ? undefined : failed?.error}
            onFound={show}
          />
        </>
      ) : !trip ? (
        <TripSkeleton t={t} />
      ) : cancelStep ? (
        <CancelTrip
          step={cancelStep}
          trip={trip}
          lookup={lookup}
          target={refundTargetOf(route)}
          channel={route.channel}
          t={t}
          locale={locale}
        />
      ) : (
        <>
          {!lookup && <Notice>{t('manage.cached')}</Notice>}
          {!lookup && <TripLookupForm reference={reference} onFound={show} />}
          {reloadError !== undefined && <RequestError error={reloadError} t={t} onRetry={() => reload(message)} />}
          <TripView
            trip={trip}
            channel={route.channel}
            t={t}
            locale={locale}
            live={Boolean(lookup)}
            busy={changing}
            onAction={act}
            onAcceptChange={async () => lookup && changedTo(await confirmScheduleChange(lookup), 'accepted')}
          >
            <div role="status">{changing && <p className="dx-sf-muted">{t('manage.opening')}</p>}</div>
            {changeError && (
              <div ref={changeFailure} tabIndex={-1}>
                <RequestError
                  error={changeError.error}
                  t={t}
                  refusals={changeError.code === 'CHANGE_FLIGHTS' ? 'exchange.refused' : 'manage.changeRefused'}
                  onRetry={isFinalRefusal(changeError.error) ? undefined : () => act(changeError.code)}
                />
              </div>
            )}
            {upgrading === 'UPGRADE' && lookup && (
              <UpgradeStep
                trip={trip}
                lookup={lookup}
                channel={route.channel}
                t={t}
                locale={locale}
                onClose={() => setUpgrading(undefined)}
              />
            )}
            {upgrading === 'CANCEL_UPGRADE' && lookup && (
              <CancelUpgradeStep
                trip={trip}
                lookup={lookup}
                t={t}
                locale={locale}
                onCancelled={tripChanged}
                onClose={() => setUpgrading(undefined)}
              />
            )}
            {choosingPart && lookup && (
              <PartChoice
                trip={trip}
                t={t}
                locale={locale}
                busy={changing === 'CHANGE_FLIGHTS'}
                onChoose={(part: number) => void startFlightsChange(part)}
                onCancel={() => setChoosingPart(false)}
              />
            )}
            <ExchangeOutcome
              trip={trip}
              t={t}
              locale={locale}
              canChooseSeat={Boolean(lookup) && trip.actions.some((a) => a.code === 'SEATS' && a.allowed)}
              onChooseSeat={() => act('SEATS')}
            />
            {paying && trip.order.status === 'HELD' && (
              <PayNow
                order={trip.order}
                t={t}
                locale={locale}
                onPaid={() => reload('paid')}
                onStale={() => reload(undefined)}
                focusOnOpen
              />
            )}
          </TripView>
          <TripProducts
            products={trip.order.products}
            lookup={lookup}
            departure={trip.order.segments[0]?.origin}
            t={t}
            locale={locale}
            onChanged={tripChanged}
          />
          {editing && lookup && (
            <EditPassengersDialog
              trip={trip}
              lookup={lookup}
              t={t}
              locale={locale}
              onSaved={(next: Trip) => {
                setEditing(false)
                changedTo(next, 'saved')
              }}
              onClose={() => setEditing(false)}
            />
          )}
          <p className="dx-sf-actions">
            <button type="button" className="dx-button dx-button--secondary" onClick={findAnother}>
              {t('manage.findAnother')}
            </button>
            {route.channel === AGENCY_CHANNEL && (
              <RouteLink hash={pageHash(route.channel, 'agency-bookings')} className="dx-button dx-button--secondary">
                {t('manage.backToAgencyBookings')}
              </RouteLink>
            )}
          </p>
        </>
      )}
    </section>
  )
}
