// The passengers form as a keyboard-only traveller fills it: Tab to each
// field by its label and type, dates in the en-US order of the selects.
import type { Page } from 'playwright-core'
import { tabTo, type FocusInfo } from './shadow'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** What is typed into one field: its label (as the focused element names it) and the keys. */
export type Entry = [label: string, keys: string]

/** A date in the en-US order of the selects: month by name, day, year (typed, as select type-ahead takes it). */
export const date = (year: number, month: number, day: number): Entry[] => [
  ['Month', MONTHS[month - 1] ?? ''],
  ['Day', String(day)],
  ['Year', String(year)],
]

/** One passenger's form; the passport expires at the end of `documentExpiryYear`. */
export function passenger(
  given: string,
  birth: Entry[],
  document: string,
  documentExpiryYear: number,
  family = 'Hopper',
): Entry[] {
  return [
    ['Given names', given],
    ['Family name', family],
    ...birth,
    ['Document number', document],
    ['Issuing country', 'Germany'],
    ['Nationality', 'Germany'],
    ...date(documentExpiryYear, 12, 31),
  ]
}

export const labelled = (label: string) => (focus: FocusInfo) =>
  focus.label === label || focus.label.startsWith(`${label} `)

/** Tab to each field in turn and type into it, as a keyboard-only traveller does. */
export async function typeAll(page: Page, entries: Entry[]): Promise<void> {
  for (const [label, keys] of entries) {
    await tabTo(page, labelled(label), `the field "${label}"`)
    await page.keyboard.type(keys)
  }
}
