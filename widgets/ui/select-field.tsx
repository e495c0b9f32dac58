import { type SelectHTMLAttributes, useMemo } from 'react'
import { FieldFrame } from './field'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** Kept by the caller when it is long (countryOptions): the same array makes no option again. */
  options: readonly { value: string; label: string }[]
}

/** A labelled select with its hint and error tied to it: the frame of ui/field.tsx around a select. */
export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  // Made once per list: a form renders again at each keystroke, and React and Preact pass over
  // the elements they were given before (a country list is 250 of them).
  const optionElements = useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    [options],
  )
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {optionElements}
        </select>
      )}
    </FieldFrame>
  )
}
