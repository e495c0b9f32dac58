import { useEffect, useRef } from 'react'
import messages from 'dx-locale:payment'
import { addMessages } from '../../../core/i18n/i18n'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { Loading, RequestError } from '../../ui/messages'
import { useRequest } from '../../ui/use-request'
import { isExpired } from '../booking-errors'
import type { BookingPageProps } from '../shell/page-props'
import { fetchPaymentOptions } from './api'
import { Checkout } from './checkout'
import css from './payment.css'

addMessages('en-US', messages)

/**
 * payment (issue 4): the cart with its breakdown and fare rules, the forms of payment
 * the API offers, and the purchase. Card data never leaves the page's state but for
 * the purchase request itself.
 */
export function PaymentPage(props: BookingPageProps) {
  const { t, titleId, cart, reloadCart, onError } = props
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const [options, reloadOptions] = useRequest('paymentOptions', fetchPaymentOptions)
  useEffect(() => {
    if (options.status === 'error' && isExpired(options.error)) onError(options.error)
  }, [options])
  const cartData = cart.status === 'success' ? cart.data : cart.status === 'loading' || cart.status === 'error' ? cart.previous : undefined
  return (
    <section ref={section} className="dx-sf-page dx-pay" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('payment.title')}
      </h2>
      {cartData && options.status === 'success' ? (
        <Checkout {...props} cartData={cartData} options={options.data} />
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
