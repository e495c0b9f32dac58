import { useId, type InputHTMLAttributes } from 'react'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  hint?: string
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function Field({ label, hint, error, ...input }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="dx-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
