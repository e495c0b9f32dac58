import { errorText } from '../error-text'
import type { Translate } from '../use-translate'
import { WaitNotice } from '../wait-notice'
import type { useAttempt } from './use-attempt'

interface Props {
  attempt: Pick<ReturnType<typeof useAttempt>, 'blocked' | 'failure' | 'wait' | 'endWait'>
  t: Translate
  locale: string
  /** The button's text, already chosen for busy or not ("Signing in…", "Sign in"). */
  label: string
}

/**
 * A sign-in form's submit button and, above it, what the last try came to: the wait after
 * too many tries, counting down, or the failure in words. aria-disabled, not disabled,
 * while busy or waiting: a disabled button would drop the keyboard focus to the page body;
 * a submit meanwhile is ignored instead (useAttemptForm).
 */
export function AttemptSubmit({ attempt: { blocked, failure, wait, endWait }, t, locale, label }: Props) {
  return (
    <>
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
        {label}
      </button>
    </>
  )
}
