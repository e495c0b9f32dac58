import { useState } from 'react'
import type { OrderProductFragment } from '../../../../core/api/generated/operations'
import { errorText } from '../../../ui/error-text'
import { ErrorMessage } from '../../../ui/messages'
import { priceText } from '../../../ui/price'
import { isExpired } from '../../shell/booking-errors'
import { ProductDates } from '../../shell/product-dates'
import { criteriaHash } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RetryButton } from '../../../ui/retry-button'
import { RouteLink } from '../../shell/route-link'
import { removeProductFromCart } from './protection/api'

type StayKind = 'CAR' | 'HOTEL'

/** Each detour: the page that finds one, and the extras' link to it while none is chosen. */
const DETOURS = [
  { kind: 'CAR', page: 'cars', find: 'extras.stay.car' },
  { kind: 'HOTEL', page: 'hotel-search', find: 'extras.stay.hotel' },
] as const

type Removal = { kind: StayKind; status: 'removing' | 'removed' } | { kind: StayKind; status: 'error'; error: unknown }

type Props = Pick<BookingPageProps, 'route' | 'criteria' | 't' | 'locale' | 'cart' | 'reloadCart' | 'onError'> & {
  /** A booked trip's products, in a change to it: a car or hotel of a kind booked replaces it. */
  booked?: readonly OrderProductFragment[]
}

/**
 * "Car and hotel" on the extras: the car and the hotel in the cart (name, dates and price, from
 * the shell's cart, so it agrees with the trip summary) with a way to change or remove
 * each, or the link to find one. Removing reads the cart again, as every cart change does.
 */
export function StaySection({ route, criteria, t, locale, cart, reloadCart, onError, booked }: Props) {
  const [removal, setRemoval] = useState<Removal>()
  // While the cart is read again, the last answer stays on the page rather than flickering away.
  const shown = cart.status === 'success' ? cart.data : cart.status === 'idle' ? undefined : cart.previous
  const remove = (kind: StayKind) => {
    if (removal?.status === 'removing') return
    setRemoval({ kind, status: 'removing' })
    removeProductFromCart(kind).then(
      () => {
        setRemoval({ kind, status: 'removed' })
        reloadCart()
      },
      (error: unknown) => {
        setRemoval({ kind, status: 'error', error })
        if (isExpired(error)) onError(error)
      },
    )
  }
  return (
    <section className="dx-ax-stay" aria-labelledby="dx-ax-stay-title">
      <h3 id="dx-ax-stay-title">{t('extras.stay.title')}</h3>
      <ul>
        {DETOURS.map(({ kind, page, find }) => {
          const chosen = shown?.products.find((product) => product.kind === kind)
          // In a change, criteriaHash keeps the change (keepChange): the page adds to its cart.
          const hash = criteriaHash(route.channel, page, criteria)
          const replaced = booked?.find((product) => product.kind === kind && product.state === 'CONFIRMED')
          return (
            <li key={kind}>
              {replaced && (
                // By the provider's rules (docs/decisions/product-replacement.md): what its terms
                // give back while it can be cancelled, nothing once it has started.
                <p>
                  {t(`extras.stay.replaces.${replaced.cancellable ? 'refund' : 'started'}.${kind}`, {
                    title: replaced.title,
                  })}
                </p>
              )}
              {chosen ? (
                <>
                  <p>
                    {t(`extras.stay.chosen.${kind}`, {
                      title: chosen.title,
                      price: priceText({ money: chosen.price, locale, t }),
                    })}
                  </p>
                  <ProductDates dates={chosen} message="extras.stay.dates" t={t} locale={locale} />
                  <p className="dx-sf-actions">
                    <RouteLink hash={hash}>{t(`extras.stay.change.${kind}`)}</RouteLink>
                    <button type="button" className="dx-link-button" onClick={() => remove(kind)}>
                      {t(`extras.stay.remove.${kind}`)}
                    </button>
                  </p>
                </>
              ) : (
                <RouteLink hash={hash}>{t(find)}</RouteLink>
              )}
            </li>
          )
        })}
      </ul>
      <div role="status">
        {removal && removal.status !== 'error' && <p>{t(`extras.stay.${removal.status}.${removal.kind}`)}</p>}
      </div>
      {removal?.status === 'error' && !isExpired(removal.error) && (
        <ErrorMessage action={<RetryButton label={t('common.retry')} onRetry={() => remove(removal.kind)} />}>
          {t(`extras.stay.removeFailed.${removal.kind}`)} {errorText(removal.error, t)}
        </ErrorMessage>
      )}
    </section>
  )
}
