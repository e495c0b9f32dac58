import type { Translate } from '../../../ui/use-translate'
import { familyNameFirst } from '../../../../core/i18n/name-order'
import { Field } from '../../../ui/field'
import type { passengerInputs } from './passenger-inputs'

type NameField = 'givenName' | 'familyName'

interface Props {
  locale: string
  t: Translate
  /** The fields' bound props (passengerInputs' field). */
  field: ReturnType<typeof passengerInputs>['field']
  /** The autofill token a name field carries: 'off' where the form is not the traveller's own. */
  autoComplete(token: 'given-name' | 'family-name'): string
  /** Under each name, how to write it; a form that says it once above leaves it out. */
  hint?: string
}

/**
 * A traveller's two name fields side by side, in the order the locale writes names
 * (family name first in ja-JP), so the visual order and the tab order both follow it.
 * Only their place changes: the fields keep their names, autofill and checks.
 */
export function NameRow({ locale, t, field, autoComplete, hint }: Props) {
  const name = (which: NameField, token: 'given-name' | 'family-name') => (
    <Field
      label={t(`passengers.field.${which}`)}
      hint={hint}
      autoComplete={autoComplete(token)}
      aria-required="true"
      {...field(which)}
    />
  )
  const given = name('givenName', 'given-name')
  const family = name('familyName', 'family-name')
  return (
    <div className="dx-pax-row">
      {familyNameFirst(locale) ? family : given}
      {familyNameFirst(locale) ? given : family}
    </div>
  )
}
