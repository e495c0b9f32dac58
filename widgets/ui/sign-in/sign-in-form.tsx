import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AccountSessionFragment } from '../../../core/api/generated/operations'
import { signIn } from '../../../core/account/sign-in'
import { errorText } from '../error-text'
import { Field, FieldFrame } from '../field'
import { useFocusFirstError } from '../use-focus-first-error'
import type { Translate } from '../use-translate'
import { WaitNotice } from '../wait-notice'
import { emailProblem } from './email-problem'
import { useAttempt } from './use-attempt'

interface Props {
  t: Translate
  locale: string
  /** Kept by the dialog, so that "Forgot password?" starts from what was typed. */
  email: string
  onEmail(email: string): void
  onForgot(): void
  /** Where "Create an account" goes (create-profile, storefront-page-url.ts). */
  createUrl: string
  onCreate(): void
  onSignedIn(session: AccountSessionFragment): void
}

/**
 * Email and password, checked once a submit was tried. A refusal is said in words with a
 * way forward: SIGN_IN_FAILED in one message that never says which of the two was wrong
 * (the password is cleared and takes focus), too many tries as a wait counting down.
 * The password lives in this form only: never lifted, stored or logged.
 */
export function SignInForm({ t, locale, email, onEmail, onForgot, createUrl, onCreate, onSignedIn }: Props) {
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const [tried, setTried] = useState(false)
  const { form, focusFirstError } = useFocusFirstError()
  const { run, busy, blocked, failure, wait, endWait } = useAttempt()
  const passwordInput = useRef<HTMLInputElement>(null)

  const emailError = tried ? emailProblem(email) : undefined
  const passwordError = tried && !password ? 'account.dialog.passwordRequired' : undefined

  // A refused sign-in: the password is typed again, so it is cleared and takes focus.
  useEffect(() => {
    if (failure && wait === undefined) passwordInput.current?.focus()
  }, [failure, wait])

  // aria-disabled, not disabled, while busy or waiting: a disabled button would drop the
  // keyboard focus to the page body; a submit meanwhile is ignored instead.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The dialog may open from inside a form of the page's (passengers, create-profile): this
    // submit is the dialog's own and must not send that form too.
    event.stopPropagation()
    if (blocked) return
    setTried(true)
    if (emailProblem(email) || !password) {
      focusFirstError()
      return
    }
    void run(async () => {
      try {
        onSignedIn(await signIn(email, password))
      } catch (error) {
        setPassword('')
        throw error
      }
    })
  }

  return (
    <form ref={form} className="dx-form dx-signin-form" noValidate aria-busy={busy} onSubmit={submit}>
      <Field
        label={t('account.dialog.email')}
        error={emailError && t(emailError)}
        type="email"
        value={email}
        onChange={(event) => onEmail(event.currentTarget.value)}
        autoComplete="username"
        spellCheck={false}
        maxLength={254}
        required
      />
      <FieldFrame label={t('account.dialog.password')} error={passwordError && t(passwordError)}>
        {(control) => (
          <div className="dx-signin-password">
            <input
              {...control}
              ref={passwordInput}
              type={shown ? 'text' : 'password'}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              spellCheck={false}
              maxLength={128}
              required
            />
            <button
              type="button"
              className="dx-button dx-button--secondary"
              aria-pressed={shown}
              onClick={() => setShown((before) => !before)}
            >
              {t('account.dialog.showPassword')}
            </button>
          </div>
        )}
      </FieldFrame>
      {wait !== undefined && (
        <WaitNotice
          seconds={wait}
          t={t}
          locale={locale}
          waitKey="account.dialog.wait"
          readyKey="account.dialog.ready"
          onOver={endWait}
        />
      )}
      {failure && wait === undefined && (
        <p role="alert" className="dx-alert">
          {errorText(failure.error, t)}
        </p>
      )}
      <button type="submit" className="dx-button" aria-disabled={blocked}>
        {t(busy ? 'account.dialog.submitting' : 'account.dialog.submit')}
      </button>
      <p className="dx-signin-links">
        <button type="button" className="dx-signin-link" onClick={onForgot}>
          {t('account.dialog.forgot')}
        </button>
        <span>
          {t('account.dialog.noAccount')}{' '}
          <a href={createUrl} onClick={onCreate}>
            {t('account.dialog.create')}
          </a>
        </span>
      </p>
    </form>
  )
}
