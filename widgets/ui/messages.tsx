import type { ReactNode } from 'react'
import { errorText } from './error-text'
import { RetryButton } from './retry-button'
import type { Translate } from './use-translate'

/** An error with a way forward; announced at once. */
export function ErrorMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="dx-alert">
      <p>{children}</p>
      {action}
    </div>
  )
}

/** A polite notice such as "no flights on this day". */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="dx-alert dx-alert--info">
      <p>{children}</p>
    </div>
  )
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="dx-loading">
      <span className="dx-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** A failed request: its translated reason (explained by code from `refusals` when it has a message there, see errorText) and a retry. */
export function RequestError({
  error,
  t,
  onRetry,
  refusals,
}: {
  error: unknown
  t: Translate
  onRetry?: () => void
  refusals?: string
}) {
  return (
    <ErrorMessage action={onRetry && <RetryButton label={t('common.retry')} onRetry={onRetry} />}>
      {errorText(error, t, refusals)}
    </ErrorMessage>
  )
}
