import { type RefObject, useRef, useState } from 'react'
import { $execution } from '../../../../core/execution/execution'
import { useStore } from '../../../ui/use-store'
import { forgetPriceChange, priceChangeOf } from '../meta-search/price-change'
import { PriceChangedNotice } from './price-changed-notice'
import { addMessages } from '../../../../core/i18n/i18n'
import messages from 'dx-locale:passengers'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { Loading, RequestError } from '../../../ui/messages'
import type { Translate } from '../../../ui/use-translate'
import { usePageRequest } from '../../shell/use-page-request'
import { isExpired } from '../../shell/booking-errors'
import { criteriaHash } from '../../shell/navigate'
import { ChooseFlightsFirst, lacksFlights } from '../../shell/choose-flights-first'
import type { BookingPageProps } from '../../shell/page-props'
import { fetchPassengers, firstPassengersRead } from '../../shell/passenger-form/api'
import css from '../../shell/passenger-form/passengers.css'
import { PassengersForm } from './passengers-form'

// The page's en-US strings come with its chunk (other locales load whole).
addMessages('en-US', messages)

/**
 * passengers: who travels and how to reach them. The conversation keeps what
 * was saved (the passengers query), so coming back or reloading shows it again; the
 * browser keeps nothing (no personal data in storage, URLs, logs or beacons).
 */
export function PassengersPage(props: BookingPageProps) {
  const { route, criteria, cart, reloadCart, t, locale, titleId, onError } = props
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  // The cart first: arriving from a meta-search link, the shell is still putting the
  // itinerary in it, and the passengers query needs it there. Read once: the form must
  // never start over (and lose what was typed) because the cart or the key refreshed.
  const cartReady = useRef(false)
  if (cart.status === 'success') cartReady.current = true
  const execution = useStore($execution)
  // The first read takes the query a landing started ahead; a retry asks again.
  const firstRead = useRef(true)
  const [state, reload] = usePageRequest(
    cartReady.current ? 'passengers' : undefined,
    () => {
      const first = firstRead.current
      firstRead.current = false
      return first ? firstPassengersRead(execution) : fetchPassengers()
    },
    (error) => isExpired(error) && onError(error),
  )

  // A meta-search landing priced today otherwise than the partner showed: the form waits
  // until the traveller has read it and chosen to go on.
  const [accepted, setAccepted] = useState(false)
  const priceChange = accepted ? undefined : priceChangeOf(execution, criteria.flights.map(String))
  const heading = useRef<HTMLHeadingElement>(null)
  const acceptPrice = () => {
    forgetPriceChange()
    setAccepted(true)
    // The button goes with the notice: focus stays on the page, at its top.
    heading.current?.focus()
  }

  return (
    <section ref={section} className="dx-sf-page dx-pax-page" aria-labelledby={titleId}>
      <PassengersTitle t={t} titleId={titleId} headingRef={heading} />
      {priceChange ? (
        <PriceChangedNotice
          change={priceChange}
          otherFlights={criteriaHash(route.channel, 'flight-selection', { ...criteria, flights: [], direction: 0 })}
          onContinue={acceptPrice}
          t={t}
          locale={locale}
        />
      ) : state.status === 'success' ? (
        <>
          <p className="dx-pax-intro">{t('passengers.intro')}</p>
          <PassengersForm {...props} details={state.data} />
        </>
      ) : lacksFlights(criteria) ? (
        // A link to this page before every flight is chosen, or one that names no trip at
        // all: there is no trip to name passengers for yet.
        <ChooseFlightsFirst
          route={route}
          criteria={criteria}
          text={t('passengers.noFlights')}
          link={t('passengers.toFlights')}
        />
      ) : cart.status === 'error' ? (
        <RequestError error={cart.error} t={t} onRetry={reloadCart} />
      ) : state.status === 'error' ? (
        <RequestError error={state.error} t={t} onRetry={reload} />
      ) : (
        <Loading label={t('passengers.loading')} />
      )}
    </section>
  )
}

/**
 * The page's heading. A meta-search landing shows it too while it puts the trip in the
 * cart: the landing goes on to this page, so its heading stays where it is.
 */
export function PassengersTitle({
  t,
  titleId,
  headingRef,
}: {
  t: Translate
  titleId: string
  headingRef?: RefObject<HTMLHeadingElement | null>
}) {
  return (
    <h2 id={titleId} ref={headingRef} className="dx-sf-title" tabIndex={-1}>
      {t('passengers.title')}
    </h2>
  )
}
