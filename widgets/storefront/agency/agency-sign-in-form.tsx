import { useCallback, useId, useRef, useState, type FormEvent } from 'react'
import { isDxError } from '../../../core/http/errors'
import { errorText } from '../../ui/error-text'
import { Field } from '../../ui/field'
import { PasswordField } from '../../ui/sign-in/password-field'
import { useFocusFirstError } from '../../ui/use-focus-first-error'
import type { Translate } from '../../ui/use-translate'
import { RouteLink } from '../shell/route-link'
import { pageHash } from '../shell/navigate'
import { signInAgent } from './agency-api'
import { AgencyForgot } from './agency-forgot'
import { AgencyWait } from './agency-wait'

interface Props {
  t: Translate
  locale: string
  channel: string
  /** The agent is signed in ($account holds the session). */
  onSignedIn?(): void
}

/** A wrong loginId or password: one message, which never says which of the two was wrong. */
const failureText = (error: unknown, t: Translate): string =>
  isDxError(error) && error.code === 'SIGN_IN_FAILED' ? t('agency.signIn.failed') : errorText(error, t)

/**
 * loginId and password. A submit while one runs, or during a wait after too many
 * failures, is ignored (the button says so with aria-disabled, keeping the focus).
 * "Forgot password?" asks for the loginId and sends a reset key.
 */
export function AgencySignInForm({ t, locale, channel, onSignedIn }: Props) {
  const failureId = useId()
  const [loginId, setLoginId] = useState('')
  const [password, setPassword] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const [forgetting, setForgetting] = useState(false)
  const pending = useRef(false)
  const forgotButton = useRef<HTMLButtonElement>(null)
  const { form, focusFirstError } = useFocusFirstError()

  const problems = {
    loginId: loginId.trim() ? undefined : t('agency.signIn.loginIdRequired'),
    password: password ? undefined : t('agency.signIn.passwordRequired'),
  }
  const wait = isDxError(failure) && failure.status === 429 ? failure.retryAfterSeconds : undefined
  const [waitOver, setWaitOver] = useState(false)
  const endWait = useCallback(() => setWaitOver(true), [])
  const blocked = busy || (wait !== undefined && !waitOver)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending.current || blocked) return
    setTried(true)
    if (problems.loginId || problems.password) {
      focusFirstError()
      return
    }
    pending.current = true
    setBusy(true)
    setFailure(undefined)
    setWaitOver(false)
    try {
      await signInAgent(loginId.trim(), password)
      onSignedIn?.()
    } catch (error) {
      setFailure(error)
      setPassword('')
    } finally {
      pending.current = false
      setBusy(false)
    }
  }

  return (
    <>
      <form
        ref={form}
        className="dx-form dx-ag-form"
        aria-label={t('agency.signIn.formLabel')}
        aria-describedby={failure !== undefined && wait === undefined ? failureId : undefined}
        aria-busy={busy}
        onSubmit={submit}
        noValidate
      >
        <Field
          label={t('agency.signIn.loginId')}
          error={tried ? problems.loginId : undefined}
          value={loginId}
          onChange={(event) => setLoginId(event.currentTarget.value)}
          autoComplete="username"
          spellCheck={false}
          maxLength={64}
          required
        />
        <PasswordField
          label={t('agency.signIn.password')}
          showLabel={t('agency.signIn.showPassword')}
          error={tried ? problems.password : undefined}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          maxLength={128}
          required
        />
        {wait !== undefined && (
          <AgencyWait key={String(failure)} seconds={wait} t={t} locale={locale} onOver={endWait} />
        )}
        {failure !== undefined && wait === undefined && (
          <p id={failureId} role="alert" className="dx-alert">
            {failureText(failure, t)}
          </p>
        )}
        <p className="dx-sf-actions">
          <button type="submit" className="dx-button" aria-disabled={blocked}>
            {busy ? t('agency.signIn.submitting') : t('agency.signIn.submit')}
          </button>
          {!forgetting && (
            <button ref={forgotButton} type="button" className="dx-link-button" onClick={() => setForgetting(true)}>
              {t('agency.signIn.forgot')}
            </button>
          )}
        </p>
      </form>
      {forgetting && (
        <AgencyForgot
          t={t}
          loginId={loginId}
          onClose={() => {
            setForgetting(false)
            // The button comes back once the panel goes: focus returns to it.
            requestAnimationFrame(() => forgotButton.current?.focus())
          }}
        />
      )}
      <p className="dx-ag-register">
        {t('agency.signIn.noAccount')}{' '}
        <RouteLink hash={pageHash(channel, 'agency-profile', new URLSearchParams({ register: '1' }))}>
          {t('agency.signIn.register')}
        </RouteLink>
      </p>
    </>
  )
}
