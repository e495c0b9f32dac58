import { useEffect, useRef, useState, type FormEvent } from 'react'
import { requestPasswordReset } from '../../../core/account/request-password-reset'
import { errorText } from '../error-text'
import { Field } from '../field'
import { useFocusFirstError } from '../use-focus-first-error'
import type { Translate } from '../use-translate'
import { WaitNotice } from '../wait-notice'
import { emailProblem } from './email-problem'
import { useAttempt } from './use-attempt'

interface Props {
  t: Translate
  locale: string
  email: string
  onEmail(email: string): void
  onBack(): void
}

/**
 * "Forgot password?": asks for the email, then says one thing whether or not an account
 * has it ("If an account exists for that email, we sent a link"), as the API answers the
 * same either way. Only a failure to reach the API (or too many tries) is said otherwise.
 */
export function ForgotPasswordForm({ t, locale, email, onEmail, onBack }: Props) {
  const [tried, setTried] = useState(false)
  const [sent, setSent] = useState(false)
  const { form, focusFirstError } = useFocusFirstError()
  const { run, busy, blocked, failure, wait, endWait } = useAttempt()
  const sentNotice = useRef<HTMLDivElement>(null)
  const error = tried ? emailProblem(email) : undefined

  // The form gives way to the answer: focus goes to it, so it is read and the next Tab
  // is "Back to sign in".
  useEffect(() => {
    if (sent) sentNotice.current?.focus()
  }, [sent])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The dialog may open from inside a form of the page's (passengers, create-profile): this
    // submit is the dialog's own and must not send that form too.
    event.stopPropagation()
    if (blocked) return
    setTried(true)
    if (emailProblem(email)) {
      focusFirstError()
      return
    }
    void run(async () => {
      await requestPasswordReset(email)
      setSent(true)
    })
  }

  if (sent)
    return (
      <div ref={sentNotice} tabIndex={-1} className="dx-signin-sent">
        <p role="status" className="dx-alert dx-alert--info">
          {t('account.forgot.sent')}
        </p>
        <button type="button" className="dx-button dx-button--secondary" onClick={onBack}>
          {t('account.forgot.back')}
        </button>
      </div>
    )

  return (
    <form ref={form} className="dx-form dx-signin-form" noValidate aria-busy={busy} onSubmit={submit}>
      <p>{t('account.forgot.intro')}</p>
      <Field
        label={t('account.dialog.email')}
        error={error && t(error)}
        type="email"
        value={email}
        onChange={(event) => onEmail(event.currentTarget.value)}
        autoComplete="username"
        spellCheck={false}
        maxLength={254}
        required
      />
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
        {t(busy ? 'account.forgot.submitting' : 'account.forgot.submit')}
      </button>
      <button type="button" className="dx-signin-link" onClick={onBack}>
        {t('account.forgot.back')}
      </button>
    </form>
  )
}
