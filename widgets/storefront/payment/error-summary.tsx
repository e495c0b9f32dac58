import { useEffect, useId, useRef } from 'react'
import { plural } from '../../ui/plural'
import type { Translate } from '../../ui/use-translate'

interface Props {
  /** Field name and its message, in the form's order. */
  problems: { field: string; message: string }[]
  /** Changes each time the traveller tried to pay with problems: focus comes here. */
  focusKey: number
  t: Translate
  locale: string
  onPick(field: string): void
}

/** The problems of the form in one list that takes focus; each one moves focus to its field. */
export function ErrorSummary({ problems, focusKey, t, locale, onPick }: Props) {
  const id = useId()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus()
  }, [focusKey])
  if (problems.length === 0) return null
  return (
    <section ref={ref} className="dx-alert dx-pay-summary" tabIndex={-1} aria-labelledby={id}>
      <h3 id={id}>{plural(t, locale, 'payment.summary.title', problems.length)}</h3>
      <ul>
        {problems.map(({ field, message }) => (
          <li key={field}>
            <button type="button" className="dx-link-button" onClick={() => onPick(field)}>
              {message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
