import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

/** What a field's control carries to be tied to its label, hint and error. */
interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldFrameProps {
  label: string
  hint?: string | undefined
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string | undefined
  /** The control itself (an input, a select), given the attributes that tie it to the rest. */
  children(control: ControlProps): ReactNode
}

/** A label, the control, its hint and its error, tied together for screen readers: the one frame of every field. */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="dx-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  hint?: string
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function Field({ label, hint, error, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  )
}
