import { useId, useRef, useState } from 'react'
import { lazyComponent } from '../lazy-component'
import { ErrorBoundary } from '../error-boundary'
import { formatSearchDate, parseSearchDate } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import type { Translate } from '../use-translate'
import './calendar-messages'

// The calendar is fetched when the traveller points at or focuses the field, not
// with the page: the widget's first load stays within its size budget.
const CalendarDialog = lazyComponent(() => import('./calendar-dialog').then((module) => module.default))
const preload = () => void CalendarDialog.preload().catch(() => undefined)

export interface DateFieldProps {
  label: string
  /** YYYY-MM-DD, or '' for none yet. */
  value: string
  /** First and last days that may be chosen. */
  min: Date
  max: Date
  onChange(value: string): void
  locale: string
  t: Translate
  /** Shown under the button, tied to it with aria-describedby; marks it invalid. */
  error?: string | undefined
  /** The button's id, so a form can focus it. */
  id?: string
  /** A day to point out in the calendar (YYYY-MM-DD), e.g. the departure in the return's, and what it is ("Departure"). */
  marked?: { date: string; label: string } | undefined
}

/** A date chosen in a calendar dialog (WAI-ARIA date picker dialog pattern), shown as the locale writes it. */
export function DateField({ label, value, min, max, onChange, locale, t, error, marked, ...rest }: DateFieldProps) {
  const ownId = useId()
  const id = rest.id ?? ownId
  const field = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const date = value ? parseSearchDate(value) : undefined
  const close = (chosen: Date | undefined, refocus: boolean) => {
    setOpen(false)
    if (chosen) onChange(formatSearchDate(chosen))
    if (refocus) button.current?.focus()
  }
  return (
    <div ref={field} className="dx-field dx-date-field">
      <span id={`${id}-label`} className="dx-label">
        {label}
      </span>
      {/* The calendar sits right under the button (its static position), aligned with the form's start. */}
      <div className="dx-anchor">
        <button
          ref={button}
          id={id}
          type="button"
          className="dx-picker-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${id}-label ${id}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => setOpen(!open)}
          onFocus={preload}
          onPointerEnter={preload}
        >
          {date ? formatLongDate(date, locale) : t('calendar.choose')}
        </button>
        {open && (
          // A calendar that cannot load is said in its place; the form and what it holds stay.
          <ErrorBoundary t={t}>
            <CalendarDialog
              label={label}
              value={date}
              min={min}
              max={max}
              marked={marked && markedDay(marked)}
              locale={locale}
              t={t}
              within={field}
              onClose={close}
            />
          </ErrorBoundary>
        )}
      </div>
      {error && (
        <span id={`${id}-error`} className="dx-field-error">
          {error}
        </span>
      )}
    </div>
  )
}

const markedDay = ({ date, label }: { date: string; label: string }) => {
  const day = parseSearchDate(date)
  return day && { date: day, label }
}
