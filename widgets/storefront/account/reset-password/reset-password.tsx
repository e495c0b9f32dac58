import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import accountMessages from 'dx-locale:accountPages'
import { passwordProblem } from '../../../../core/account/password-rules'
import { isDxError } from '../../../../core/http/errors'
import { addMessages } from '../../../../core/i18n/i18n'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { ErrorMessage, RequestError } from '../../../ui/messages'
import { SignInButton } from '../../../ui/sign-in/sign-in-button'
import { useFocusFirstError } from '../../../ui/use-focus-first-error'
import { go, pageHash } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import css from '../account.css'
import { resetPassword } from '../api'
import { NewPasswordFields } from '../password/new-password-fields'
import { forgetResetKey, takeResetKey } from './reset-key'

addMessages('en-US', accountMessages)

type Outcome = 'done' | 'invalid'

/**
 * reset-password: the page the reset mail links to, in either channel (b2c: a
 * traveller's resetPassword; b2b: an agent's resetAgencyPassword). The key leaves the
 * address as the page opens and stays in memory. The new password is typed twice, the
 * rules said before and the strength shown while typing. A used or expired key says so
 * and offers a new link; success offers sign-in.
 */
export function ResetPasswordPage({ route, t, titleId }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const [key, setKey] = useState(() => takeResetKey(route.query))
  const [outcome, setOutcome] = useState<Outcome | undefined>(() => (key ? undefined : 'invalid'))
  // Another reset link followed while the page is open (the same page, a new address): its key replaces the one held.
  const query = route.query.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address carries a new key
  useLayoutEffect(() => {
    if (!new URLSearchParams(query).has('key')) return
    setKey(takeResetKey(new URLSearchParams(query)))
    setOutcome(undefined)
  }, [query, route.channel])
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [left, setLeft] = useState<Set<string>>(new Set())
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const [serverWeak, setServerWeak] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const { form, focusFirstError } = useFocusFirstError()
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome && key) result.current?.focus()
  }, [outcome, key])

  const problem = passwordProblem(password) ?? (serverWeak ? 'PASSWORD_TOO_WEAK' : undefined)
  const mismatch = confirm !== password ? 'MISMATCH' : undefined
  const due = (path: string) => attempt > 0 || left.has(path)
  const leave = (path: string) => setLeft((current) => new Set(current).add(path))

  const submit = async () => {
    if (saving || !key) return
    setAttempt((count) => count + 1)
    if (problem || mismatch) {
      focusFirstError()
      return
    }
    setSaving(true)
    setFailure(undefined)
    try {
      await resetPassword(route.channel, key, password)
      forgetResetKey()
      setOutcome('done')
    } catch (error) {
      const code = isDxError(error) ? error.code : undefined
      if (code === 'RESET_KEY_INVALID') {
        forgetResetKey()
        setOutcome('invalid')
      } else if (code === 'PASSWORD_TOO_WEAK') {
        setServerWeak(true)
        focusFirstError()
      } else setFailure({ error })
    } finally {
      setSaving(false)
    }
  }

  const home = pageHash(route.channel, 'home')
  return (
    <section ref={section} className="dx-sf-page dx-ac" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('accountPages.reset.title')}
      </h2>
      {outcome === 'done' ? (
        <div ref={result} tabIndex={-1} role="status" className="dx-alert dx-alert--info dx-ac-prompt">
          <p>{t('accountPages.reset.done')}</p>
          <SignInButton className="dx-button" onSignedIn={() => go(home)} />
        </div>
      ) : outcome === 'invalid' ? (
        <div ref={result} tabIndex={-1}>
          <ErrorMessage action={<SignInButton className="dx-button" />}>{t('accountPages.reset.invalid')}</ErrorMessage>
        </div>
      ) : (
        <form
          ref={form}
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <p>{t('accountPages.reset.intro')}</p>
          <NewPasswordFields
            t={t}
            label="newPassword"
            password={password}
            error={problem && due('password') ? t(`accountPages.password.problem.${problem}`) : undefined}
            onChange={(value) => {
              setServerWeak(false)
              setPassword(value)
            }}
            onLeave={() => leave('password')}
            confirm={{
              value: confirm,
              error: mismatch && due('confirm') ? t('accountPages.password.problem.MISMATCH') : undefined,
              onChange: setConfirm,
              onLeave: () => leave('confirm'),
            }}
          />
          {failure && <RequestError error={failure.error} t={t} />}
          <p className="dx-sf-actions">
            <button type="submit" className="dx-button" aria-disabled={saving}>
              {t(saving ? 'accountPages.reset.saving' : 'accountPages.reset.submit')}
            </button>
          </p>
        </form>
      )}
    </section>
  )
}
