// The keyboard of a grid of days, apart from the calendar's arithmetic: it loads with the
// grids that use it (the calendar dialog, fares by day), not with every date field.
import { addDays } from '../../../core/dates/dates'
import { addMonths } from './calendar'

export interface DayKeyOptions {
  rtl: boolean
  firstDay: number
  shift: boolean
  /** Ctrl or Cmd held. */
  ctrl?: boolean
  alt?: boolean
}

/** The modifiers of a key event, as dayAfterKey reads them. */
export const dayKeyModifiers = (event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) => ({
  shift: event.shiftKey,
  ctrl: event.ctrlKey || event.metaKey,
  alt: event.altKey,
})

/**
 * The day a key moves focus to in a grid of weeks (the ARIA grid pattern of a date
 * picker): arrows by day and week, left and right as the reader sees them (so reversed
 * right to left), PageUp/PageDown by month (with Shift by year), Home/End to the week's
 * first and last day, and with Ctrl (or Cmd) to the month's. Undefined for a key the grid does
 * not handle, and for any key with Alt, which is the browser's (Alt+Left goes back), as in
 * every grid of ours (grid-keys.ts).
 */
export function dayAfterKey(
  key: string,
  day: Date,
  { rtl, firstDay, shift, ctrl = false, alt = false }: DayKeyOptions,
): Date | undefined {
  if (alt) return undefined
  const forward = rtl ? -1 : 1
  const weekday = (day.getDay() - firstDay + 7) % 7
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward)
    case 'ArrowLeft':
      return addDays(day, -forward)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1)
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1)
    case 'Home':
      return ctrl ? new Date(day.getFullYear(), day.getMonth(), 1) : addDays(day, -weekday)
    case 'End':
      return ctrl ? new Date(day.getFullYear(), day.getMonth() + 1, 0) : addDays(day, 6 - weekday)
    default:
      return undefined
  }
}
