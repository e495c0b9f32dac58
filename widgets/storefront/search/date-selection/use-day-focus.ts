import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react'
import { formatSearchDate, parseSearchDate } from '../../../../core/dates/dates'
import { dayAfterKey, dayKeyModifiers } from '../../../ui/date-picker/day-keys'
import { monthOf } from './month-grid'

export interface DayFocusOptions {
  /** YYYY-MM shown. */
  month: string
  /** The day that takes focus when the grid is entered: the chosen one, else the first that can be chosen. */
  entry: string
  rtl: boolean
  firstDay: number
  /** Whether the grid can show this YYYY-MM (within the booking horizon). */
  canShow(month: string): boolean
  /** Shows another YYYY-MM. */
  showMonth(month: string): void
  /** Holds the day buttons, each with its `data-date`. */
  grid: RefObject<HTMLElement | null>
}

/**
 * One Tab stop for a month of days (a roving tabindex, as the search box's calendar):
 * arrows, Home/End and PageUp/PageDown move focus between the days, and across the
 * month's edge by showing the next or previous month. Returns the focused day, to give
 * it tabIndex 0, the grid's key handler and what a day calls when it takes focus.
 */
export function useDayFocus({ month, entry, rtl, firstDay, canShow, showMonth, grid }: DayFocusOptions) {
  const [held, setHeld] = useState<string>()
  // Focus follows the held day only after a key moved it, never on a render of its own.
  const moved = useRef(false)
  // Where the last key moved to while focus has not got there yet: the next key goes on
  // from there (PageDown, then ArrowDown before the month is drawn).
  const goingTo = useRef('')
  const focused = held && monthOf(held) === month ? held : entry

  // The day the last key moved to, once it is drawn: a move into another month waits for
  // that month (the route changes a render later), and a render of an earlier move's day
  // leaves the last move pending, or its month would take the focused day's button away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the month shown changes, to reach a day drawn with it
  useEffect(() => {
    if (!moved.current || !held || held !== goingTo.current) return
    const day = grid.current?.querySelector<HTMLElement>(`[data-date="${held}"]`)
    if (!day) return
    moved.current = false
    day.focus()
  }, [held, month, grid])

  const onKeyDown = (event: KeyboardEvent) => {
    // The day the key was pressed on: focus may have moved there since the last render.
    const on = moved.current
      ? goingTo.current
      : (event.target as Element).closest('[data-date]')?.getAttribute('data-date')
    const from = parseSearchDate(on ?? focused)
    const to = from && dayAfterKey(event.key, from, { rtl, firstDay, ...dayKeyModifiers(event) })
    if (!to) return
    event.preventDefault()
    const date = formatSearchDate(to)
    if (monthOf(date) !== month) {
      if (!canShow(monthOf(date))) return
      // The grid holds focus while the month changes: the day's button goes with its month,
      // and keys pressed before the new day takes focus still reach the grid, not the page.
      grid.current?.focus({ preventScroll: true })
      showMonth(monthOf(date))
    }
    moved.current = true
    goingTo.current = date
    setHeld(date)
  }

  return { focused, onKeyDown, onDayFocus: setHeld }
}
