import { type ReactNode, useId, useState } from 'react'

interface Props {
  /** Names what is folded, e.g. "Sort and filter flights". */
  label: string
  /** One line under the label saying what is chosen inside, e.g. "Lowest price · Any time". */
  summary?: string
  children: ReactNode
}

/**
 * Folds `children` behind a button on a narrow screen (795 px and below), so that the
 * first flight shows within a phone's first screen; on a wide screen they always show
 * and the button is hidden (results.css). Closed at first: the list is what a traveller
 * came for (docs/decisions/compact-results-on-phones.md).
 */
export function NarrowFold({ label, summary, children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="dx-fold">
      <button
        type="button"
        className="dx-button dx-button--secondary dx-fold-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span>{label}</span>
        {summary && <span className="dx-fold-summary">{summary}</span>}
      </button>
      <div id={id} className={open ? 'dx-fold-panel dx-fold-panel--open' : 'dx-fold-panel'}>
        {children}
      </div>
    </div>
  )
}
