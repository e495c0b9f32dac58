// The seat map as a grid (seat selection): the lines drawn top to bottom
// (seat rows, and the galleys, lavatories and closets standing between them), where
// the aisles fall (the arrow keys move between seats with widgets/ui/grid-keys.ts).
import type { Facility, Seat, SeatMap, SeatRow } from './api'
import type { Position } from '../../../ui/grid-keys'

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

/** Where a seat is in the grid, by its number (e.g. 32A): its seat row's index (facility lines not counted) and its column. */
export function positionOf(rows: readonly SeatRow[], seatNumber: string): Position | undefined {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]?.seats.findIndex((seat) => seat.number === seatNumber) ?? -1
    if (col >= 0) return { row, col }
  }
  return undefined
}
