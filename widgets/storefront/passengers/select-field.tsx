import { useId, type SelectHTMLAttributes } from 'react'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  hint?: string | undefined
  error?: string | undefined
  options: readonly { value: string; label: string }[]
}

/** A labelled select with its hint and error tied to it, as ui/field.tsx does for inputs. */
export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="dx-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={hintId} className="dx-field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="dx-field-error">
          {error}
        </span>
      )}
    </div>
  )
}
