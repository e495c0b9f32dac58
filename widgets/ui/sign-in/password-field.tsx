import { useRef, useState, type InputHTMLAttributes, type RefObject } from 'react'
import { useLazyStyles } from '../adopt-lazy-styles'
import { FieldFrame } from '../field'
import css from './password-field.css'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'ref'> {
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** The toggle's name ("Show password"), from the caller's own messages. */
  showLabel: string
  inputRef?: RefObject<HTMLInputElement | null>
}

/**
 * A password field with a "Show password" toggle beside it (a pressed button, so its state
 * is announced), for every form that asks for a password: the sign-in dialog, the agency
 * sign-in, create-profile and reset-password. Shown, the password is plain text in the
 * field only; it is never lifted out of it by the toggle.
 */
export function PasswordField({ label, hint, error, showLabel, inputRef, ...input }: Props) {
  const [shown, setShown] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  useLazyStyles(frame, css)
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <div ref={frame} className="dx-signin-password">
          <input {...input} {...control} ref={inputRef} type={shown ? 'text' : 'password'} spellCheck={false} />
          <button
            type="button"
            className="dx-button dx-button--secondary"
            aria-pressed={shown}
            onClick={() => setShown((before) => !before)}
          >
            {showLabel}
          </button>
        </div>
      )}
    </FieldFrame>
  )
}
