import type { SelectHTMLAttributes } from 'react'
import { FieldFrame } from './field'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  hint?: string | undefined
  error?: string | undefined
  options: readonly { value: string; label: string }[]
}

/** A labelled select with its hint and error tied to it: the frame of ui/field.tsx around a select. */
export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
