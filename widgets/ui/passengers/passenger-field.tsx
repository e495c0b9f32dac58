import { useId, useRef, useState } from 'react'
import { lazyComponent } from '../lazy-component'
import { ErrorBoundary } from '../error-boundary'
import type { PassengerCounts, SearchConfig } from '../../../core/search/types'
import type { Translate } from '../use-translate'
import { passengerSummary } from './passenger-summary'

// Like the calendar, the steppers arrive when the traveller reaches for them.
const PassengerPanel = lazyComponent(() => import('./passenger-panel').then((module) => module.default))
const preload = () => void PassengerPanel.preload().catch(() => undefined)

export interface PassengerFieldProps {
  label: string
  counts: PassengerCounts
  config: SearchConfig
  onChange(counts: PassengerCounts): void
  locale: string
  t: Translate
  id?: string
}

/** The passengers as a summary button ("2 adults, 1 child") that discloses a stepper per type. */
export function PassengerField({ label, counts, config, onChange, locale, t, ...rest }: PassengerFieldProps) {
  const ownId = useId()
  const id = rest.id ?? ownId
  const field = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  return (
    <div ref={field} className="dx-field dx-passenger-field">
      <span id={`${id}-label`} className="dx-label">
        {label}
      </span>
      <div className="dx-anchor dx-anchor--here">
        <button
          ref={button}
          id={id}
          type="button"
          className="dx-picker-button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-labelledby={`${id}-label ${id}`}
          onClick={() => setOpen(!open)}
          onFocus={preload}
          onPointerEnter={preload}
        >
          {passengerSummary(counts, config, t, locale)}
        </button>
        {open && (
          // A panel that cannot load is said in its place; the form and what it holds stay.
          <ErrorBoundary t={t}>
            <PassengerPanel
              id={`${id}-panel`}
              labelId={`${id}-label`}
              counts={counts}
              config={config}
              onChange={onChange}
              onClose={close}
              locale={locale}
              t={t}
              within={field}
            />
          </ErrorBoundary>
        )}
      </div>
    </div>
  )
}
