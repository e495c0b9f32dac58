import { useEffect, useRef, useState, type FormEvent } from 'react'
import messages from 'dx-locale:products.cars'
import { addProductMessages } from '../../shell/product-messages'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { errorText } from '../../../ui/error-text'
import { FieldFrame } from '../../../ui/field'
import { ErrorMessage, Loading, Notice, RequestError } from '../../../ui/messages'
import { RetryButton } from '../../../ui/retry-button'
import { isExpired } from '../../shell/booking-errors'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { extrasHash } from '../extras-hash'
import { usePageRequest } from '../../shell/use-page-request'
import { addCarToCart, type CarOffer, fetchCars, fetchTripParts } from './api'
import { CarOfferItem } from './car-offer'
import css from './cars.css'
import { datesProblem, type Rental, rentalOf } from './rental-dates'

addProductMessages(messages)

/**
 * cars: the rental desks at the airport the trip first lands at, with the car classes left
 * for the rental's dates (from after landing to before the return flight, or three days on a
 * one-way; both editable), each with its price and rental conditions. The chosen car goes
 * to the cart (addProductToCart), then back to the extras (a booked trip's change's own).
 */
export function CarsPage(props: BookingPageProps) {
  const { t, titleId, onError } = props
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const [trip, reload] = usePageRequest('car-trip', fetchTripParts, (error) => isExpired(error) && onError(error))
  const rental = trip.status === 'success' ? rentalOf(trip.data) : undefined
  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('products.cars.title')}
      </h2>
      {trip.status === 'success' ? (
        rental ? (
          <CarSearch {...props} rental={rental} />
        ) : (
          <Notice>{t('products.cars.noFlights')}</Notice>
        )
      ) : trip.status === 'error' ? (
        <RequestError error={trip.error} t={t} onRetry={reload} />
      ) : (
        <Loading label={t('products.cars.loading')} />
      )}
      <div className="dx-sf-actions">
        <RouteLink hash={extrasHash(props.route, props.criteria)}>{t('products.cars.withoutCar')}</RouteLink>
      </div>
    </section>
  )
}

type Adding = { quoteId: string; status: 'adding' } | { quoteId: string; status: 'error'; error: unknown }

function CarSearch({
  rental,
  t,
  locale,
  route,
  criteria,
  onError,
  sendBack,
  reloadCart,
}: BookingPageProps & { rental: Rental }) {
  const [dates, setDates] = useState({ pickUp: rental.pickUp, dropOff: rental.dropOff })
  const [draft, setDraft] = useState(dates)
  const [problem, setProblem] = useState<string>()
  const [cars, reload] = usePageRequest(
    `${rental.airportCode}|${dates.pickUp}|${dates.dropOff}`,
    () => fetchCars(rental.airportCode, dates.pickUp, dates.dropOff),
    (error) => isExpired(error) && onError(error),
  )
  const [adding, setAdding] = useState<Adding>()
  const errorRef = useRef<HTMLDivElement>(null)
  // A refused car: focus goes to the error, which says how to go on (it stands below the cars).
  useEffect(() => {
    if (adding?.status === 'error') errorRef.current?.focus()
  }, [adding])

  const search = (event: FormEvent) => {
    event.preventDefault()
    const wrong = datesProblem(draft.pickUp, draft.dropOff)
    setProblem(wrong && t(`products.cars.dates.${wrong}`))
    if (!wrong) setDates(draft)
  }
  // In a change to a booked trip, back to the change's extras, which pays for the car.
  const extras = extrasHash(route, criteria)
  const choose = (offer: CarOffer) => {
    if (adding?.status === 'adding') return
    setAdding({ quoteId: offer.quote.quoteId, status: 'adding' })
    addCarToCart(offer.quote.quoteId).then(
      () => {
        // The trip summary shows the car and the new total at once, as after any cart change.
        reloadCart()
        sendBack(extras, t('products.cars.added', { car: t(`products.cars.class.${offer.carClass}`) }), false, 'info')
      },
      (error: unknown) => {
        if (isExpired(error)) onError(error)
        else setAdding({ quoteId: offer.quote.quoteId, status: 'error', error })
      },
    )
  }

  const desks = cars.status === 'success' ? cars.data : []
  const withCars = desks.filter((desk) => desk.offers.length > 0)
  return (
    <>
      <p>{t('products.cars.intro', { city: rental.city, airport: rental.airportCode })}</p>
      <form className="dx-car-dates" onSubmit={search} noValidate>
        <FieldFrame label={t('products.cars.pickUp')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={draft.pickUp}
              onChange={(event) => setDraft({ ...draft, pickUp: event.currentTarget.value })}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t('products.cars.dropOff')} error={problem}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={draft.dropOff}
              onChange={(event) => setDraft({ ...draft, dropOff: event.currentTarget.value })}
            />
          )}
        </FieldFrame>
        <button type="submit" className="dx-button dx-button--secondary">
          {t('products.cars.search')}
        </button>
      </form>
      {cars.status === 'error' ? (
        <RequestError error={cars.error} t={t} onRetry={reload} refusals="products.cars.refused" />
      ) : cars.status !== 'success' ? (
        <Loading label={t('products.cars.loadingCars')} />
      ) : desks.length === 0 ? (
        <Notice>{t('products.cars.noDesk', { city: rental.city })}</Notice>
      ) : withCars.length === 0 ? (
        <Notice>{t('products.cars.soldOut')}</Notice>
      ) : (
        withCars.map(({ desk, offers }) => (
          <section key={desk.locationId} className="dx-car-desk" aria-labelledby={`dx-car-${desk.locationId}`}>
            <h3 id={`dx-car-${desk.locationId}`}>{desk.name}</h3>
            <p>{t(`products.cars.access.${desk.access}`)}</p>
            <ul className="dx-car-list">
              {offers.map((offer) => (
                <CarOfferItem
                  key={offer.quote.quoteId}
                  offer={offer}
                  t={t}
                  locale={locale}
                  adding={adding?.status === 'adding' && adding.quoteId === offer.quote.quoteId}
                  onChoose={choose}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {adding?.status === 'error' && (
        <div ref={errorRef} tabIndex={-1}>
          <ErrorMessage
            action={
              <>
                <RetryButton
                  label={t('products.cars.showAgain')}
                  onRetry={() => {
                    setAdding(undefined)
                    reload()
                  }}
                />{' '}
                <RouteLink hash={extras}>{t('products.cars.withoutCar')}</RouteLink>
              </>
            }
          >
            {t('products.cars.notAdded')} {errorText(adding.error, t, 'products.cars.refused')}
          </ErrorMessage>
        </div>
      )}
    </>
  )
}
