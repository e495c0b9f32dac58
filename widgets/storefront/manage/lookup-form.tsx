import { useId, useState } from 'react'
import type { TripLookup } from '../../../core/trip/load-trip'
import { Field } from '../../ui/field'
import type { Translate } from '../../ui/use-translate'

const PNR = /^[A-Z0-9]{6}$/
const ORDER_ID = /^[A-Z0-9-]{7,40}$/
const NAME = /^\p{L}[\p{L} '’-]*$/u

/** One identifier of 6 characters is a booking reference, any other an order id. */
function lookupOf(reference: string, lastName: string): TripLookup {
  const id = reference.trim().toUpperCase()
  return id.length === 6 ? { pnr: id, lastName: lastName.trim() } : { orderId: id, lastName: lastName.trim() }
}

interface Props {
  /** The reference known from the address, filled in. */
  reference: string
  t: Translate
  onFind(lookup: TripLookup): void
}

/**
 * Finds a trip by its booking reference (or order id) and a passenger's last name. The
 * page's own form, where the trip lookup widget's is not at hand; problems show once the
 * traveller leaves a field or submits.
 */
export function LookupForm({ reference: initial, t, onFind }: Props) {
  const titleId = useId()
  const [reference, setReference] = useState(initial)
  const [lastName, setLastName] = useState('')
  const [shown, setShown] = useState<Set<string>>(new Set())
  const id = reference.trim().toUpperCase()
  const problems = {
    reference: PNR.test(id) || ORDER_ID.test(id) ? undefined : t('manage.lookup.referenceInvalid'),
    lastName: NAME.test(lastName.trim()) ? undefined : t('manage.lookup.lastNameInvalid'),
  }
  const show = (field: keyof typeof problems) => setShown((fields) => new Set(fields).add(field))
  const errorOf = (field: keyof typeof problems) => (shown.has(field) ? problems[field] : undefined)
  return (
    <form
      className="dx-mb-lookup"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault()
        setShown(new Set(['reference', 'lastName']))
        if (problems.reference || problems.lastName) {
          // The first field with a problem, in the form's order.
          event.currentTarget.querySelectorAll('input')[problems.reference ? 0 : 1]?.focus()
          return
        }
        onFind(lookupOf(reference, lastName))
      }}
    >
      <h3 id={titleId}>{t('manage.lookup.title')}</h3>
      <Field
        label={t('manage.lookup.reference')}
        hint={t('manage.lookup.referenceHint')}
        autoComplete="off"
        spellCheck={false}
        value={reference}
        error={errorOf('reference')}
        onBlur={() => show('reference')}
        onChange={(event) => setReference(event.currentTarget.value)}
      />
      <Field
        label={t('manage.lookup.lastName')}
        autoComplete="family-name"
        value={lastName}
        error={errorOf('lastName')}
        onBlur={() => show('lastName')}
        onChange={(event) => setLastName(event.currentTarget.value)}
      />
      <p className="dx-sf-actions">
        <button type="submit" className="dx-button">
          {t('manage.lookup.submit')}
        </button>
      </p>
    </form>
  )
}
