import { useEffect, useRef, useState } from 'react'
import type { AccountSessionFragment } from '../../../core/api/generated/operations'
import { signIn } from '../../../core/account/sign-in'
import { Field } from '../field'
import type { Translate } from '../use-translate'
import { AttemptSubmit } from './attempt-submit'
import { emailProblem } from './email-problem'
import { PasswordField } from './password-field'
import { useAttemptForm } from './use-attempt-form'

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
  const attempt = useAttemptForm()
  const { form, tried, busy, failure, wait } = attempt
  const passwordInput = useRef<HTMLInputElement>(null)

  const emailError = tried ? emailProblem(email) : undefined
  const passwordError = tried && !password ? 'account.dialog.passwordRequired' : undefined

  // A refused sign-in: the password is typed again, so it is cleared and takes focus.
  useEffect(() => {
    if (failure && wait === undefined) passwordInput.current?.focus()
  }, [failure, wait])

  const submit = attempt.submit(emailProblem(email) !== undefined || !password, async () => {
    try {
      onSignedIn(await signIn(email, password))
    } catch (error) {
      setPassword('')
      throw error
    }
  })

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
      <PasswordField
        label={t('account.dialog.password')}
        error={passwordError && t(passwordError)}
        showLabel={t('account.dialog.showPassword')}
        inputRef={passwordInput}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        autoComplete="current-password"
        maxLength={128}
        required
      />
      <AttemptSubmit
        attempt={attempt}
        t={t}
        locale={locale}
        label={t(busy ? 'account.dialog.submitting' : 'account.dialog.submit')}
      />
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
