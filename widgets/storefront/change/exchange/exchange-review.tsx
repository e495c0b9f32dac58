import '../../shell/exchange/exchange-messages'
import './review-messages'
import { type ReactNode, useRef } from 'react'
import { parseSearchDate } from '../../../../core/dates/dates'
import { formatLongDate } from '../../../../core/i18n/format'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { Loading, Notice, RequestError } from '../../../ui/messages'
import { useRequest } from '../../../ui/use-request'
import type { Translate } from '../../../ui/use-translate'
import { partName, segmentTimes } from '../../shell/order/order-itinerary'
import { passengerName, paymentNumbered } from '../../shell/order/passenger-name'
import type { TripOrder, TripSegment } from '../../shell/trip-api'
import { criteriaHash } from '../../shell/navigate'
import type { PageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { useTripChange } from '../../shell/trip-change/use-trip-change'
import { type ExchangeCart, fetchExchangeCart } from '../../shell/exchange/api'
import { CostLines } from './cost-lines'
import css from './exchange.css'

type Flight = Pick<TripSegment, 'airlineCode' | 'flightNumber' | 'destination' | 'departure' | 'arrival'> & {
  origin: Pick<TripSegment['origin'], 'code' | 'city'>
}

/** A part's flights with its date, under a heading that says whether they are booked, new or kept. */
function Flights({ title, flights, t, locale }: { title: string; flights: Flight[]; t: Translate; locale: string }) {
  const day = flights[0]?.departure.slice(0, 10)
  const date = day === undefined ? undefined : parseSearchDate(day)
  return (
    <div className="dx-cf-part">
      <h4>
        {title}
        {date && ` · ${formatLongDate(date, locale)}`}
      </h4>
      <ul>
        {flights.map((s) => (
          <li key={`${s.airlineCode}${s.flightNumber}${s.departure}`} className="dx-cf-segment">
            <p>
              <strong>{`${s.airlineCode} ${s.flightNumber}`}</strong>
            </p>
            <p>{segmentTimes(t, s, locale, day)}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

interface Props extends PageProps {
  /** The traveller has reviewed the change: the payment (or the confirmation of a free change) follows. */
  onContinue(): void
}

/**
 * The review of a change of flights, before paying: the part's flights as booked beside
 * the new ones, the parts kept, and what the change costs (fare difference and change fee,
 * then what is due, or what a cheaper fare leaves and where it goes).
 */
export function ExchangeReview({ route, criteria, t, locale, onContinue }: Props) {
  const section = useRef<HTMLDivElement>(null)
  useLazyStyles(section, css)
  const change = useTripChange(route, criteria)
  const [cart, reload] = useRequest('exchangeCart', fetchExchangeCart)
  const back = criteriaHash(route.channel, 'flight-selection', {
    ...criteria,
    flights: criteria.flights.slice(0, criteria.direction),
  })
  return (
    <div ref={section} className="dx-xc-review">
      {change?.kind !== 'flights' || cart.status === 'idle' || cart.status === 'loading' ? (
        <Loading label={t('exchange.review.loading')} />
      ) : cart.status === 'error' ? (
        <RequestError error={cart.error} t={t} onRetry={reload} />
      ) : !cart.data.change ? (
        <Notice>
          {t('exchange.review.none')} <RouteLink hash={back}>{t('exchange.review.back')}</RouteLink>
        </Notice>
      ) : (
        <Review cart={cart.data} order={change.trip.order} part={change.part} t={t} locale={locale}>
          <p className="dx-sf-actions">
            <RouteLink hash={back}>{t('exchange.review.back')}</RouteLink>
            <button type="button" className="dx-button" onClick={onContinue}>
              {t('exchange.review.continue')}
            </button>
          </p>
        </Review>
      )}
    </div>
  )
}

interface ReviewProps {
  cart: ExchangeCart
  order: TripOrder
  part: number
  t: Translate
  locale: string
  children: ReactNode
}

function Review({ cart, order, part, t, locale, children }: ReviewProps) {
  const { segments, passengers } = order
  const count = cart.parts.length
  const booked = (index: number) => segments.filter((s) => s.partIndex === index)
  // The seats on the flights that change: said before paying that one taken on the new flight is not kept.
  const changing = new Set(booked(part).map((s) => s.index))
  const seats = order.items
    .filter((item) => item.kind === 'SEAT' && changing.has(item.index))
    .map((item) => {
      const passenger = passengers.find((p) => p.id === item.passengerId)
      return t('exchange.review.seat', {
        seat: item.detail,
        name: passenger ? passengerName(passenger, passengers, t, paymentNumbered) : item.passengerId,
      })
    })
  return (
    <>
      <section className="dx-cf-section" aria-labelledby="dx-xc-flights">
        <h3 id="dx-xc-flights">{t('exchange.review.flights', { part: partName(t, part, count) })}</h3>
        <div className="dx-xc-compare">
          <Flights title={t('exchange.review.was')} flights={booked(part)} t={t} locale={locale} />
          <Flights title={t('exchange.review.new')} flights={cart.parts[part]?.segments ?? []} t={t} locale={locale} />
        </div>
        {cart.parts.map((_, index) =>
          index === part ? null : (
            <Flights
              key={index}
              title={t('exchange.review.kept', { part: partName(t, index, count) })}
              flights={booked(index)}
              t={t}
              locale={locale}
            />
          ),
        )}
      </section>
      {seats.length > 0 && <Notice>{t('exchange.review.seats', { seats: seats.join(t('common.listComma')) })}</Notice>}
      <section className="dx-cf-section" aria-labelledby="dx-xc-cost">
        <h3 id="dx-xc-cost">{t('exchange.review.cost')}</h3>
        {cart.change && <CostLines change={cart.change} t={t} locale={locale} />}
      </section>
      {children}
    </>
  )
}
