import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { formatSearchDate } from '../../../core/dates/dates'
import { formatFullDate, formatMonthYear, formatWeekday } from '../../../core/i18n/format'
import { isRtl } from '../../../core/i18n/locale'
import { useLazyStyles } from '../adopt-lazy-styles'
import { modalKeys } from '../trap-tab'
import { useDismiss } from '../use-dismiss'
import type { Translate } from '../use-translate'
import './calendar-messages'
import { addMonths, clampDate, monthGrid, monthsBetween, sameDay, startOfMonth } from './calendar'
import { dayAfterKey, dayKeyModifiers } from './day-keys'
import { firstDayOfWeek } from './week-info'
import css from './calendar-dialog.css'

export interface CalendarDialogProps {
  /** The field's label, the dialog's name. */
  label: string
  value: Date | undefined
  /** A day pointed out with a mark and a description, e.g. the departure in the return calendar. */
  marked?: { date: Date; label: string } | undefined
  min: Date
  max: Date
  locale: string
  t: Translate
  /** The field holding the dialog: a press inside it is not a press outside. */
  within: RefObject<HTMLElement | null>
  /** Closed with the chosen day, or without one; `refocus` returns focus to the field's button. */
  onClose(chosen: Date | undefined, refocus: boolean): void
}

/**
 * The calendar of the date picker dialog pattern: one grid per month, two side by
 * side on wide screens. Arrows move by day and week (left and right as the reader
 * sees them, so reversed in right-to-left), PageUp/PageDown by month (with Shift by
 * year), Home/End to the week's first and last day, Enter chooses, Escape closes.
 */
export default function CalendarDialog({
  label,
  value,
  marked,
  min,
  max,
  locale,
  t,
  within,
  onClose,
}: CalendarDialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  useLazyStyles(dialog, css)
  useDismiss(within, () => onClose(undefined, false))
  const titleId = useId()
  const rtl = isRtl(locale)
  const firstDay = firstDayOfWeek(locale)
  const count = useMonthCount(dialog)
  const [focused, setFocused] = useState(() => clampDate(value ?? min, min, max))
  const moveFocus = useRef(true)
  // The first month shown follows the focused day just enough to keep it in view.
  const view = useRef(startOfMonth(focused))
  const offset = monthsBetween(view.current, focused)
  if (offset < 0 || offset >= count) view.current = startOfMonth(offset < 0 ? focused : addMonths(focused, 1 - count))
  const months = Array.from({ length: count }, (_, index) => addMonths(view.current, index))
  const canBack = monthsBetween(min, view.current) > 0
  const canForward = monthsBetween(months[count - 1] as Date, max) > 0
  const today = new Date()

  useEffect(() => {
    if (!moveFocus.current) return
    dialog.current?.querySelector<HTMLElement>(`[data-date="${formatSearchDate(focused)}"]`)?.focus()
  }, [focused])

  // From the day the last move went to, not this render's: keys pressed faster than the
  // calendar renders (PageDown, then ArrowDown at once) each count.
  const go = (to: (from: Date) => Date, focusDay = true) => {
    moveFocus.current = focusDay
    // Unavailable days can take focus (and say so), but not months outside the range.
    setFocused((from) => clampDate(to(from), startOfMonth(min), new Date(max.getFullYear(), max.getMonth() + 1, 0)))
  }
  const available = (day: Date) => day >= startOfDay(min) && day <= max

  const gridKeys = (event: KeyboardEvent) => {
    const keys = { rtl, firstDay, ...dayKeyModifiers(event) }
    if (dayAfterKey(event.key, focused, keys)) {
      event.preventDefault()
      go((from) => dayAfterKey(event.key, from, keys) ?? from)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      if (available(focused)) onClose(focused, true)
    }
  }

  const dialogKeys = (event: KeyboardEvent) => modalKeys(event, dialog.current, () => onClose(undefined, true))

  const weekdays = monthGrid(new Date(2024, 0, 1), firstDay)[1] as Date[]
  const dayNumber = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric' }), [locale])
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="dx-calendar"
      onKeyDown={dialogKeys}
    >
      <div className="dx-calendar-head">
        <h2 id={titleId} className="dx-calendar-title">
          {label}
        </h2>
        <button
          type="button"
          className="dx-icon-button"
          aria-label={t('calendar.previousMonth')}
          aria-disabled={!canBack}
          onClick={() => canBack && go((from) => addMonths(from, -1), false)}
        >
          {/* An arrow points the way the months go: right for "back" in a right-to-left
              language. Set apart left to right, or the browser mirrors it a second time. */}
          <span aria-hidden="true" dir="ltr">
            {rtl ? '›' : '‹'}
          </span>
        </button>
        <button
          type="button"
          className="dx-icon-button"
          aria-label={t('calendar.nextMonth')}
          aria-disabled={!canForward}
          onClick={() => canForward && go((from) => addMonths(from, 1), false)}
        >
          <span aria-hidden="true" dir="ltr">
            {rtl ? '‹' : '›'}
          </span>
        </button>
        <button
          type="button"
          className="dx-icon-button"
          aria-label={t('common.close')}
          onClick={() => onClose(undefined, true)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {marked && (
        <span id={`${titleId}-marked`} hidden>
          {marked.label}
        </span>
      )}
      {/* A grid may hold only rows, so the months shown are announced from here. */}
      <p className="dx-visually-hidden" aria-live="polite">
        {months.map((month) => formatMonthYear(month, locale)).join(', ')}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the days are buttons; arrow keys move between them from here */}
      <div className="dx-calendar-months" onKeyDown={gridKeys}>
        {months.map((month) => (
          <table
            key={month.getTime()}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a month is a table of days moved through with arrow keys (the ARIA date picker dialog pattern)
            role="grid"
            aria-labelledby={`${titleId}-${month.getMonth()}`}
            className="dx-month"
          >
            <caption id={`${titleId}-${month.getMonth()}`}>{formatMonthYear(month, locale)}</caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  // The day's whole name for screen readers (not all of them read abbr), its letter for the eye:
                  // "T" alone named Tuesday and Thursday alike.
                  <th key={day.getDay()} scope="col">
                    <span className="dx-visually-hidden">{formatWeekday(day, locale, 'long')}</span>
                    <span aria-hidden="true">{formatWeekday(day, locale, 'narrow')}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month, firstDay).map((week, row) => (
                <tr key={row}>
                  {week.map((day, column) =>
                    day ? (
                      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a cell of a grid (role on its table) is a gridcell, which can be selected
                      <td key={column} aria-selected={value && sameDay(day, value) ? true : undefined}>
                        <button
                          type="button"
                          data-date={formatSearchDate(day)}
                          tabIndex={sameDay(day, focused) ? 0 : -1}
                          aria-label={
                            available(day)
                              ? formatFullDate(day, locale)
                              : t('calendar.unavailable', { date: formatFullDate(day, locale) })
                          }
                          aria-disabled={available(day) ? undefined : true}
                          aria-current={sameDay(day, today) ? 'date' : undefined}
                          aria-describedby={marked && sameDay(day, marked.date) ? `${titleId}-marked` : undefined}
                          className={marked && sameDay(day, marked.date) ? 'dx-day-marked' : undefined}
                          onClick={() => available(day) && onClose(day, true)}
                        >
                          {dayNumber.format(day)}
                        </button>
                      </td>
                    ) : (
                      <td key={column} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  )
}

const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate())

/** Two months where the widget and the screen are wide enough (mobile is below 796 px), else one. */
function useMonthCount(dialog: RefObject<HTMLElement | null>): number {
  const [query] = useState(() => (typeof matchMedia === 'function' ? matchMedia('(min-width: 796px)') : undefined))
  const [wide, setWide] = useState(query ? query.matches : true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog's ref is set before effects run; its host never changes
  useEffect(() => {
    const host = (dialog.current?.getRootNode() as ShadowRoot | undefined)?.host as HTMLElement | undefined
    const update = () => setWide((query?.matches ?? true) && (!host?.clientWidth || host.clientWidth >= 640))
    update()
    query?.addEventListener('change', update)
    return () => query?.removeEventListener('change', update)
  }, [])
  return wide ? 2 : 1
}
