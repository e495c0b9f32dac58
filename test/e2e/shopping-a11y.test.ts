// axe-core on every shopping page and open picker: no serious
// or critical violation, shadow roots included, in en-US and right to left in ar-AE; fares
// by day keeps every key pressed faster than it draws a month.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startE2e, type E2e, type WatchedPage } from './harness'
import { runAxe } from './axe'
import {
  clickFare,
  DESTINATION,
  ORIGIN,
  defaultTrip,
  fareButtons,
  heading,
  openShop,
  storefront,
  storefrontHash,
  summaryTotal,
  tripQuery,
} from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
})

afterAll(async () => {
  await e2e?.close()
})

/** Opens the shop page at a storefront hash, brings it to the state to check, and runs axe on the whole page. */
async function expectNoSeriousViolations(hash: string, reach: (watched: WatchedPage) => Promise<void>): Promise<void> {
  const watched = await openShop(e2e, hash)
  try {
    await reach(watched)
    const axe = await runAxe(watched.page)
    expect(axe.summary).toBe('')
    expect(watched.problems()).toEqual([])
  } finally {
    await watched.close()
  }
}

const trip = defaultTrip()
const flights = storefrontHash('flight-selection', tripQuery(trip))

describe('accessibility of the shopping pages (axe-core, serious and critical)', () => {
  test('home: the search box and the storefront search form', async () => {
    await expectNoSeriousViolations('', async ({ page }) => {
      await heading(page, 'Search flights').waitFor({ state: 'visible' })
      await page.locator('dx-search-box').getByRole('form', { name: 'Search flights' }).waitFor({ state: 'visible' })
    })
  })

  test('the open From combobox with its airport list', async () => {
    await expectNoSeriousViolations('', async ({ page }) => {
      const box = page.locator('dx-search-box')
      await box.getByRole('combobox', { name: 'From' }).fill('Lon')
      await box
        .getByRole('listbox', { name: 'From' })
        .getByRole('option', { name: /London/ })
        .waitFor({ state: 'visible' })
      expect(await box.getByRole('combobox', { name: 'From' }).getAttribute('aria-expanded')).toBe('true')
    })
  })

  test('the open calendar dialog', async () => {
    await expectNoSeriousViolations('', async ({ page }) => {
      const box = page.locator('dx-search-box')
      await box.getByRole('button', { name: /^Departure/ }).click()
      await box.getByRole('dialog', { name: 'Departure' }).getByRole('grid').first().waitFor({ state: 'visible' })
    })
  })

  test('the open passengers panel', async () => {
    await expectNoSeriousViolations('', async ({ page }) => {
      const box = page.locator('dx-search-box')
      await box.getByRole('button', { name: /^Passengers/ }).click()
      await box
        .getByRole('group', { name: 'Passengers' })
        .getByRole('button', { name: 'Add one child' })
        .waitFor({ state: 'visible' })
    })
  })

  test('flight selection: the outbound flights with their fare brands', async () => {
    await expectNoSeriousViolations(flights, async ({ page }) => {
      await heading(page, 'Choose your outbound flight').waitFor({ state: 'visible', timeout: 15_000 })
      await fareButtons(page, 'Light').first().waitFor({ state: 'visible', timeout: 15_000 })
    })
  })

  test('flight selection after choosing both flights, with the trip total', async () => {
    await expectNoSeriousViolations(flights, async ({ page }) => {
      await clickFare(page, 'Choose your outbound flight', ORIGIN, 'Classic')
      await clickFare(page, 'Choose your return flight', DESTINATION, 'Classic')
      await summaryTotal(page).waitFor({ state: 'visible', timeout: 15_000 })
    })
  })

  test('date-selection: the lowest fare of each day', async () => {
    await expectNoSeriousViolations(storefrontHash('date-selection', tripQuery(trip)), async ({ page }) => {
      await heading(page, 'Choose your departure date').waitFor({ state: 'visible', timeout: 15_000 })
      // Prices have arrived once the day searched for can be chosen.
      await storefront(page)
        .getByRole('button', { pressed: true, disabled: false })
        .waitFor({ state: 'visible', timeout: 15_000 })
    })
  })

  test('matrix: the lowest totals of each date pair', async () => {
    await expectNoSeriousViolations(storefrontHash('matrix', tripQuery(trip)), async ({ page }) => {
      await heading(page, 'Compare dates').waitFor({ state: 'visible', timeout: 15_000 })
      await storefront(page)
        .getByRole('grid', { name: /Lowest total/ })
        .getByRole('button')
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 })
    })
  })

  test('flight selection in ar-AE renders right to left', async () => {
    await expectNoSeriousViolations(
      storefrontHash('flight-selection', tripQuery(trip, { locale: 'ar-AE' })),
      async ({ page }) => {
        const root = storefront(page).locator('.dx-root')
        await expect.poll(() => root.getAttribute('dir')).toBe('rtl')
        expect(await root.getAttribute('lang')).toBe('ar-AE')
        // The fares have arrived: a fare button is a pressed-state toggle in any language.
        await storefront(page).locator('button[aria-pressed]').first().waitFor({ state: 'visible', timeout: 15_000 })
        expect(await storefront(page).getByRole('heading', { level: 2 }).first().innerText()).not.toMatch(
          /[A-Za-z]{4,}/,
        )
      },
    )
  })
})

describe('fares by day by keyboard', () => {
  test('keys pressed faster than a month is drawn each count, and focus stays on a day', async () => {
    const watched = await openShop(e2e, storefrontHash('date-selection', tripQuery(trip)))
    const { page } = watched
    try {
      const searched = storefront(page).getByRole('button', { pressed: true, disabled: false })
      await searched.waitFor({ state: 'visible', timeout: 15_000 })
      await searched.focus()
      const start = await searched.getAttribute('data-date')
      // Six weeks on and back again, each key straight after the last: months change on the way.
      for (const key of [...Array(6).fill('ArrowDown'), ...Array(6).fill('ArrowUp')]) await page.keyboard.press(key)
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                document.activeElement?.shadowRoot?.activeElement?.getAttribute('data-date') ??
                document.activeElement?.getAttribute('data-date'),
            ),
          { timeout: 10_000 },
        )
        .toBe(start)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
