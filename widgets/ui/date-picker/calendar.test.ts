import { describe, expect, it } from 'vitest'
import { addMonths, monthGrid } from './calendar'

const days = (week: (Date | null)[] | undefined) => week?.map((day) => day?.getDate() ?? null)

describe('monthGrid', () => {
  it('starts June 2026 on Monday the 1st for a Sunday-first week, leaving Sunday empty', () => {
    const weeks = monthGrid(new Date(2026, 5, 1), 0)
    expect(days(weeks[0])).toEqual([null, 1, 2, 3, 4, 5, 6])
    expect(days(weeks.at(-1))).toEqual([28, 29, 30, null, null, null, null])
  })
  it('starts the same month in the first cell for a Monday-first week', () => {
    const weeks = monthGrid(new Date(2026, 5, 1), 1)
    expect(days(weeks[0])).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(weeks).toHaveLength(5)
  })
  it('fills a Saturday-first week', () => {
    expect(days(monthGrid(new Date(2026, 5, 1), 6)[0])).toEqual([null, null, 1, 2, 3, 4, 5])
  })
  it('holds every day of a leap February once', () => {
    expect(
      monthGrid(new Date(2028, 1, 1), 1)
        .flat()
        .filter(Boolean),
    ).toHaveLength(29)
  })
})

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths(new Date(2026, 5, 15), 1)).toEqual(new Date(2026, 6, 15))
  })
  it('stops at the end of a shorter month', () => {
    expect(addMonths(new Date(2026, 0, 31), 1)).toEqual(new Date(2026, 1, 28))
  })
  it('goes back across a year', () => {
    expect(addMonths(new Date(2026, 0, 10), -1)).toEqual(new Date(2025, 11, 10))
  })
})
