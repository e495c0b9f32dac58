import { useId } from 'react'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { Money } from '../../shell/api'
import type { CurrencyConversionOffer, InstallmentOption } from './api'
import { percent } from './surcharge-text'
import { cached } from '../../../../core/cached'

interface InstallmentsProps {
  plans: InstallmentOption[]
  /** The count chosen, '' to pay at once. */
  value: string
  t: Translate
  locale: string
  onChange(value: string): void
}

/** Monthly installments, shown only when the API offers plans for this card and cart. */
export function InstallmentsChoice({ plans, value, t, locale, onChange }: InstallmentsProps) {
  const id = useId()
  const money = (amount: Money) => priceText({ money: amount, locale, t })
  return (
    <div className="dx-field dx-pay-installments">
      <label htmlFor={id}>{t('payment.installments.label')}</label>
      <select id={id} name="installments" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t('payment.installments.once')}</option>
        {plans.map((plan) => {
          // The total's odd cents go to the last payment: it is said apart, so the payments add up to the total.
          const last = plan.lastInstallment.amount !== plan.perInstallment.amount ? 'Last' : ''
          return (
            <option key={plan.count} value={String(plan.count)}>
              {t(`payment.installments.plan${last}${plan.feePerMille > 0 ? 'WithFee' : ''}`, {
                count: plan.count,
                each: money(plan.perInstallment),
                last: money(plan.lastInstallment),
                total: money(plan.total),
                fee: percent(plan.feePerMille, locale),
              })}
            </option>
          )
        })}
      </select>
    </div>
  )
}

const rateFormats = new Map<string, Intl.NumberFormat>()

/** The rate as the locale writes numbers, to its four decimals at least and all the API gives (0.005425 a yen). */
function rateText(rate: string, locale: string): string {
  return cached(
    rateFormats,
    locale,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 8 }),
  ).format(Number(rate))
}

interface ConversionProps {
  offer: CurrencyConversionOffer
  /** What the card is charged in each currency (amountToPay): with an installment plan, its fee included. */
  charged: { original: Money; converted: Money }
  /** Whether the traveller chose to pay in the card's currency. */
  accepted: boolean
  t: Translate
  locale: string
  onChange(accepted: boolean): void
}

/**
 * Dynamic currency conversion: an explicit choice between the booking currency (the
 * default) and the card's currency, with the rate and its markup shown, each at what the
 * card is charged (a plan's fee included, as the total and the button say).
 */
export function ConversionChoice({ offer, charged, accepted, t, locale, onChange }: ConversionProps) {
  const name = useId()
  const money = (amount: Money) => priceText({ money: amount, locale, t })
  return (
    <fieldset className="dx-pay-options dx-pay-currency">
      <legend>{t('payment.conversion.legend')}</legend>
      <label className="dx-pay-option">
        <input type="radio" name={name} checked={!accepted} onChange={() => onChange(false)} />
        <span>
          {t('payment.conversion.original', { currency: charged.original.currency, amount: money(charged.original) })}
        </span>
      </label>
      <label className="dx-pay-option">
        <input type="radio" name={name} checked={accepted} onChange={() => onChange(true)} />
        <span>
          {t('payment.conversion.converted', {
            currency: charged.converted.currency,
            amount: money(charged.converted),
            rate: t('payment.conversion.rate', {
              one: 1,
              from: offer.original.currency,
              rate: rateText(offer.rate, locale),
              to: offer.amount.currency,
            }),
            markup: percent(offer.markupPerMille, locale),
          })}
        </span>
      </label>
    </fieldset>
  )
}
