// Airports in the traveller's language, end to end in ar-AE: the search box finds London by
// its Arabic name, and the results page names the trip's cities in Arabic (it read
// "من London إلى New York" when the API answered English names whatever the page's locale).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startE2e, type E2e } from './harness'
import { pressInCalendar } from './keyboard'
import { addDays, openShop, routeOf, storefront, todayUtc, waitForFocus } from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

describe('airport names in ar-AE', () => {
  test('type لندن, pick it, and the results name both cities in Arabic', { timeout: 120_000 }, async () => {
    const watched = await openShop(e2e, '', { path: '/shop.html?locale=ar-AE' })
    const { page } = watched
    try {
      const box = page.locator('dx-search-box')
      await box.getByRole('radio', { name: 'ذهاب فقط' }).check()

      const from = box.getByRole('combobox', { name: 'من' })
      await from.fill('لندن')
      const london = box.getByRole('listbox', { name: 'من' }).getByRole('option', { name: /LHR/ })
      await london.waitFor({ state: 'visible', timeout: 15_000 })
      expect(await london.innerText()).toContain('لندن')
      await london.click()
      // The field shows the chosen airport from an effect, which runs after the next frame: a
      // loaded browser draws that frame late, so the value is waited for, not read at once.
      await expect.poll(() => from.inputValue()).toBe('لندن (LHR)')

      const to = box.getByRole('combobox', { name: 'إلى' })
      await to.fill('نيويورك')
      await box.getByRole('listbox', { name: 'إلى' }).getByRole('option', { name: /JFK/ }).click()
      await expect.poll(() => to.inputValue()).toBe('نيويورك (JFK)')

      await box.getByRole('button', { name: /^المغادرة/ }).click()
      await waitForFocus(page, (focus) => focus.date !== null, 'a day in the calendar')
      await pressInCalendar(page, 'ArrowDown', addDays(todayUtc(), 7))
      await page.keyboard.press('Enter')
      await box.getByRole('button', { name: 'ابحث عن رحلات' }).click()

      await expect.poll(() => routeOf(page.url()).page, { timeout: 15_000 }).toBe('flight-selection')
      const route = storefront(page).locator('.dx-sf-route')
      // The cities are isolated from the Arabic around them (isolate marks, which take no room).
      const routeText = async () => (await route.innerText()).replace(/[\u2066-\u2069]/g, '')
      await expect.poll(routeText, { timeout: 20_000 }).toMatch(/^من لندن إلى نيويورك/)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
