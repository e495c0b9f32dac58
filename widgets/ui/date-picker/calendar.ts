// Calendar arithmetic on local calendar dates (midnight, no time zones involved).

export const startOfMonth = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), 1)

/** The same day n months on, or the month's last day when it is shorter (Jan 31 + 1 = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last))
}

export const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

export const clampDate = (date: Date, min: Date, max: Date): Date => (date < min ? min : date > max ? max : date)

/** Whole months from a's month to b's month. */
export const monthsBetween = (a: Date, b: Date): number =>
  (b.getFullYear() - a.getFullYear()) * 12 + b.getMonth() - a.getMonth()

/**
 * The weeks of a month as rows of seven cells, starting on `firstDay` (0 Sunday ...
 * 6 Saturday); cells outside the month are null.
 */
export function monthGrid(month: Date, firstDay: number): (Date | null)[][] {
  const year = month.getFullYear()
  const index = month.getMonth()
  const days = new Date(year, index + 1, 0).getDate()
  const lead = (new Date(year, index, 1).getDay() - firstDay + 7) % 7
  const cells: (Date | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= days; day++) cells.push(new Date(year, index, day))
  while (cells.length % 7) cells.push(null)
  const weeks: (Date | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
  return weeks
}
