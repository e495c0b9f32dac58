// The seat map as a grid (seat selection): the lines drawn top to bottom
// (seat rows, and the galleys, lavatories and closets standing between them), where
// the aisles fall, and how the arrow keys move between seats (WAI-ARIA grid pattern).
import type { Facility, Seat, SeatMap, SeatRow } from './api'

export type FacilityKind = Facility['kind']

/** One line of the drawn cabin: a row of seats, or the facilities standing before a row. */
export type GridLine =
  | {
      kind: 'seats'
      key: string
      row: SeatRow /** Index among the seat rows: the grid position keyboard moves count in. */
      index: number
    }
  | { kind: 'facilities'; key: string; start: FacilityKind[]; center: FacilityKind[]; end: FacilityKind[] }

/** A seat's place in the grid: seat row index (facility lines not counted) and column index. */
export interface Position {
  row: number
  col: number
}

function facilityLine(key: string, facilities: Facility[]): GridLine {
  const at = (position: Facility['position']) => facilities.filter((f) => f.position === position).map((f) => f.kind)
  // Left and right are the aircraft's sides: left is where the first column (A) sits, so
  // they read as the start and end of a row and mirror with it right to left.
  return { kind: 'facilities', key, start: at('left'), center: at('center'), end: at('right') }
}

/**
 * The cabin top to bottom: each facility before the first row whose number is at least
 * its `beforeRow` (a skipped row number such as 13 falls to the next row), the ones
 * without `beforeRow` after the last row.
 */
export function gridLines(map: Pick<SeatMap, 'rows' | 'facilities'>): GridLine[] {
  const lines: GridLine[] = []
  let pending = map.facilities.filter((f) => f.beforeRow !== null)
  map.rows.forEach((row, index) => {
    const before = pending.filter((f) => (f.beforeRow ?? 0) <= row.number)
    if (before.length > 0) {
      lines.push(facilityLine(`f${row.number}`, before))
      pending = pending.filter((f) => !before.includes(f))
    }
    lines.push({ kind: 'seats', key: `r${row.number}`, row, index })
  })
  const after = [...pending, ...map.facilities.filter((f) => f.beforeRow === null)]
  if (after.length > 0) lines.push(facilityLine('f-end', after))
  return lines
}

/**
 * How many of `lines`, from the top, hold at most `seats` seats (at least one line): the
 * first slice of a map is counted in seats, the unit of its cost, so a narrow cabin comes
 * whole in it and a wide one in its first rows (use-row-slices.ts).
 */
export function linesHolding(lines: readonly GridLine[], seats: number): number {
  let count = 0
  let held = 0
  for (const line of lines) {
    held += line.kind === 'seats' ? line.row.seats.length : 0
    if (held > seats && count > 0) break
    count++
  }
  return count
}

/** Free for anyone to take: not taken by another traveller (a seat this conversation holds counts as free). */
export const isFree = (seat: Seat): boolean => seat.available || seat.heldBy !== null

/** Per column: true when an aisle runs just before it (the seat after the aisle). */
export function aisleBefore(columns: readonly string[], aisleAfter: readonly string[]): boolean[] {
  return columns.map((_, index) => index > 0 && aisleAfter.includes(columns[index - 1] ?? ''))
}

/** Where a seat is in the grid, by its number (e.g. 32A). */
export function positionOf(rows: readonly SeatRow[], seatNumber: string): Position | undefined {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]?.seats.findIndex((seat) => seat.number === seatNumber) ?? -1
    if (col >= 0) return { row, col }
  }
  return undefined
}

export interface MoveOptions {
  /** Seat rows and columns of the grid. */
  rows: number
  cols: number
  /** Ctrl (or Cmd) held: Home and End go to the first and last seat of the whole grid. */
  ctrl: boolean
}

/** Rows PageUp and PageDown jump. */
const PAGE_ROWS = 5

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)

/**
 * Where a key moves focus from `from` (WAI-ARIA grid pattern); undefined for a key that
 * does not move. The map is laid out as the aircraft is, column A at the left in every
 * language, so the arrows move the way they point. Moves stop at the edges rather than wrap, so the edge can be felt.
 */
export function moveIn(from: Position, key: string, { rows, cols, ctrl }: MoveOptions): Position | undefined {
  const lastRow = rows - 1
  const lastCol = cols - 1
  const to = (row: number, col: number): Position => ({ row: clamp(row, lastRow), col: clamp(col, lastCol) })
  switch (key) {
    case 'ArrowRight':
      return to(from.row, from.col + 1)
    case 'ArrowLeft':
      return to(from.row, from.col - 1)
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
