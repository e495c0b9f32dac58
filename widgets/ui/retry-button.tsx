import type { MouseEvent } from 'react'

interface Props {
  label: string
  onRetry(): void
  className?: string
  /** Where focus waits while the request runs again; by default the heading of the section holding the failure (a page's h2, a step's h3). */
  focusTo?(button: HTMLButtonElement): HTMLElement | null | undefined
}

/**
 * Try again: it goes away with its failure while the request runs again, and focus with it
 * (to the host page's top), so focus moves first to what stays near it: a keyboard user
 * goes on from what reloads. What is not focusable (a heading) becomes so by script only
 * (a tab index of -1); a control keeps its place in the tab order.
 */
export function RetryButton({
  label,
  onRetry,
  className = 'dx-button dx-button--secondary',
  focusTo = (button) => button.closest('section')?.querySelector('h2,h3'),
}: Props) {
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    const target = focusTo(event.currentTarget)
    if (target) {
      if (target.tabIndex < 0) target.tabIndex = -1
      target.focus()
    }
    onRetry()
  }
  return (
    <button type="button" className={className} onClick={retry}>
      {label}
    </button>
  )
}
