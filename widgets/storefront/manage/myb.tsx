import { useEffect, useRef, useState } from 'react'
import confirmationMessages from 'dx-locale:confirmation'
import flightStatusMessages from 'dx-locale:flightStatus'
import manageMessages from 'dx-locale:manage'
import type { TripActionCode } from '../../../core/api/generated/operations'
import { isDxError } from '../../../core/http/errors'
import { addMessages } from '../../../core/i18n/i18n'
import { forgetTrip, loadTrip, type TripLookup } from '../../../core/trip/load-trip'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { plural } from '../../ui/plural'
import { latestData } from '../../ui/latest-data'
import { lazyComponent } from '../../ui/lazy-component'
import { ErrorMessage, Loading, Notice, RequestError } from '../../ui/messages'
import { useRequest } from '../../ui/use-request'
import type { Translate } from '../../ui/use-translate'
import confirmationCss from '../confirmation/confirmation.css'
import { go, pageHash } from '../shell/navigate'
import type { BookingPageProps } from '../shell/page-props'
import { confirmScheduleChange, type Trip } from './api'
import { LookupForm } from './lookup-form'
import css from './manage.css'
import { TripSkeleton } from './trip-skeleton'
import { TripView } from './trip-view'

addMessages('en-US', { ...confirmationMessages, ...flightStatusMessages, ...manageMessages })

function PayNowLoading({ t }: { t: Translate }) {
  return <Loading label={t('confirmation.payNow.loading')} />
}

// Paying and editing need forms of their own: their code loads when the traveller opens them.
const PayNow = lazyComponent(() => import('../confirmation/pay-now').then((m) => m.PayNow), PayNowLoading)
const EditPassengersDialog = lazyComponent(() => import('./edit-passengers-dialog').then((m) => m.EditPassengersDialog))

/** The booking reference or order id a lookup names, upper-cased. */
const referenceOf = (lookup: TripLookup): string => (lookup.pnr ?? lookup.orderId ?? '').toUpperCase()

/**
 * The trip the address names (`pnr` or `orderId`), with a deep link's last name. Without
 * one the trip can only come from the device's copy, until the traveller gives the name.
 */
function lookupFrom(query: URLSearchParams): TripLookup | undefined {
  const pnr = query.get('pnr')?.trim().toUpperCase()
  const orderId = query.get('orderId')?.trim().toUpperCase()
  const lastName = query.get('lastName')?.trim() ?? ''
  if (pnr) return { pnr, lastName }
  return orderId ? { orderId, lastName } : undefined
}

/**
 * The lookup after passenger details were saved: when the spelling of the family name it
 * uses was fixed, the fixed spelling finds the trip from now on.
 */
function lookupAfter(lookup: TripLookup, before: Trip, after: Trip): TripLookup {
  const used = lookup.lastName.trim().toLowerCase()
  const fixed = before.order.passengers.find(
    (p, index) =>
      p.familyName.toLowerCase() === used && after.order.passengers[index]?.familyName.toLowerCase() !== used,
  )
  const now = fixed && after.order.passengers.find((p) => p.id === fixed.id)?.familyName
  return now ? { ...lookup, lastName: now } : lookup
}

const isNotFound = (error: unknown) => isDxError(error) && error.code === 'TRIP_NOT_FOUND'

type Message = 'paid' | 'accepted' | 'saved'

/**
 * myb: a booked trip, found by its reference (or order id) and a passenger's last name.
 * Shows how it stands and what may be done with it (pay a hold, accept a schedule change,
 * edit passenger details, add seats, bags and extras); with no trip, the lookup form.
 * The last name never goes in the address: read from a deep link once, it is removed.
 */
export function MybPage({ route, t, locale, titleId }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, confirmationCss)
  useLazyStyles(section, css)
  const query = route.query.toString()
  const [lookup, setLookup] = useState(() => lookupFrom(route.query))
  // Each lookup is its own request, a retry of a failed one included.
  const [attempt, setAttempt] = useState(0)
  const [message, setMessage] = useState<Message>()
  // With the traveller's last name, the server (names, what may be done); without it, the
  // device's copy; after a change, the server again.
  const fetchType = useRef<'cache' | 'gql'>(lookup?.lastName ? 'gql' : 'cache')
  const [changed, setChanged] = useState<Trip>()
  const [paying, setPaying] = useState(false)
  const [editing, setEditing] = useState(false)

  // The address names another trip (a link followed): that one is shown. A deep link's
  // last name is read once, then taken out of the address.
  const params = new URLSearchParams(query)
  const addressed = (params.get('pnr') || params.get('orderId'))?.trim().toUpperCase()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address acts here; the lookup shown follows from it
  useEffect(() => {
    const next = new URLSearchParams(query)
    if (next.has('lastName')) {
      next.delete('lastName')
      go(pageHash(route.channel, 'myb', next), true)
    }
    if (addressed && addressed !== (lookup && referenceOf(lookup))) find(lookupFrom(new URLSearchParams(query)))
  }, [query])

  const [state, reload] = useRequest(lookup ? String(attempt) : undefined, () =>
    loadTrip(lookup as TripLookup, { fetchType: fetchType.current }),
  )
  const trip = changed ?? latestData(state)
  /** Opens another trip; the one left behind is dropped from the device. */
  function find(next: TripLookup | undefined) {
    if (lookup && (!next || referenceOf(next) !== referenceOf(lookup))) forgetTrip(referenceOf(lookup))
    fetchType.current = next?.lastName ? 'gql' : 'cache'
    setChanged(undefined)
    setMessage(undefined)
    setPaying(false)
    setLookup(next)
    setAttempt((count) => count + 1)
    const params = new URLSearchParams()
    if (next) params.set(next.pnr ? 'pnr' : 'orderId', referenceOf(next))
    go(pageHash(route.channel, 'myb', params))
  }

  /** The trip read again from the server (after a payment), the copy on the device dropped. */
  function refresh(reason: Message | undefined) {
    if (trip) forgetTrip(trip.order.reference)
    fetchType.current = 'gql'
    setChanged(undefined)
    setPaying(false)
    setMessage(reason)
    reload()
  }

  /** A change the API answered with the trip as it now stands: shown at once, the device's copy dropped. */
  function changedTo(next: Trip, reason: Message) {
    forgetTrip(next.order.reference)
    setChanged(next)
    setMessage(reason)
  }

  const act = (code: TripActionCode) => {
    if (code === 'PAY_HELD') setPaying(true)
    if (code === 'EDIT_PASSENGERS') setEditing(true)
  }

  const named = Boolean(lookup?.lastName)
  const error = state.status === 'error' ? state.error : undefined
  const wait = isDxError(error) && error.status === 429 ? (error.retryAfterSeconds ?? 0) : undefined
  const showForm = !lookup || (error !== undefined && isNotFound(error))
  return (
    <section ref={section} className="dx-sf-page dx-cf dx-mb" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t(showForm ? 'manage.findTitle' : 'manage.title')}
      </h2>
      <div role="status">{message && <p className="dx-alert dx-alert--info">{t(`manage.done.${message}`)}</p>}</div>
      {showForm ? (
        <>
          {error !== undefined && named && <ErrorMessage>{t('manage.notFound')}</ErrorMessage>}
          <LookupForm key={attempt} reference={lookup ? referenceOf(lookup) : ''} t={t} onFind={find} />
        </>
      ) : error !== undefined && !trip ? (
        wait !== undefined ? (
          // Too many failed lookups from this connection: a wait, not a failure.
          <div role="status" className="dx-alert dx-alert--info">
            <p>{plural(t, locale, 'manage.rateLimited', wait)}</p>
            <button type="button" className="dx-button dx-button--secondary" onClick={reload}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <RequestError error={error} t={t} onRetry={reload} />
        )
      ) : !trip ? (
        <TripSkeleton t={t} />
      ) : (
        <>
          {!named && <Notice>{t('manage.cached')}</Notice>}
          {!named && <LookupForm reference={referenceOf(lookup as TripLookup)} t={t} onFind={find} />}
          <TripView
            trip={trip}
            channel={route.channel}
            t={t}
            locale={locale}
            live={named}
            onAction={act}
            onAcceptChange={async () => changedTo(await confirmScheduleChange(lookup as TripLookup), 'accepted')}
          >
            {paying && trip.order.status === 'HELD' && (
              <PayNow
                order={trip.order}
                t={t}
                locale={locale}
                onPaid={() => refresh('paid')}
                onStale={() => refresh(undefined)}
              />
            )}
          </TripView>
          {editing && (
            <EditPassengersDialog
              trip={trip}
              lookup={lookup as TripLookup}
              t={t}
              locale={locale}
              onSaved={(next: Trip) => {
                setEditing(false)
                setLookup(lookupAfter(lookup as TripLookup, trip, next))
                changedTo(next, 'saved')
              }}
              onClose={() => setEditing(false)}
            />
          )}
        </>
      )}
      {lookup && !showForm && (
        <p className="dx-sf-actions">
          <button type="button" className="dx-button dx-button--secondary" onClick={() => find(undefined)}>
            {t('manage.findAnother')}
          </button>
        </p>
      )}
    </section>
  )
}
