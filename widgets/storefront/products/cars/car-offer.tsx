import { useId } from 'react'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import { TermsLink } from '../../shell/terms-link'
import type { CarOffer } from './api'

interface Props {
  offer: CarOffer
  t: Translate
  locale: string
  /** This offer is being added to the cart */
  adding: boolean
  onChoose(offer: CarOffer): void
}

/**
 * One car class at a desk: what it is, its price for the whole rental, and its rental
 * conditions behind a disclosure, readable before it is chosen (issue 30).
 */
export function CarOfferItem({ offer, t, locale, adding, onChoose }: Props) {
  const id = useId()
  const { conditions } = offer
  const carClass = t(`products.cars.class.${offer.carClass}`)
  const price = priceText({ money: offer.quote.price, locale, t })
  return (
    <li className="dx-car" aria-labelledby={`${id}-class`}>
      <h4 id={`${id}-class`}>{carClass}</h4>
      <p>{t('products.cars.model', { model: offer.model })}</p>
      <p>
        {t('products.cars.specs', {
          seats: offer.seats,
          bags: offer.bags,
          transmission: t(`products.cars.transmission.${offer.transmission}`),
        })}
      </p>
      <p className="dx-car-price">{t('products.cars.price', { price })}</p>
      <details className="dx-car-conditions">
        <summary>{t('products.cars.conditions.title', { car: carClass })}</summary>
        <ul>
          <li>
            {conditions.kilometresPerDay === null
              ? t('products.cars.conditions.unlimited')
              : t('products.cars.conditions.kilometres', { km: conditions.kilometresPerDay })}
          </li>
          <li>{t('products.cars.conditions.age', { age: conditions.minimumDriverAge })}</li>
          <li>
            {t('products.cars.conditions.deposit', { amount: priceText({ money: conditions.deposit, locale, t }) })}
          </li>
          <li>{t(`products.cars.conditions.fuel.${conditions.fuelPolicy}`)}</li>
          <li>{t('products.cars.conditions.cancel', { hours: conditions.freeCancellationHours })}</li>
          {conditions.included.map((cover) => (
            <li key={cover}>{t(`products.cars.conditions.cover.${cover}`)}</li>
          ))}
        </ul>
        <TermsLink url={offer.quote.terms.url}>
          {t('products.cars.conditions.terms', { supplier: offer.quote.provider })}
        </TermsLink>
      </details>
      <button
        type="button"
        className="dx-button"
        aria-disabled={adding || undefined}
        onClick={() => adding || onChoose(offer)}
      >
        {t(adding ? 'products.cars.adding' : 'products.cars.choose', { car: carClass, price })}
      </button>
    </li>
  )
}
