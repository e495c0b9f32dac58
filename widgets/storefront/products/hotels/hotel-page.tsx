import { useState } from 'react'
import messages from 'dx-locale:products.hotels'
import { addProductMessages } from '../../shell/product-messages'
import { Loading, RequestError } from '../../../ui/messages'
import { priceText } from '../../../ui/price'
import { isExpired } from '../../shell/booking-errors'
import { criteriaHash } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { usePageRequest } from '../../shell/use-page-request'
import { fetchCartHotel, removeHotelFromCart } from './api'
import { hotelHash, stayOf } from './stay'

addProductMessages(messages)

type Removal = { status: 'idle' | 'removing' | 'removed' } | { status: 'error'; error: unknown }

/** hotel: the booking's hotel step, the hotel in the cart with a way to change or remove it, or the way to find one. */
export function HotelPage({ route, criteria, t, locale, titleId, onError, reloadCart }: BookingPageProps) {
  const stay = stayOf(criteria, route.query)
  const [state, reload] = usePageRequest('hotel-cart', fetchCartHotel, (error) => isExpired(error) && onError(error))
  const [removal, setRemoval] = useState<Removal>({ status: 'idle' })
  const remove = () => {
    if (removal.status === 'removing') return
    setRemoval({ status: 'removing' })
    removeHotelFromCart().then(
      () => {
        setRemoval({ status: 'removed' })
        reloadCart()
        reload()
      },
      (error: unknown) => (isExpired(error) ? onError(error) : setRemoval({ status: 'error', error })),
    )
  }
  const search = hotelHash(route.channel, 'hotel-search', criteria, stay)
  return (
    <section className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('products.hotels.step.title')}
      </h2>
      {state.status === 'success' ? (
        state.data ? (
          <>
            <p>
              {t('products.hotels.step.inCart', {
                title: state.data.title,
                price: priceText({ money: state.data.price, locale, t }),
              })}
            </p>
            <div className="dx-sf-actions">
              <RouteLink hash={search}>{t('products.hotels.step.change')}</RouteLink>
              <button type="button" className="dx-link-button" onClick={remove}>
                {t('products.hotels.step.remove')}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{t('products.hotels.step.none')}</p>
            <RouteLink hash={search}>{t('products.hotels.step.find', { airport: stay.airportCode })}</RouteLink>
          </>
        )
      ) : state.status === 'error' ? (
        <RequestError error={state.error} t={t} onRetry={reload} />
      ) : (
        <Loading label={t('products.hotels.step.loading')} />
      )}
      <div role="status">
        {removal.status === 'removing' && <p>{t('products.hotels.step.removing')}</p>}
        {removal.status === 'removed' && <p>{t('products.hotels.step.removed')}</p>}
      </div>
      {removal.status === 'error' && <RequestError error={removal.error} t={t} />}
      <div className="dx-sf-actions">
        <RouteLink hash={criteriaHash(route.channel, 'payment', criteria)} className="dx-button">
          {t('products.hotels.step.continue')}
        </RouteLink>
      </div>
    </section>
  )
}
