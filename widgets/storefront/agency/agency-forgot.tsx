import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { errorText } from '../../ui/error-text'
import { Field } from '../../ui/field'
import type { Translate } from '../../ui/use-translate'
import { requestResetKey } from './agency-api'

interface Props {
  t: Translate
  /** What the sign-in form holds, to start from. */
  loginId: string
  onClose(): void
}

/**
 * "Forgot password?": the loginId, then one answer whether or not it belongs to an agent
 * (the API answers true either way, so the page cannot tell anyone which loginIds exist).
 */
export function AgencyForgot({ t, loginId: initial, onClose }: Props) {
  const headingId = useId()
  const [loginId, setLoginId] = useState(initial)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const pending = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const done = useRef<HTMLParagraphElement>(null)
  // Opened from its button, which goes: focus moves to the panel's heading.
  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    if (sent) done.current?.focus()
  }, [sent])
  const problem = loginId.trim() ? undefined : t('agency.signIn.loginIdRequired')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending.current) return
    setTried(true)
    if (problem) return
    pending.current = true
    setBusy(true)
    setFailure(undefined)
    try {
      await requestResetKey(loginId.trim())
      setSent(true)
    } catch (error) {
      setFailure(error)
    } finally {
      pending.current = false
      setBusy(false)
    }
  }

  return (
    <section className="dx-ag-forgot" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('agency.signIn.forgotTitle')}
      </h3>
      {sent ? (
        <p ref={done} tabIndex={-1} role="status" className="dx-alert dx-alert--info">
          {t('agency.signIn.keySent')}
        </p>
      ) : (
        <form className="dx-form" aria-labelledby={headingId} aria-busy={busy} onSubmit={submit} noValidate>
          <p>{t('agency.signIn.forgotText')}</p>
          <Field
            label={t('agency.signIn.loginId')}
            error={tried ? problem : undefined}
            value={loginId}
            onChange={(event) => setLoginId(event.currentTarget.value)}
            autoComplete="username"
            spellCheck={false}
            maxLength={64}
            required
          />
          {failure !== undefined && (
            <p role="alert" className="dx-alert">
              {errorText(failure, t)}
            </p>
          )}
          <p className="dx-sf-actions">
            <button type="submit" className="dx-button" aria-disabled={busy}>
              {busy ? t('agency.signIn.sendingKey') : t('agency.signIn.sendKey')}
            </button>
          </p>
        </form>
      )}
      <p>
        <button type="button" className="dx-button dx-button--secondary" onClick={onClose}>
          {sent ? t('agency.signIn.back') : t('agency.signIn.cancel')}
        </button>
      </p>
    </section>
  )
}
