import { useEffect, useRef, useState } from 'react'
import { parseSegmentTime } from '../../../../core/dates/dates'
import { formatTime } from '../../../../core/i18n/format'
import messages from 'dx-locale:products.hotels'
import { addProductMessages } from '../../shell/product-messages'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { errorText } from '../../../ui/error-text'
import { ErrorMessage, Loading, Notice, RequestError } from '../../../ui/messages'
import { plural } from '../../../ui/plural'
import { priceText } from '../../../ui/price'
import { isExpired } from '../../shell/booking-errors'
import { criteriaHash, go } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { TermsLink } from '../../shell/terms-link'
import { tripChangeOf } from '../../shell/trip-change/change-route'
import { extrasHash } from '../extras-hash'
import { usePageRequest } from '../../shell/use-page-request'
import { addHotelToCart, fetchHotelDetails, type HotelDetails, type HotelRoom } from './api'
import css from './hotels.css'
import { policyText } from './policy-text'
import { hotelHash, nightsOf, stayOf } from './stay'

addProductMessages(messages)

/** A hotel's HH:mm clock time as the locale writes it (4:00 PM in en-US), as flight times are. */
function clockText(time: string, locale: string): string {
  const date = parseSegmentTime(`2000-01-01T${time}`)
  return date ? formatTime(date, locale) : time
}

/**
 * hotel-details: one hotel's rooms for the stay, each with its price and its cancellation
 * policy in words; choosing one puts it in the cart and goes on to the hotel step.
 */
export function HotelDetailsPage(props: BookingPageProps) {
  const { route, criteria, t, titleId, onError } = props
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const stay = stayOf(criteria, route.query)
  const hotelId = route.query.get('hotel') ?? ''
  const [state, reload] = usePageRequest(
    hotelId ? `hotel:${hotelId}:${stay.checkinDate}:${stay.checkoutDate}:${stay.guests}` : undefined,
    () => fetchHotelDetails({ hotelId, ...stay }),
    (error) => isExpired(error) && onError(error),
  )
  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {state.status === 'success' ? state.data.name : t('products.hotels.details.title')}
      </h2>
      {state.status === 'success' ? (
        <Rooms {...props} hotel={state.data} nights={nightsOf(stay.checkinDate, stay.checkoutDate)} />
      ) : state.status === 'error' ? (
        <RequestError error={state.error} t={t} onRetry={reload} />
      ) : (
        <Loading label={t('products.hotels.details.loading')} />
      )}
      <p>
        <RouteLink hash={hotelHash(route.channel, 'hotel-search', criteria, stay)}>
          {t('products.hotels.details.back')}
        </RouteLink>
      </p>
    </section>
  )
}

function Rooms({
  route,
  criteria,
  t,
  locale,
  onError,
  reloadCart,
  hotel,
  nights,
}: BookingPageProps & { hotel: HotelDetails; nights: number }) {
  const stay = stayOf(criteria, route.query)
  const [adding, setAdding] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure) errorRef.current?.focus()
  }, [failure])
  const choose = (room: HotelRoom) => {
    if (adding) return
    setAdding(room.quote.quoteId)
    setFailure(null)
    addHotelToCart(room.quote.quoteId).then(
      () => {
        reloadCart()
        // A booked trip's change has no hotel step: back to its extras, which pays for the room.
        go(tripChangeOf(route) ? extrasHash(route, criteria) : hotelHash(route.channel, 'hotel', criteria, stay))
      },
      (error: unknown) => {
        setAdding(null)
        if (isExpired(error)) onError(error)
        else setFailure({ error })
      },
    )
  }
  return (
    <>
      <p>
        {t('products.hotels.details.times', {
          checkin: clockText(hotel.checkinTime, locale),
          checkout: clockText(hotel.checkoutTime, locale),
        })}
      </p>
      {hotel.amenities.length > 0 && (
        <>
          <h3>{t('products.hotels.details.amenities')}</h3>
          <ul className="dx-hotel-amenities">
            {hotel.amenities.map((code) => (
              <li key={code}>{t(`products.hotels.details.amenity.${code}`)}</li>
            ))}
          </ul>
        </>
      )}
      {hotel.rooms.length === 0 ? (
        <Notice>{t('products.hotels.details.noRooms')}</Notice>
      ) : (
        <ul className="dx-hotel-rooms">
          {hotel.rooms.map((room) => (
            <li key={room.hotelRoomTypeId} className="dx-hotel-room">
              <h3>{room.name}</h3>
              <p>{plural(t, locale, 'products.hotels.details.maxGuests', room.maxGuests)}</p>
              <p className="dx-hotel-price">
                {plural(t, locale, 'products.hotels.details.price', nights, {
                  price: priceText({ money: room.quote.price, locale, t }),
                })}
              </p>
              <p>{policyText(room.cancellationPolicy.penaltyInfoList, t, locale, room.quote.price.currency)}</p>
              <p>
                <TermsLink url={room.quote.terms.url}>
                  {t('products.hotels.details.terms', { provider: room.quote.provider })}
                </TermsLink>
              </p>
              <button
                type="button"
                className="dx-button"
                aria-disabled={adding !== null ? true : undefined}
                onClick={() => choose(room)}
              >
                {t('products.hotels.details.choose', { room: room.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="status">{adding !== null && <p>{t('products.hotels.details.adding')}</p>}</div>
      {failure && (
        <div ref={errorRef} tabIndex={-1}>
          <ErrorMessage
            action={
              <RouteLink
                hash={
                  tripChangeOf(route) ? extrasHash(route, criteria) : criteriaHash(route.channel, 'payment', criteria)
                }
              >
                {t('products.hotels.details.skip')}
              </RouteLink>
            }
          >
            {t('products.hotels.details.notAdded', { reason: errorText(failure.error, t, 'products.hotels.refused') })}
          </ErrorMessage>
        </div>
      )}
    </>
  )
}
