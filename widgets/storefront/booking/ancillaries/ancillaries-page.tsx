import { useEffect, useMemo, useRef, useState } from 'react'
import messages from 'dx-locale:extras'
import { addMessages } from '../../../../core/i18n/i18n'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { errorText } from '../../../ui/error-text'
import { ErrorMessage, Loading, RequestError } from '../../../ui/messages'
import { priceText } from '../../../ui/price'
import { RetryButton } from '../../../ui/retry-button'
import type { Translate } from '../../../ui/use-translate'
import { usePageRequest } from '../../shell/use-page-request'
import type { Cart } from '../../shell/api'
import { isExpired } from '../../shell/booking-errors'
import { fetchCart } from '../../shell/cart-api'
import { type BookingPassenger, bookingPassengers } from '../../shell/passenger-ids'
import { isPaymentInProgress, PaymentInProgress } from '../payment-in-progress'
import { goToNextBookingPage } from '../../shell/booking-flow'
import { criteriaHash, go } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { changeHash, changeOnError, tripHash } from '../../shell/trip-change/change-route'
import { type TripChangeContext, useTripChange } from '../../shell/trip-change/use-trip-change'
import css from './ancillaries.css'
import { type AncillaryNames, fetchAncillaries, updateAncillaries, type Ancillaries } from './api'
import { BagStepper } from './bag-stepper'
import { choiceKey, choicesOf, choicesTotal, selectionsOf, type Choices } from './choices'
import { ExtraChoice } from './extra-choice'
import { latestSaver } from './latest-saver'
import { ProtectionSection } from './protection/protection-section'
import { savedText } from './saved-text'
import { StaySection } from './stay-section'

addMessages('en-US', messages)

/**
 * A passenger as the seat page names them once the names are known: "Ada Lovelace (Adult 1)" over
 * their bags and extras, "Ada Lovelace" in each control's name, which already stands in brackets
 * ("Priority boarding (Ada Lovelace, LHR to JFK)"); "Adult 1" for both before (or on a trip shown
 * from the device's copy, which keeps no names).
 */
function namesOf(passenger: BookingPassenger, names: AncillaryNames, t: Translate) {
  const type = t(`extras.passenger.${passenger.type}`, { n: passenger.number })
  const person = names.find((named) => named.id === passenger.id)
  const name = person ? `${person.givenName} ${person.familyName}`.trim() : ''
  return name ? { heading: t('extras.named', { name, type }), short: name } : { heading: type, short: type }
}

/**
 * ancillaries: checked bags per passenger per direction and extras such as
 * priority boarding, as the API offers them. Every change goes to the cart
 * (updateAncillaries), the newest choice last; Continue waits for it, then payment.
 */
export function AncillariesPage(props: BookingPageProps) {
  const { route, criteria, t, titleId } = props
  const onError = changeOnError(route, props.onError)
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  // A change to a booked trip: the trip's passengers and directions, no steps around it.
  const change = useTripChange(route, criteria)
  const [state, reload] = usePageRequest(
    change === null ? undefined : 'ancillaries',
    // A booking's names are the passengers page's; a change's are its trip's.
    () => fetchAncillaries(change === undefined),
    (error) => isExpired(error) && onError(error),
  )
  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t(change ? 'extras.changeTitle' : 'extras.title')}
      </h2>
      {state.status === 'success' ? (
        <AncillariesForm
          {...props}
          criteria={change?.criteria ?? criteria}
          onError={onError}
          change={change}
          offers={state.data.offers}
          names={change ? change.trip.order.passengers : state.data.names}
        />
      ) : state.status === 'error' ? (
        <RequestError error={state.error} t={t} onRetry={reload} />
      ) : (
        <Loading label={t('extras.loading')} />
      )}
    </section>
  )
}

type SaveState = { status: 'idle' | 'saving' } | { status: 'saved'; cart: Cart } | { status: 'error'; error: unknown }

function AncillariesForm({
  route,
  criteria,
  t,
  locale,
  onError,
  cart,
  reloadCart,
  offers,
  names,
  change: tripChange,
}: BookingPageProps & {
  offers: Ancillaries
  names: AncillaryNames
  change: TripChangeContext | null | undefined
}) {
  const [choices, setChoices] = useState<Choices>(() => choicesOf(offers))
  const [save, setSave] = useState<SaveState>({ status: 'idle' })
  const [leaving, setLeaving] = useState(false)
  // A failed save, and Continue refused by one: focus goes to the error, which says how to
  // go on. It stands below every choice, out of sight on a phone, so without focus a
  // sighted keyboard user would not see it.
  const [shownError, showError] = useState(0)
  const errorRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (shownError > 0) errorRef.current?.focus()
  }, [shownError])
  const handlers = useRef({ onError, reloadCart })
  handlers.current = { onError, reloadCart }
  const saver = useMemo(
    () =>
      latestSaver((next: Choices) => updateAncillaries(selectionsOf(next)), {
        onBusy: (busy) => busy && setSave({ status: 'saving' }),
        onSaved: (cart) => {
          setSave({ status: 'saved', cart })
          handlers.current.reloadCart()
        },
        onError: (error) => {
          setSave({ status: 'error', error })
          if (isExpired(error)) handlers.current.onError(error)
          else showError((count) => count + 1)
        },
      }),
    [],
  )
  useEffect(() => () => saver.dispose(), [saver])
  // A change has no flights chosen, so the shell holds no cart: its Car and hotel reads the
  // change's own cart (the car or hotel added to it), again after every change to it.
  const [changeCart, reloadChangeCart] = usePageRequest(
    tripChange ? `change-cart|${tripChange.reference}` : undefined,
    fetchCart,
    (error) => isExpired(error) && onError(error),
  )
  const stayCart = tripChange ? changeCart : cart
  const reloadStayCart = () => {
    reloadCart()
    if (tripChange) reloadChangeCart()
  }

  const change = (key: string, quantity: number) => {
    const next = { ...choices, [key]: quantity }
    setChoices(next)
    saver.save(next)
  }

  const proceed = () => {
    if (leaving) return
    setLeaving(true)
    saver.flush().then(
      () => (tripChange ? go(payment) : goToNextBookingPage(route.channel, 'ancillaries', criteria)),
      () => {
        setLeaving(false)
        showError((count) => count + 1)
      },
    )
  }

  const payment = tripChange
    ? changeHash(route.channel, 'payment', tripChange)
    : criteriaHash(route.channel, 'payment', criteria)
  const passengers = bookingPassengers(criteria.passengers)
  const total = choicesTotal(offers, choices)
  const nothingOffered = offers.bags.length === 0 && offers.extras.length === 0
  return (
    <>
      <p>{t(nothingOffered ? 'extras.nothing' : 'extras.intro')}</p>
      {criteria.itineraryParts.map((part, partIndex) => {
        const direction = t('extras.part', { origin: part.origin, destination: part.destination })
        const people = passengers.flatMap((passenger) => {
          const bag = offers.bags.find((b) => b.passengerId === passenger.id && b.partIndex === partIndex)
          const extras = offers.extras.filter((e) => e.passengerId === passenger.id && e.partIndex === partIndex)
          return bag || extras.length > 0 ? [{ passenger, bag, extras }] : []
        })
        if (people.length === 0) return null
        return (
          <section key={partIndex} className="dx-ax-part" aria-labelledby={`dx-ax-part-${partIndex}`}>
            <h3 id={`dx-ax-part-${partIndex}`}>{direction}</h3>
            <ul className="dx-ax-passengers">
              {people.map(({ passenger, bag, extras }) => {
                const name = namesOf(passenger, names, t)
                const whose = t('extras.whose', { passenger: name.short, direction })
                return (
                  <li key={passenger.id} className="dx-ax-passenger">
                    <h4>{name.heading}</h4>
                    {bag && (
                      <BagStepper
                        offer={bag}
                        value={choices[choiceKey('BAG', bag.passengerId, bag.partIndex)] ?? 0}
                        whose={whose}
                        t={t}
                        locale={locale}
                        onChange={(value) => change(choiceKey('BAG', bag.passengerId, bag.partIndex), value)}
                      />
                    )}
                    {extras.map((extra) => {
                      const key = choiceKey(extra.code, extra.passengerId, extra.partIndex)
                      return (
                        <ExtraChoice
                          key={extra.code}
                          offer={extra}
                          chosen={(choices[key] ?? 0) > 0}
                          whose={whose}
                          t={t}
                          locale={locale}
                          onChange={(chosen) => change(key, chosen ? 1 : 0)}
                        />
                      )
                    })}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {/* A booked trip's extras offer insurance too, until departure: the API offers a change
          insurance only (refund protection and cancel for any reason are sold with the booking). */}
      <ProtectionSection t={t} locale={locale} reloadCart={reloadCart} />
      {/* A car and a hotel are detours of their own, each coming back to the flow (docs/decisions/protection-on-ancillaries-page.md);
          in a change to a booked trip they come back to the change's extras, and one of a kind booked replaces it. */}
      <StaySection
        route={route}
        criteria={criteria}
        t={t}
        locale={locale}
        cart={stayCart}
        reloadCart={reloadStayCart}
        onError={onError}
        booked={tripChange?.trip.order.products}
      />
      {total && <p className="dx-ax-total">{t('extras.chosen', { extras: priceText({ money: total, locale, t }) })}</p>}
      <div className="dx-ax-status" role="status">
        {save.status === 'saving' ? (
          <p>{t('extras.saving')}</p>
        ) : (
          save.status === 'saved' && <p>{savedText(save.cart, tripChange !== undefined, t, locale)}</p>
        )}
      </div>
      {save.status === 'error' && !isExpired(save.error) && (
        <div ref={errorRef} tabIndex={-1} className="dx-ax-error">
          {isPaymentInProgress(save.error) ? (
            <PaymentInProgress
              text={t('extras.paymentInProgress.text')}
              paymentLabel={t('extras.paymentInProgress.payment')}
              paymentHash={payment}
              retryLabel={t('common.retry')}
              onRetry={() => saver.retry()}
            />
          ) : (
            <ErrorMessage action={<RetryButton label={t('common.retry')} onRetry={() => saver.retry()} />}>
              {t('extras.saveFailed')} {errorText(save.error, t)}
            </ErrorMessage>
          )}
        </div>
      )}
      <div className="dx-sf-actions">
        {tripChange ? (
          <RouteLink hash={tripHash(route.channel, tripChange.reference)}>{t('extras.backToTrip')}</RouteLink>
        ) : (
          <RouteLink hash={criteriaHash(route.channel, 'seat-selection', criteria)}>{t('extras.back')}</RouteLink>
        )}
        <button type="button" className="dx-button" aria-disabled={leaving || undefined} onClick={proceed}>
          {t('extras.continue')}
        </button>
      </div>
    </>
  )
}
