import { useId, type RefObject } from 'react'

export interface SummaryItem {
  /** The field to go to, by API path; none for a problem of the whole booking. */
  path?: string | undefined
  text: string
}

export interface ErrorSummaryProps {
  title: string
  items: SummaryItem[]
  /** Focus moves here on a refused submit, so the list is read out first. */
  focusRef: RefObject<HTMLDivElement | null>
  onPick(path: string): void
}

/** Every problem at the top of the form, each a link that takes focus to its field. */
export function ErrorSummary({ title, items, focusRef, onPick }: ErrorSummaryProps) {
  const id = useId()
  return (
    <div ref={focusRef} className="dx-pax-errors" tabIndex={-1} role="group" aria-labelledby={id}>
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
