import type { MouseEvent, ReactNode } from 'react'
import { errorText } from './error-text'
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
  // Try again goes away with its failure while the request runs again, and focus with it
  // (to the host page's top): focus moves first to the heading of the section holding the
  // failure (focusable by script only), so a keyboard user goes on from what reloads.
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    const heading = event.currentTarget.closest('section')?.querySelector('h2')
    if (heading) {
      heading.tabIndex = -1
      heading.focus()
    }
    onRetry?.()
  }
  return (
    <ErrorMessage
      action={
        onRetry && (
          <button type="button" className="dx-button dx-button--secondary" onClick={retry}>
            {t('common.retry')}
          </button>
        )
      }
    >
      {errorText(error, t, refusals)}
    </ErrorMessage>
  )
}
