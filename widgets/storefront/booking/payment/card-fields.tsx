import { useId } from 'react'
import { Field } from '../../../ui/field'
import type { Translate } from '../../../ui/use-translate'
import { countryOptions } from '../../../ui/countries'
import { SelectField } from '../../../ui/select-field'
import { digitTypeahead } from '../../../ui/digit-typeahead'
import { cvcLength, type CardType } from './card'
import type { PaymentFormValues, ProblemField } from './payment-form'
import { cardTypeName } from './surcharge-text'

interface Props {
  values: PaymentFormValues
  cardType: CardType | null
  /** The message to show at a field now, if any. */
  problemAt(field: ProblemField): string | undefined
  onChange(field: keyof PaymentFormValues, value: string): void
  onBlur(field: ProblemField): void
  t: Translate
  locale: string
  /** Today, for the expiry years offered. */
  now: Date
  /** Whether the billing address is asked for too (the payment page); a held order's Pay now takes the card only. */
  billing?: boolean
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'))

/**
 * The card and its billing address. Inputs carry the autocomplete tokens browsers and
 * password managers fill cards from, and numeric keyboards on phones; their values
 * live in the page's state only.
 */
export function CardFields({ values, cardType, problemAt, onChange, onBlur, t, locale, now, billing = true }: Props) {
  const id = useId()
  const bind = (field: keyof PaymentFormValues & ProblemField) => ({
    name: field,
    value: values[field],
    error: problemAt(field),
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
    onBlur: () => onBlur(field),
  })
  const expiryError = problemAt('expiry')
  const expiryErrorId = `${id}-expiry-error`
  const years = Array.from({ length: 16 }, (_, index) => String(now.getFullYear() + index))
  const expirySelect = (field: 'expiryMonth' | 'expiryYear', options: string[], autoComplete: string) => (
    <div className="dx-field">
      <label htmlFor={`${id}-${field}`}>{t(`payment.card.${field}`)}</label>
      <select
        id={`${id}-${field}`}
        name={field}
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={expiryError ? true : undefined}
        aria-describedby={expiryError ? expiryErrorId : undefined}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        onKeyDown={(event) => {
          const typed = digitTypeahead(event)
          if (typed !== undefined) onChange(field, typed)
        }}
        onBlur={() => field === 'expiryYear' && onBlur('expiry')}
      >
        <option value="">{t(`payment.card.${field}Placeholder`)}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <>
      <fieldset className="dx-pay-card">
        <legend>{t('payment.card.legend')}</legend>
        <Field
          {...bind('number')}
          label={t('payment.card.number')}
          hint={
            cardType ? t('payment.card.detected', { type: cardTypeName(cardType, t) }) : t('payment.card.numberHint')
          }
          inputMode="numeric"
          autoComplete="cc-number"
          // Its digit groups are neutral runs: in a right-to-left page they would line up right to left ("1111 4111").
          dir="ltr"
          spellCheck={false}
          maxLength={23}
          aria-required="true"
        />
        <fieldset className="dx-pay-expiry" aria-describedby={expiryError ? expiryErrorId : undefined}>
          <legend>{t('payment.card.expiry')}</legend>
          <div className="dx-form">
            {expirySelect('expiryMonth', MONTHS, 'cc-exp-month')}
            {expirySelect('expiryYear', years, 'cc-exp-year')}
          </div>
          {expiryError && (
            <span id={expiryErrorId} className="dx-field-error">
              {expiryError}
            </span>
          )}
        </fieldset>
        <Field
          {...bind('cvc')}
          label={t('payment.card.cvc')}
          hint={t(cardType === 'AMEX' ? 'payment.card.cvcHintFront' : 'payment.card.cvcHint', {
            digits: cvcLength(cardType),
          })}
          inputMode="numeric"
          autoComplete="cc-csc"
          spellCheck={false}
          maxLength={4}
          aria-required="true"
        />
        <Field
          {...bind('holderName')}
          label={t('payment.card.holderName')}
          autoComplete="cc-name"
          spellCheck={false}
          aria-required="true"
        />
      </fieldset>
      {billing && (
        <fieldset className="dx-pay-billing">
          <legend>{t('payment.billing.legend')}</legend>
          <Field
            {...bind('street')}
            label={t('payment.billing.street')}
            autoComplete="billing street-address"
            aria-required="true"
          />
          <Field
            {...bind('city')}
            label={t('payment.billing.city')}
            autoComplete="billing address-level2"
            aria-required="true"
          />
          <Field
            {...bind('postalCode')}
            label={t('payment.billing.postalCode')}
            autoComplete="billing postal-code"
            aria-required="true"
          />
          <SelectField
            {...bind('country')}
            label={t('payment.billing.country')}
            autoComplete="billing country"
            aria-required="true"
            options={countryOptions(locale, t('payment.billing.countryPlaceholder'))}
          />
        </fieldset>
      )}
    </>
  )
}
