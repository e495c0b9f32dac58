// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { narrowBodyAnswer } from '../../fixtures/seat-maps'
import { aisleBefore, gridLines, linesHolding, positionOf, type GridLine } from './seat-grid'

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
