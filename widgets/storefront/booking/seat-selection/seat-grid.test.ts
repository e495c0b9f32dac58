// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { narrowBodyAnswer } from '../../fixtures/seat-maps'
import { aisleBefore, gridLines, linesHolding, moveIn, positionOf, type GridLine } from './seat-grid'

const map = narrowBodyAnswer().data.seatMap

const describeLine = (line: GridLine) =>
  line.kind === 'seats'
    ? `row ${line.row.number} (${line.index})`
    : `facilities ${line.start.join('+')}|${line.center.join('+')}|${line.end.join('+')}`

describe('linesHolding: the first slice of a map, counted in seats', () => {
  const lines = gridLines(map)

  it('takes lines from the top while their seats stay within the count, facility lines free', () => {
    // Six seats a row: a facility line, rows 10 and 11, then row 12 would make 18.
    expect(linesHolding(lines, 12)).toBe(3)
    expect(linesHolding(lines, 17)).toBe(3)
    expect(linesHolding(lines, 18)).toBe(5)
  })

  it('takes a whole narrow cabin when its seats fit, and at least one line when none does', () => {
    expect(linesHolding(lines, 1_000)).toBe(lines.length)
    expect(linesHolding(lines, 0)).toBe(1)
    expect(linesHolding(lines.slice(1), 0)).toBe(1)
    expect(linesHolding([], 40)).toBe(0)
  })
})

describe('gridLines: the cabin top to bottom', () => {
  it('puts facilities before their row, a skipped row number before the next row, the rest after the last row', () => {
    expect(gridLines(map).map(describeLine)).toEqual([
      'facilities lavatory||galley',
      'row 10 (0)',
      'row 11 (1)',
      'row 12 (2)',
      'facilities closet||',
      'row 14 (3)',
      'row 15 (4)',
      'facilities |galley|lavatory',
    ])
  })

  it('draws nothing between rows of a cabin without facilities', () => {
    expect(gridLines({ rows: map.rows, facilities: [] }).every((line) => line.kind === 'seats')).toBe(true)
  })

  it('gives every line a distinct key', () => {
    const keys = gridLines(map).map((line) => line.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('aisleBefore', () => {
  it('marks the seat after each aisle', () => {
    expect(aisleBefore(['A', 'B', 'C', 'D', 'E', 'F'], ['C'])).toEqual([false, false, false, true, false, false])
    expect(aisleBefore(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'], ['C', 'G'])).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
      false,
      false,
    ])
  })
})

describe('positionOf', () => {
  it('finds a seat by number in seat-row coordinates (facility lines not counted)', () => {
    expect(positionOf(map.rows, '14D')).toEqual({ row: 3, col: 3 })
    expect(positionOf(map.rows, '13A')).toBeUndefined()
  })
})

describe('moveIn: arrow keys in the seat grid', () => {
  const size = { rows: 5, cols: 6, ctrl: false }
  const from = { row: 2, col: 2 }

  it('moves one seat with the arrows and stops at the edges', () => {
    expect(moveIn(from, 'ArrowRight', size)).toEqual({ row: 2, col: 3 })
    expect(moveIn(from, 'ArrowLeft', size)).toEqual({ row: 2, col: 1 })
    expect(moveIn(from, 'ArrowDown', size)).toEqual({ row: 3, col: 2 })
    expect(moveIn(from, 'ArrowUp', size)).toEqual({ row: 1, col: 2 })
    expect(moveIn({ row: 0, col: 0 }, 'ArrowUp', size)).toEqual({ row: 0, col: 0 })
    expect(moveIn({ row: 4, col: 5 }, 'ArrowRight', size)).toEqual({ row: 4, col: 5 })
  })

  it('goes to the row ends with Home and End, to the grid ends with Ctrl', () => {
    expect(moveIn(from, 'Home', size)).toEqual({ row: 2, col: 0 })
    expect(moveIn(from, 'End', size)).toEqual({ row: 2, col: 5 })
    expect(moveIn(from, 'Home', { ...size, ctrl: true })).toEqual({ row: 0, col: 0 })
    expect(moveIn(from, 'End', { ...size, ctrl: true })).toEqual({ row: 4, col: 5 })
  })

  it('jumps five rows with PageUp and PageDown, within the grid', () => {
    expect(moveIn({ row: 0, col: 1 }, 'PageDown', { ...size, rows: 30 })).toEqual({ row: 5, col: 1 })
    expect(moveIn(from, 'PageDown', size)).toEqual({ row: 4, col: 2 })
    expect(moveIn(from, 'PageUp', size)).toEqual({ row: 0, col: 2 })
  })

  it('ignores other keys', () => {
    expect(moveIn(from, 'Enter', size)).toBeUndefined()
    expect(moveIn(from, 'a', size)).toBeUndefined()
  })
})
