import { type KeyboardEvent, type RefObject, useState } from 'react'

export interface PairFocusOptions {
  /** Departure dates, the columns in order. */
  outbound: readonly string[]
  /** Return dates, the rows in order. */
  inbound: readonly string[]
  /** The pair that takes focus when the grid is entered, as `pairKey` writes it. */
  entry: string
  rtl: boolean
  /** Holds the cells' buttons, each with its `data-pair`. */
  grid: RefObject<HTMLElement | null>
}

/** A cell's name: its departure and return dates. */
export const pairKey = (out: string, back: string): string => `${out}/${back}`

/**
 * The column and row a key moves to from `column`, `row` in a grid of `columns` x `rows`
 * (the ARIA grid pattern): arrows by one cell, left and right as the reader sees them (so
 * reversed right to left), Home and End to the row's ends, with Ctrl to the grid's first
 * and last cells. At an edge the cell stays; undefined for a key the grid does not handle.
 */
export function cellAfterKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey'>,
  [column, row]: [number, number],
  [columns, rows]: [number, number],
  rtl: boolean,
): [number, number] | undefined {
  const forward = rtl ? -1 : 1
  const within = (c: number, r: number): [number, number] => [
    Math.min(columns - 1, Math.max(0, c)),
    Math.min(rows - 1, Math.max(0, r)),
  ]
  switch (event.key) {
    case 'ArrowRight':
      return within(column + forward, row)
    case 'ArrowLeft':
      return within(column - forward, row)
    case 'ArrowDown':
      return within(column, row + 1)
    case 'ArrowUp':
      return within(column, row - 1)
    case 'Home':
      return within(0, event.ctrlKey ? 0 : row)
    case 'End':
      return within(columns - 1, event.ctrlKey ? rows - 1 : row)
    default:
      return undefined
  }
}

/**
 * One Tab stop for the date matrix (a roving tabindex, as fares by day's month): the
 * arrows, Home and End move focus between its pairs. Returns the pair that takes Tab
 * (tabIndex 0), the grid's key handler and what a cell calls when it takes focus.
 */
export function usePairFocus({ outbound, inbound, entry, rtl, grid }: PairFocusOptions) {
  const [held, setHeld] = useState<string>()
  const [heldOut = '', heldBack = ''] = held?.split('/') ?? []
  // A new answer's dates may not hold the pair focused before: Tab then enters on the entry.
  const focused = held && outbound.includes(heldOut) && inbound.includes(heldBack) ? held : entry

  const onKeyDown = (event: KeyboardEvent) => {
    const on = (event.target as Element).closest('[data-pair]')?.getAttribute('data-pair') ?? focused
    const [out = '', back = ''] = on.split('/')
    const to = cellAfterKey(
      event,
      [outbound.indexOf(out), inbound.indexOf(back)],
      [outbound.length, inbound.length],
      rtl,
    )
    if (!to) return
    // An arrow at the grid's edge stays on its cell rather than scroll the page.
    event.preventDefault()
    const pair = pairKey(outbound[to[0]] ?? out, inbound[to[1]] ?? back)
    // Every pair is drawn: focus moves at once, and the render that follows gives it Tab.
    grid.current?.querySelector<HTMLElement>(`[data-pair="${pair}"]`)?.focus()
    setHeld(pair)
  }

  return { focused, onKeyDown, onPairFocus: setHeld }
}
