// Right to left in he-IL as in ar-AE (issue 31), each locale run through the same checks: the
// seat map keeps the aircraft's physical layout (column A on the left, the row numbers where
// and as en-US shows them), the calendar runs its days right to left from the locale's first
// day of the week with the arrows moving the way they point, and the fare matrix's columns of
// departure dates run right to left from their row's return date.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { bookingE2e, type Conversation, startConversation } from './booking'
import { openPage, type WatchedPage } from './harness'
import { tourTrip } from './locale-tour'
import { addDays, isoDate, queryDate, routeOf, storefront, storefrontHash, tripQuery, waitForFocus } from './shopping'
import { tabTo } from './shadow'

const e2e = bookingE2e()
const trip = tourTrip()
let conversation: Conversation

beforeAll(async () => {
  conversation = await startConversation(e2e.dxOrigin, trip)
}, 120_000)

/** The locales' first day of the week (0 Sunday): Israel's week starts on Sunday, the UAE's on Monday. */
const FIRST_DAY: Record<string, number> = { 'ar-AE': 1, 'he-IL': 0 }

async function openStorefront(hash: string, locale: string): Promise<WatchedPage> {
  const watched = await openPage(e2e, `/storefront-only.html${hash}`, { locale })
  await watched.waitForReady(['storefront'], 60_000)
  return watched
}

/**
 * Where the cabin's parts are, left to right: the column letters, and in each of the first
 * rows its number ("row 10", as shown) and its seats ("10A", as each seat's name starts).
 */
function cabinLayout(page: Page): Promise<{ columns: string[]; rows: string[][] }> {
  return storefront(page)
    .getByRole('grid')
    .evaluate((grid) => {
      const leftToRight = (cells: Element[]) =>
        cells.sort((a, b) => a.getBoundingClientRect().x - b.getBoundingClientRect().x)
      const head = grid.querySelector('.dx-seat-row--head')
      const rows = [...grid.querySelectorAll('[role="row"]')].filter((row) => row.querySelector('[role="rowheader"]'))
      return {
        columns: leftToRight([...(head?.querySelectorAll('.dx-seat-column') ?? [])]).map(
          (cell) => cell.textContent?.trim() ?? '',
        ),
        rows: rows
          .slice(0, 3)
          .map((row) =>
            leftToRight([...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')]).map((cell) =>
              cell.getAttribute('role') === 'rowheader'
                ? `row ${cell.textContent?.trim()}`
                : (/^\d+[A-Z]/.exec(cell.getAttribute('aria-label') ?? '')?.[0] ?? ''),
            ),
          ),
      }
    })
}

let englishCabin: { columns: string[]; rows: string[][] } | undefined

describe.each(['ar-AE', 'he-IL'])('%s right to left', { timeout: 180_000 }, (locale) => {
  test('the seat map keeps the aircraft’s layout: column A on the left, the row numbers as in en-US', async () => {
    const seatMap = (page: Page) => storefront(page).locator('[role="gridcell"]').first()
    const layoutIn = async (inLocale: string) => {
      const watched = await openStorefront(conversation.hash('seat-selection'), inLocale)
      try {
        await seatMap(watched.page).waitFor({ state: 'visible', timeout: 60_000 })
        expect(await storefront(watched.page).locator('.dx-root').getAttribute('dir')).toBe(
          inLocale === 'en-US' ? 'ltr' : 'rtl',
        )
        return await cabinLayout(watched.page)
      } finally {
        await watched.close()
      }
    }
    englishCabin ??= await layoutIn('en-US')
    const cabin = await layoutIn(locale)
    expect(cabin.columns[0]).toBe('A')
    expect(cabin.columns).toEqual([...cabin.columns].sort())
    expect(cabin.rows[0]?.[0]).toMatch(/^row \d+$/)
    expect(cabin.rows[0]?.[1]).toMatch(/^\d+A$/)
    expect(cabin).toEqual(englishCabin)
  })

  test('the calendar runs right to left from the locale’s first day of the week, and the arrows move the way they point', async () => {
    // A departure whose week, from either locale's first day, lies in its month: a calendar
    // leaves the days of other months out of a month's rows.
    const day = addDays(trip.depart, 0)
    while (day.getUTCDate() < 7 || day.getUTCDate() > 22) day.setUTCDate(day.getUTCDate() + 1)
    const calendarTrip = { ...trip, depart: day, back: addDays(day, 7) }
    const watched = await openStorefront(`#/b2c/home?${tripQuery(calendarTrip)}`, locale)
    const { page } = watched
    try {
      const form = storefront(page).locator('form')
      await form.locator('button.dx-picker-button').first().click({ timeout: 60_000 })
      const calendar = storefront(page).locator('.dx-calendar')
      // The calendar opens on the departure day; Home goes to the first day of its week.
      await waitForFocus(page, (focus) => focus.date === isoDate(calendarTrip.depart), 'the departure day', 60_000)
      expect(await calendar.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
      // End goes to the last day of the departure's week, Home to its first: the locale's.
      const firstDay = FIRST_DAY[locale] ?? 0
      const lastDate = isoDate(addDays(calendarTrip.depart, (firstDay + 6 - calendarTrip.depart.getUTCDay() + 7) % 7))
      const firstDate = isoDate(addDays(new Date(lastDate), -6))
      await page.keyboard.press('End')
      await waitForFocus(page, (focus) => focus.date === lastDate, `the week’s last day, ${lastDate}`)
      await page.keyboard.press('Home')
      await waitForFocus(page, (focus) => focus.date === firstDate, `the week’s first day, ${firstDate}`)
      expect(new Date(firstDate).getUTCDay()).toBe(firstDay)
      const row = await calendar.locator(`button[data-date="${firstDate}"]`).evaluate((button) =>
        [...(button.closest('tr')?.querySelectorAll('button[data-date]') ?? [])].map((cell) => ({
          date: cell.getAttribute('data-date') ?? '',
          x: cell.getBoundingClientRect().x,
        })),
      )
      // Right to left: the week's first day is its rightmost, and each day after it is further left.
      expect(row.map((cell) => cell.date)).toEqual([...row].sort((a, b) => b.x - a.x).map((cell) => cell.date))
      expect(row[0]?.date).toBe(firstDate)
      expect(row.at(-1)?.date).toBe(lastDate)

      const x = (date: string) =>
        calendar.locator(`button[data-date="${date}"]`).evaluate((button) => button.getBoundingClientRect().x)
      const second = isoDate(addDays(new Date(firstDate), 1))
      await page.keyboard.press('ArrowLeft')
      await waitForFocus(page, (focus) => focus.date === second, 'the next day after ArrowLeft')
      expect(await x(second)).toBeLessThan(await x(firstDate))
      await page.keyboard.press('ArrowRight')
      await waitForFocus(page, (focus) => focus.date === firstDate, 'the first day again after ArrowRight')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the fare matrix runs right to left: the return date first on the right, then the departure dates in order', async () => {
    const watched = await openStorefront(storefrontHash('matrix', tripQuery(trip)), locale)
    const { page } = watched
    try {
      const table = storefront(page).locator('table.dx-matrix')
      await table.locator('button.dx-matrix-cell').first().waitFor({ state: 'visible', timeout: 60_000 })
      expect(await table.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
      const xs = await table.evaluate((element) => ({
        columns: [...element.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().x),
        row: [...(element.querySelector('tbody tr')?.children ?? [])].map((cell) => cell.getBoundingClientRect().x),
      }))
      expect(xs.columns.length).toBeGreaterThan(1)
      // Each departure date's column is left of the one before it, and each row starts on the right with its return date.
      expect(xs.columns).toEqual([...xs.columns].sort((a, b) => b - a))
      expect(xs.row).toEqual([...xs.row].sort((a, b) => b - a))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the fare matrix is one Tab stop entered on the dates searched, its arrows moving the way they point', async () => {
    const watched = await openStorefront(storefrontHash('matrix', tripQuery(trip)), locale)
    const { page } = watched
    try {
      const table = storefront(page).locator('table.dx-matrix')
      await table.locator('button.dx-matrix-cell').first().waitFor({ state: 'visible', timeout: 60_000 })
      const isPair = (focus: { className: string }) => focus.className.includes('dx-matrix-cell')
      const entered = await tabTo(page, isPair, 'a pair of the matrix', { maxPresses: 60 })
      expect(entered.pressed, 'Tab entered the matrix away from the dates searched').toBe('true')
      const pairOf = () => table.locator('.dx-matrix-cell:focus').getAttribute('data-pair')
      const xOf = () => table.locator('.dx-matrix-cell:focus').evaluate((cell) => cell.getBoundingClientRect().x)
      const [searched, searchedX] = [await pairOf(), await xOf()]
      // Left is the next departure date in a right-to-left table.
      await page.keyboard.press('ArrowLeft')
      const [out = '', back = ''] = (await pairOf())?.split('/') ?? []
      expect(out).toBe(isoDate(addDays(trip.depart, 1)))
      expect(back).toBe(isoDate(trip.back))
      expect(await xOf()).toBeLessThan(searchedX)
      // One Shift+Tab leaves the matrix (nothing follows it on this page), and Tab comes back to the pair last focused.
      await page.keyboard.press('Shift+Tab')
      const left = await waitForFocus(page, (focus) => !isPair(focus), 'out of the matrix')
      expect(left.className).not.toContain('dx-matrix-cell')
      await page.keyboard.press('Tab')
      await waitForFocus(page, isPair, 'back into the matrix')
      expect(await pairOf()).toBe(`${out}/${back}`)
      expect(await pairOf()).not.toBe(searched)
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => routeOf(url.href).page === 'flight-selection', { timeout: 10_000 })
      const { query } = routeOf(page.url())
      expect([query.get('date0'), query.get('date1')]).toEqual([out, back].map((date) => queryDate(new Date(date))))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
