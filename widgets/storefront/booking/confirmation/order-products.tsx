import messages from 'dx-locale:products.confirmation'
import { addProductMessages } from '../../shell/product-messages'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { DroppedProduct } from '../../shell/booked-trip'
import type { OrderProduct } from '../../shell/order/api'
import { TermsLink } from '../../shell/terms-link'
import { ProductDates } from '../../shell/product-dates'

addProductMessages(messages)

interface Props {
  products: OrderProduct[]
  dropped: DroppedProduct[]
  t: Translate
  locale: string
}

/**
 * The partner products of the booking, each with its provider's reference, its dates (a
 * stay or a car hire) and terms, and
 * a plain message for each the purchase could not book (nothing was charged for it).
 */
export function OrderProducts({ products, dropped, t, locale }: Props) {
  const booked = products.filter((product) => product.state === 'CONFIRMED' || product.state === 'EXERCISED')
  if (booked.length === 0 && dropped.length === 0) return null
  return (
    <section className="dx-cf-section" aria-labelledby="dx-cf-products">
      <h3 id="dx-cf-products">{t('products.confirmation.title')}</h3>
      {dropped.map((product) => (
        <p key={product.kind} className="dx-sf-error">
          {t(`products.confirmation.dropped.${product.kind}`)}
        </p>
      ))}
      {booked.length > 0 && (
        <ul>
          {booked.map((product) => (
            <li key={product.productId}>
              <p>
                <strong>{product.title}</strong> · {priceText({ money: product.price, locale, t })}
              </p>
              {product.reference && <p>{t('products.confirmation.reference', { reference: product.reference })}</p>}
              <ProductDates dates={product} message="products.confirmation.dates" t={t} locale={locale} />
              <TermsLink url={product.terms.url}>
                {t('products.confirmation.terms', { provider: product.provider })}
              </TermsLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
