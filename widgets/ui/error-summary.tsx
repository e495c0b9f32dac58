import { useEffect, useId, useRef } from 'react'

export interface SummaryItem {
  /** The field to go to (the page's own name for it); none for a problem of the whole form. */
  path?: string | undefined
  text: string
}

export interface ErrorSummaryProps {
  /** Says how many problems there are (a plural message). */
  title: string
  items: SummaryItem[]
  /**
   * Changes (above 0) each time a submit was refused: focus then moves to the summary,
   * so it is read out first. A summary that only changes as fields are fixed keeps
   * focus where the traveller types.
   */
  focusKey: number
  /** The page's class for it (its styles, and what tests find it by). */
  className: string
  /** Moves focus to the field of `path` (the page knows how to show and find it). */
  onPick(path: string): void
}

/**
 * The problems of a form at its top, each a link that takes focus to its field; nothing
 * when there are none. Render it unconditionally: it keeps its place (and its focus
 * rule) while the list changes.
 */
export function ErrorSummary({ title, items, focusKey, className, onPick }: ErrorSummaryProps) {
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const summary = ref.current
    if (focusKey <= 0 || !summary) return
    const { top, bottom } = summary.getBoundingClientRect()
    summary.focus({ preventScroll: true })
    // Out of view, it comes in from its top: the browser would centre a summary taller than the
    // screen (twenty problems and more), its heading above the top.
    if (top < 0 || bottom > window.innerHeight) summary.scrollIntoView({ block: 'start' })
  }, [focusKey])
  if (items.length === 0) return null
  return (
    <div ref={ref} className={className} tabIndex={-1} role="group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {items.map((item, index) => (
          <li key={item.path ?? index}>
            {item.path ? (
              // A real link for what it is; the hash router must not see it, so focus moves in place.
              <a
                href={`#${item.path}`}
                onClick={(event) => {
                  event.preventDefault()
                  onPick(item.path as string)
                }}
              >
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
