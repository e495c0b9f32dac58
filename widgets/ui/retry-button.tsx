import type { MouseEvent } from 'react'

interface Props {
  label: string
  onRetry(): void
  disabled?: boolean
  className?: string
  /** Where focus waits while the request runs again; by default the heading of the section holding the failure. */
  focusTo?(button: HTMLButtonElement): HTMLElement | null | undefined
}

const sectionHeading = (button: HTMLButtonElement) => button.closest('section')?.querySelector('h2')

/**
 * Try again: it goes away with its failure while the request runs again, and focus with it
 * (to the host page's top), so focus moves first to what stays near it (made focusable by
 * script only when it is not already): a keyboard user goes on from what reloads.
 */
export function RetryButton({
  label,
  onRetry,
  disabled,
  className = 'dx-button dx-button--secondary',
  focusTo = sectionHeading,
}: Props) {
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    const target = focusTo(event.currentTarget)
    if (target) {
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1
      target.focus()
    }
    onRetry()
  }
  return (
    <button type="button" className={className} disabled={disabled} onClick={retry}>
      {label}
    </button>
  )
}
