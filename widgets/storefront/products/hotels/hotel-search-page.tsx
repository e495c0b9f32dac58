import { type FormEvent, useRef, useState } from 'react'
import messages from 'dx-locale:products.hotels'
import { addProductMessages } from '../../shell/product-messages'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { Field } from '../../../ui/field'
import { Loading, Notice, RequestError } from '../../../ui/messages'
import { plural } from '../../../ui/plural'
import { priceText } from '../../../ui/price'
import { isExpired } from '../../shell/booking-errors'
import { go } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { usePageRequest } from '../../shell/use-page-request'
import { searchHotels } from './api'
import css from './hotels.css'
import { hotelHash, isValidStay, stayOf } from './stay'

addProductMessages(messages)

/**
 * hotel-search: hotels near the arrival airport with a room for the stay between the
 * flights, nearest first; the dates can be changed (a one-way trip gets 2 nights).
 */
export function HotelSearchPage({ route, criteria, t, locale, titleId, onError }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const stay = stayOf(criteria, route.query)
  const [checkin, setCheckin] = useState(stay.checkinDate)
  const [checkout, setCheckout] = useState(stay.checkoutDate)
  const [invalid, setInvalid] = useState(false)
  const valid = isValidStay(stay)
  const [state, reload] = usePageRequest(
    valid ? `hotels:${stay.airportCode}:${stay.checkinDate}:${stay.checkoutDate}:${stay.guests}` : undefined,
    () => searchHotels(stay),
    (error) => isExpired(error) && onError(error),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = { checkinDate: checkin, checkoutDate: checkout }
    setInvalid(!isValidStay(next))
    if (isValidStay(next)) go(hotelHash(route.channel, 'hotel-search', criteria, next))
  }
  const airport = stay.airportCode
  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('products.hotels.search.title', { airport })}
      </h2>
      <form className="dx-hotel-stay" onSubmit={submit} aria-label={t('products.hotels.search.stay')}>
        <Field
          label={t('products.hotels.search.checkin')}
          type="date"
          value={checkin}
          required
          onChange={(event) => setCheckin(event.currentTarget.value)}
        />
        <Field
          label={t('products.hotels.search.checkout')}
          type="date"
          value={checkout}
          required
          error={invalid ? t('products.hotels.search.invalid') : undefined}
          onChange={(event) => setCheckout(event.currentTarget.value)}
        />
        <button type="submit" className="dx-button">
          {t('products.hotels.search.submit')}
        </button>
        <p className="dx-sf-muted">{plural(t, locale, 'products.hotels.search.guests', stay.guests)}</p>
      </form>
      {!valid ? (
        <Notice>{t('products.hotels.search.invalid')}</Notice>
      ) : state.status === 'success' ? (
        state.data.length === 0 ? (
          <Notice>{t('products.hotels.search.none', { airport })}</Notice>
        ) : (
          <ul className="dx-hotel-list">
            {state.data.map((hotel) => (
              <li key={hotel.hotelId} className="dx-hotel">
                <h3>{hotel.name}</h3>
                <p>
                  {plural(t, locale, 'products.hotels.search.stars', hotel.stars)}
                  {' · '}
                  {t('products.hotels.search.distance', {
                    km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(hotel.distanceMetres / 1000),
                  })}
                </p>
                <p className="dx-hotel-price">
                  {t('products.hotels.search.from', { price: priceText({ money: hotel.fromPrice, locale, t }) })}
                </p>
                <RouteLink hash={hotelHash(route.channel, 'hotel-details', criteria, stay, hotel.hotelId)}>
                  {t('products.hotels.search.see', { name: hotel.name })}
                </RouteLink>
              </li>
            ))}
          </ul>
        )
      ) : state.status === 'error' ? (
        <RequestError error={state.error} t={t} onRetry={reload} />
      ) : (
        <Loading label={t('products.hotels.search.loading')} />
      )}
    </section>
  )
}
