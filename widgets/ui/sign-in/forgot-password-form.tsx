import { useEffect, useRef, useState } from 'react'
import { requestPasswordReset } from '../../../core/account/request-password-reset'
import { Field } from '../field'
import type { Translate } from '../use-translate'
import { AttemptSubmit } from './attempt-submit'
import { emailProblem } from './email-problem'
import { useAttemptForm } from './use-attempt-form'

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
  const [sent, setSent] = useState(false)
  const attempt = useAttemptForm()
  const { form, tried, busy } = attempt
  const sentNotice = useRef<HTMLDivElement>(null)
  const error = tried ? emailProblem(email) : undefined

  // The form gives way to the answer: focus goes to it, so it is read and the next Tab
  // is "Back to sign in".
  useEffect(() => {
    if (sent) sentNotice.current?.focus()
  }, [sent])

  const submit = attempt.submit(emailProblem(email) !== undefined, async () => {
    await requestPasswordReset(email)
    setSent(true)
  })

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
      <AttemptSubmit
        attempt={attempt}
        t={t}
        locale={locale}
        label={t(busy ? 'account.forgot.submitting' : 'account.forgot.submit')}
      />
      <button type="button" className="dx-signin-link" onClick={onBack}>
        {t('account.forgot.back')}
      </button>
    </form>
  )
}
