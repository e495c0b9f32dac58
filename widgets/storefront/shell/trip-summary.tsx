import { useState } from 'react'
import { parseSearchDate } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import type { PageName } from '../../../core/router/pages'
import { priceTag } from '../../ui/price'
import { Skeleton } from '../../ui/skeleton'
import type { RequestState } from '../../ui/use-request'
import type { Cart } from './api'
import { recallFare } from './selected-fares'
import { criteriaHash, go } from './navigate'
import type { PageProps } from './page-props'
import { passengerSummary } from '../../ui/passengers/passenger-summary'
import { searchConfig } from '../../../core/search/config'
import { getSettings } from '../../../core/settings/get-settings'
import { RouteLink } from './route-link'
import { FareRules } from './fare-rules'
import { PartFlights } from './part-flights'
import { stepOfPage } from './steps'
import './exchange/exchange-messages'

interface Props extends PageProps {
  page: PageName
  /** The cart once every part has a selection. */
  cart?: RequestState<Cart>
}

/**
 * The trip so far: each part with its date and chosen fare, the passengers, and the cart's
 * total. In a change of flights, the parts kept say so, and the total is what is due.
 */
export function TripSummary({ route, criteria, t, locale, page, cart }: Props) {
  const [rulesOf, setRulesOf] = useState<number>()
  const { itineraryParts: parts, flights } = criteria
  const exchange = criteria.exchangeType !== undefined
  const data = cart?.status === 'success' ? cart.data : undefined
  const firstStep = stepOfPage(page) === 1
  // A car or a hotel is for the trip, not per passenger: the total then names the trip.
  const forTrip = data?.products.some((product) => product.kind === 'CAR' || product.kind === 'HOTEL')
  return (
    <aside className="dx-sf-summary" aria-labelledby="dx-sf-summary-title">
      <h2 id="dx-sf-summary-title">{t('storefront.summary.title')}</h2>
      <ol className="dx-sf-parts">
        {parts.map((part, index) => {
          const fare = recallFare(flights[index])
          const date = parseSearchDate(part.date)
          const change = criteriaHash(route.channel, 'flight-selection', {
            ...criteria,
            flights: flights.slice(0, index),
            direction: index,
          })
          return (
            <li key={index} className="dx-sf-part">
              <h3>{t('storefront.summary.route', { origin: part.origin, destination: part.destination })}</h3>
              <p>{date ? formatLongDate(date, locale) : part.date}</p>
              {exchange && index !== criteria.direction ? (
                <p>{t('exchange.summary.kept')}</p>
              ) : flights[index] !== undefined ? (
                <>
                  {fare && fare.segments.length > 0 ? (
                    <PartFlights fare={fare} t={t} locale={locale} />
                  ) : (
                    <p>{t('storefront.summary.chosen')}</p>
                  )}
                  <p className="dx-sf-part-actions">
                    <RouteLink hash={change}>
                      {t('storefront.summary.change')}
                      <span className="dx-visually-hidden">
                        {' '}
                        {t('storefront.summary.route', { origin: part.origin, destination: part.destination })}
                      </span>
                    </RouteLink>
                    <button
                      type="button"
                      className="dx-link-button"
                      aria-expanded={rulesOf === index}
                      onClick={() => setRulesOf(rulesOf === index ? undefined : index)}
                    >
                      {t('storefront.summary.fareRules')}
                    </button>
                  </p>
                  {rulesOf === index && <FareRules offerRef={flights[index]} t={t} />}
                </>
              ) : (
                <p className="dx-sf-muted">
                  {t(
                    page === 'flight-selection' && criteria.direction === index
                      ? 'storefront.summary.choosing'
                      : 'storefront.summary.notChosen',
                  )}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      <p>{passengerSummary(criteria.passengers, searchConfig(getSettings().search), t, locale)}</p>
      {cart?.status === 'loading' && (
        // The total's place while the cart is priced, so the summary keeps its size.
        <Skeleton label={t('storefront.summary.pricing')} className="dx-sf-total">
          <p>
            <span>{t('storefront.summary.total')}</span> <span className="dx-price" />
          </p>
          {firstStep && <span className="dx-button">{t('storefront.summary.continue')}</span>}
        </Skeleton>
      )}
      {cart?.status === 'error' && (
        <p role="alert" className="dx-sf-error">
          {t('storefront.summary.priceFailed')}
        </p>
      )}
      {data && data.products.length > 0 && (
        // Partner products in the cart, each with its price; the total below includes them.
        <ul className="dx-sf-products">
          {data.products.map((product) => (
            <li key={product.kind}>
              {product.title} {priceTag({ money: product.price, locale, t })}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <div className="dx-sf-total" role="status">
          <p>
            <span>
              {t(
                exchange ? 'exchange.cost.due' : forTrip ? 'storefront.summary.tripTotal' : 'storefront.summary.total',
              )}
            </span>{' '}
            {priceTag({ money: data.total, points: data.points, locale, t })}
          </p>
          {firstStep && (
            <button
              type="button"
              className="dx-button"
              onClick={() => go(criteriaHash(route.channel, exchange ? 'payment' : 'passengers', criteria))}
            >
              {t('storefront.summary.continue')}
            </button>
          )}
        </div>
      )}
    </aside>
  )
}
