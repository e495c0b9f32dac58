// The keyboard of a grid of cells (the WAI-ARIA grid pattern), apart from what the cells
// hold: the seat map and the date matrix move through their cells with it.
import type { KeyboardEvent } from 'react'

/** A cell's place in a grid: its row and column index. */
export interface Position {
  row: number
  col: number
}

export interface MoveOptions {
  /** Rows and columns of the grid. */
  rows: number
  cols: number
  /**
   * Right to left: ArrowRight goes to the column before, as the reader sees the columns
   * run. A grid laid out as a physical thing (the seat map, column A at the left in every
   * language) leaves it false.
   */
  rtl?: boolean
}

/** Rows PageUp and PageDown jump. */
const PAGE_ROWS = 5

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)

/**
 * Where a key moves focus from `from`; undefined for a key that does not move it. Arrows
 * move one cell, PageUp and PageDown five rows, Home and End to the row's ends, and with
 * Ctrl (or Cmd) to the grid's first and last cells. Moves stop at the edges rather than
 * wrap, so the edge can be felt. Alt with a key is the browser's (Alt+Left goes back).
 */
export function moveIn(
  from: Position,
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  { rows, cols, rtl = false }: MoveOptions,
): Position | undefined {
  if (event.altKey) return undefined
  const lastRow = rows - 1
  const lastCol = cols - 1
  const forward = rtl ? -1 : 1
  const ctrl = event.ctrlKey || event.metaKey
  const to = (row: number, col: number): Position => ({ row: clamp(row, lastRow), col: clamp(col, lastCol) })
  switch (event.key) {
    case 'ArrowRight':
      return to(from.row, from.col + forward)
    case 'ArrowLeft':
      return to(from.row, from.col - forward)
    case 'ArrowDown':
      return to(from.row + 1, from.col)
    case 'ArrowUp':
      return to(from.row - 1, from.col)
    case 'PageDown':
      return to(from.row + PAGE_ROWS, from.col)
    case 'PageUp':
      return to(from.row - PAGE_ROWS, from.col)
    case 'Home':
      return ctrl ? to(0, 0) : to(from.row, 0)
    case 'End':
      return ctrl ? to(lastRow, lastCol) : to(from.row, lastCol)
    default:
      return undefined
  }
}
