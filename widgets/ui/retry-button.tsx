import type { MouseEvent } from 'react'

/**
 * Try again: it goes away with its failure while the request runs again, and focus with it
 * (to the host page's top), so focus moves first to the heading of the section holding the
 * failure (focusable by script only): a keyboard user goes on from what reloads.
 */
export function RetryButton({ label, onRetry, disabled }: { label: string; onRetry(): void; disabled?: boolean }) {
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    const heading = event.currentTarget.closest('section')?.querySelector('h2')
    if (heading) {
      heading.tabIndex = -1
      heading.focus()
    }
    onRetry()
  }
  return (
    <button type="button" className="dx-button dx-button--secondary" disabled={disabled} onClick={retry}>
      {label}
    </button>
  )
}
