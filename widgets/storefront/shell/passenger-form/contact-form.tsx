import { Field } from '../../../ui/field'
import type { FormBinding } from './form-binding'
import type { ContactDraft } from './passenger-draft'

export interface ContactFormProps {
  draft: ContactDraft
  bind: FormBinding
  onChange(change: Partial<ContactDraft>, path: string): void
}

/** Email and phone of the booking's contact, with the autocomplete tokens browsers fill them by. */
export function ContactForm({ draft, bind, onChange }: ContactFormProps) {
  const { t, errorOf, leave } = bind
  const field = (name: keyof ContactDraft) => ({
    'data-path': `contact.${name}`,
    label: t(`passengers.field.${name}`),
    hint: t(`passengers.hint.${name}`),
    value: draft[name],
    error: errorOf(`contact.${name}`),
    'aria-required': true,
    onBlur: () => leave(`contact.${name}`),
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onChange({ [name]: event.currentTarget.value }, `contact.${name}`),
  })
  return (
    <div className="dx-pax-fields">
      <Field type="email" inputMode="email" autoComplete="email" spellCheck={false} {...field('email')} />
      <div className="dx-pax-row dx-pax-phone">
        <Field inputMode="tel" autoComplete="tel-country-code" maxLength={5} {...field('phoneCountryCode')} />
        <Field type="tel" autoComplete="tel-national" {...field('phoneNumber')} />
      </div>
    </div>
  )
}
