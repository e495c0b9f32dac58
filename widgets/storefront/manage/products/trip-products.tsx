import { useEffect, useRef, useState } from 'react'
import messages from 'dx-locale:products.trip'
import { addProductMessages } from '../../shell/product-messages'
import type { TripLookup } from '../../../../core/trip/load-trip'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { OrderProduct } from '../../shell/order/api'
import { departureDeadline } from '../../shell/order/hold-expiry'
import { ProductDates } from '../../shell/product-dates'
import { TermsLink } from '../../shell/terms-link'
import type { Trip } from '../../shell/trip-api'
import { CancelProductDialog } from './cancel-product-dialog'

addProductMessages(messages)

interface Props {
  products: OrderProduct[]
  /** undefined: a copy from the device, which cannot change the trip. */
  lookup: TripLookup | undefined
  /** The airport of the trip's first departure, in whose time a contract's deadline is counted (its zone absent on a copy kept from before airports had one). */
  departure: { city: string; timeZone?: string | null } | undefined
  t: Translate
  locale: string
  onChanged(trip: Trip): void
}

/**
 * "Your extras" on the trip page: each partner product with its state, reference and
 * dates; a cancellable one has Cancel (a CFAR contract "Cancel for any reason"), which
 * opens a dialog that says what comes back before the traveller confirms.
 */
export function TripProducts({ products, lookup, departure, t, locale, onChanged }: Props) {
  const [cancelling, setCancelling] = useState<OrderProduct>()
  const [said, setSaid] = useState<string>()
  const saidRef = useRef<HTMLParagraphElement>(null)
  // A cancel takes away the button that opened its dialog, so focus would fall to the page's
  // body: it goes to the message that says it is done, as the trip page's other actions do.
  useEffect(() => {
    if (said) saidRef.current?.focus()
  }, [said])
  const shown = products.filter((product) => product.state !== 'VOIDED')
  if (shown.length === 0 && !said) return null
  return (
    <section className="dx-cf-section" aria-labelledby="dx-mb-products">
      <h3 id="dx-mb-products">{t('products.trip.title')}</h3>
      <div role="status">
        {said && (
          <p ref={saidRef} tabIndex={-1}>
            {said}
          </p>
        )}
      </div>
      <ul>
        {shown.map((product) => (
          <li key={product.productId}>
            <p>
              <strong>{product.title}</strong> · {t(`products.trip.kind.${product.kind}`)} ·{' '}
              {t(`products.trip.state.${product.state}`)}
            </p>
            {product.reference && <p>{t('products.trip.reference', { reference: product.reference })}</p>}
            <ProductDates dates={product} message="products.trip.dates" t={t} locale={locale} />
            <p>{t('products.trip.price', { price: priceText({ money: product.price, locale, t }) })}</p>
            {product.refunded.amount > 0 && (
              <p>{t('products.trip.refunded', { amount: priceText({ money: product.refunded, locale, t }) })}</p>
            )}
            {/* A contract still in force says until when it can be used, and once that has passed, that it has:
                the button then goes, and the traveller should know why. */}
            {product.cfar && product.state === 'CONFIRMED' && (
              <p>
                {departureDeadline(
                  product.cfar.deadline,
                  departure,
                  product.cancellable
                    ? { at: 'products.trip.cfarUntilAt', device: 'products.trip.cfarUntil' }
                    : { at: 'products.trip.cfarEndedAt', device: 'products.trip.cfarEnded' },
                  t,
                  locale,
                )}
              </p>
            )}
            <TermsLink url={product.terms.url}>{t('products.trip.terms', { provider: product.provider })}</TermsLink>
            {lookup && product.cancellable && product.state === 'CONFIRMED' && (
              <p>
                <button
                  type="button"
                  className="dx-button dx-button--secondary"
                  onClick={() => {
                    setSaid(undefined)
                    setCancelling(product)
                  }}
                >
                  {product.kind === 'CFAR'
                    ? t('products.trip.exercise')
                    : t('products.trip.cancel', { title: product.title })}
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
      {cancelling && lookup && (
        <CancelProductDialog
          product={cancelling}
          others={products.filter((p) => p.productId !== cancelling.productId && p.state === 'CONFIRMED')}
          lookup={lookup}
          t={t}
          locale={locale}
          onDone={(trip, text) => {
            setCancelling(undefined)
            setSaid(text)
            onChanged(trip)
          }}
          onClose={() => setCancelling(undefined)}
        />
      )}
    </section>
  )
}
