import { useRef, useState } from 'react'
import messages from 'dx-locale:payment'
import '../../shell/exchange/exchange-messages'
import { isDxError } from '../../../../core/http/errors'
import { addMessages } from '../../../../core/i18n/i18n'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { errorText } from '../../../ui/error-text'
import { ErrorMessage, Loading, Notice, RequestError } from '../../../ui/messages'
import { RetryButton } from '../../../ui/retry-button'
import { latestData } from '../../../ui/latest-data'
import { useRequest } from '../../../ui/use-request'
import { isExpired } from '../../shell/booking-errors'
import type { BookingPageProps } from '../../shell/page-props'
import { fetchChangeCart, fetchPaymentOptions } from './api'
import { Checkout } from './checkout'
import css from './payment.css'
import { changeHash, changeOnError, changePage, tripChangeOf } from '../../shell/trip-change/change-route'
import { RouteLink } from '../../shell/route-link'
import { useLostPurchase } from './use-purchase'
import { lazyComponent } from '../../../ui/lazy-component'

addMessages('en-US', messages)

// A change of flights is reviewed before it is paid: the review's code loads with it.
const ExchangeReview = lazyComponent(() =>
  import('../../change/exchange/exchange-review').then((m) => m.ExchangeReview),
)

/**
 * payment: the cart with its breakdown and fare rules, the forms of payment
 * the API offers, and the purchase. Card data never leaves the page's state but for
 * the purchase request itself. In a change to a booked trip (`?change=`): what is added,
 * no pay-later (the API does not offer it), and a confirmation when nothing is due.
 */
export function PaymentPage(booking: BookingPageProps) {
  // A change to a booked trip reads its conversation's cart itself (the shell knows only a
  // booking's), and an ended conversation goes back to the trip.
  const change = tripChangeOf(booking.route)
  const [changeCart, reloadChangeCart] = useRequest(change ? 'changeCart' : undefined, fetchChangeCart)
  const props = change
    ? {
        ...booking,
        cart: changeCart,
        reloadCart: reloadChangeCart,
        onError: changeOnError(booking.route, booking.onError),
      }
    : booking
  const { t, titleId, cart, reloadCart, onError, route } = props
  const section = useRef<HTMLElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  // A change of flights shows its review first, then the payment, each under its own title.
  const [reviewed, setReviewed] = useState(false)
  const reviewing = change?.kind === 'flights' && !reviewed
  // Each step under its own title, which takes focus as it changes.
  const toStep = (payment: boolean) => {
    setReviewed(payment)
    requestAnimationFrame(() => title.current?.focus())
  }
  useLazyStyles(section, css)
  const [options, reloadOptions] = useRequest('paymentOptions', fetchPaymentOptions)
  // An ended conversation: perhaps a purchase whose answer was lost made the order.
  const expired = [
    cart.status === 'error' ? cart.error : undefined,
    options.status === 'error' ? options.error : undefined,
  ].find(isExpired)
  const [lost, checkAgain] = useLostPurchase(expired, route.channel, onError)
  const cartData = latestData(cart)
  const inProgress = cart.status === 'error' && isDxError(cart.error) && cart.error.code === 'PAYMENT_IN_PROGRESS'
  return (
    <section ref={section} className="dx-sf-page dx-pay" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} className="dx-sf-title" tabIndex={-1}>
        {t(reviewing ? 'exchange.reviewTitle' : 'payment.title')}
      </h2>
      {reviewing ? (
        <ExchangeReview {...props} onContinue={() => toStep(true)} />
      ) : lost.status === 'failed' ? (
        <ErrorMessage action={<RetryButton label={t('common.retry')} onRetry={checkAgain} />}>
          {t('payment.lost.failed')} {errorText(lost.error, t)}
        </ErrorMessage>
      ) : expired !== undefined ? (
        <Loading label={t('payment.lost.checking')} />
      ) : cartData && options.status === 'success' ? (
        (change?.kind === 'seats' || change?.kind === 'extras') &&
        (cartData.items ?? []).length === 0 &&
        (cartData.products ?? []).length === 0 ? (
          // A change that adds seats, bags, extras or insurance with nothing added (or only the seat
          // the trip has, chosen again): nothing to buy. Upgrades and new flights are not items.
          <Notice>
            {t('payment.nothingAdded')}{' '}
            <RouteLink hash={changeHash(route.channel, changePage(change), change)}>
              {t(change.kind === 'seats' ? 'payment.backToSeats' : 'payment.back')}
            </RouteLink>
          </Notice>
        ) : (
          <>
            {/* A payment asked of the bank in another tab: this page can pay again, which replaces it. */}
            {cartData.paymentPending && (
              <Notice>
                <strong>{t('payment.messages.PAYMENT_IN_PROGRESS.title')}</strong>{' '}
                {t('payment.messages.PAYMENT_IN_PROGRESS.text')}
              </Notice>
            )}
            <Checkout
              {...props}
              cartData={cartData}
              changeCart={change ? latestData(changeCart) : undefined}
              options={options.data}
              onBackToReview={change?.kind === 'flights' ? () => toStep(false) : undefined}
            />
          </>
        )
      ) : inProgress ? (
        <ErrorMessage action={<RetryButton label={t('common.retry')} onRetry={reloadCart} />}>
          {t('payment.messages.PAYMENT_IN_PROGRESS.text')}
        </ErrorMessage>
      ) : cart.status === 'error' ? (
        <RequestError error={cart.error} t={t} onRetry={reloadCart} />
      ) : options.status === 'error' ? (
        <RequestError error={options.error} t={t} onRetry={reloadOptions} />
      ) : (
        <Loading label={t('payment.loading')} />
      )}
    </section>
  )
}
