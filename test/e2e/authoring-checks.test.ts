// Issue 28, the authors' items, on the demo server's own authoring page (demo/pages/authoring.html),
// which is not in a content-management frame: the toolbar is the first Tab stop and covers
// nothing (14); Apply refuses what the server would refuse and a refused save says what to do
// (16); saves without a token from the page's own origin are stored (17); Reset to original,
// readable editor titles and long words that wrap inside the card (18); axe at 375 and 1280;
// a text for screen readers alone is outlined around what it belongs to, over no other text.
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { MAX_TEXT_LENGTH } from '../../core/authoring/text-limits'
import { runAxe } from './axe'
import {
  authoringStatus,
  forgetAuthoring,
  isSave,
  isTokenCall,
  openEditor,
  outlineOver,
  save,
  searchBox,
  startEditMode,
  storedTexts,
  toolbar,
} from './authoring'
import { SEARCH_BOX_TITLE, searchBoxTitle } from './authoring-texts'
import { openPage, startE2e, type E2e, type WatchedPage } from './harness'
import { tabTo } from './shadow'
import { waitForFocus } from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterEach(() => {
  if (e2e) forgetAuthoring(e2e)
})

afterAll(async () => {
  await e2e?.close()
})

/** The demo's authoring page on the demo server itself, signed in as the author, outside any frame. */
async function openDemoAuthoringPage(query = ''): Promise<WatchedPage> {
  const watched = await openPage(e2e, '/blank.html')
  try {
    const signIn = await watched.context.request.get(`${e2e.dxOrigin}/dx/authoring/sign-in?user=author`)
    expect(signIn.status()).toBe(200)
    await watched.page.goto(`${e2e.dxOrigin}/authoring.html${query}`)
    await watched.waitForReady(['search-box', 'storefront'], 30_000)
    await toolbar(watched.page).getByRole('button').first().waitFor({ timeout: 20_000 })
    return watched
  } catch (error) {
    await watched.close()
    throw error
  }
}

/** The search box title's editor, through its outline, in edit mode. */
async function titleEditor(page: Page, reads: string) {
  return openEditor(page, await outlineOver(page, searchBoxTitle(page, reads), reads), SEARCH_BOX_TITLE.key)
}

const textField = (page: Page) => page.getByRole('dialog').getByLabel('Text', { exact: true })
const applyButton = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true })

describe('authoring checks (issue 28)', { timeout: 180_000 }, () => {
  test.each([
    ['en-US', 1280, '', 'Edit texts'],
    ['ar-AE', 375, '?locale=ar-AE', undefined],
  ] as const)(
    '%s at %i px: the toolbar is the first Tab stop, above the page’s content, and axe finds nothing with the editor open',
    async (_, width, query, toggleName) => {
      const watched = await openDemoAuthoringPage(query)
      try {
        const { page } = watched
        await page.setViewportSize({ width, height: 812 })
        // One Tab from the top of the page reaches the toolbar's first control.
        const first = await tabTo(page, () => true, 'the first Tab stop', { maxPresses: 1 })
        const toggle = (await toolbar(page).getByRole('button').first().textContent())?.trim()
        expect(first.name).toBe(toggle)
        if (toggleName) expect(toggle).toBe(toggleName)
        expect(first.pressed).toBe('false')
        // In its own space above the page's header: it covers nothing, at the top or the bottom.
        const bar = await toolbar(page).locator('section').boundingBox()
        const header = await page.locator('.site-header').boundingBox()
        expect(bar && header && bar.y + bar.height <= header.y).toBe(true)
        expect(
          await toolbar(page)
            .locator('section')
            .evaluate((node) => getComputedStyle(node).position),
        ).toBe('static')

        await page.keyboard.press('Enter')
        await expect.poll(() => toolbar(page).getByRole('button').first().getAttribute('aria-pressed')).toBe('true')
        const outline = toolbar(page).locator('.dx-authoring-outline').first()
        await outline.waitFor({ timeout: 10_000 })
        await outline.click()
        await page.getByRole('dialog').locator('textarea').waitFor({ timeout: 10_000 })
        // Nothing of any impact in the toolbar, the outlines or the editor; the page itself has
        // its two search forms' shared name (landmark-unique, moderate), issue 28's item 15.
        const axe = await runAxe(page)
        const authoring = axe.all.filter((finding) => finding.targets.some((target) => target.includes('dx-authoring')))
        expect(authoring.map((finding) => `${finding.impact} ${finding.id}`)).toEqual([])
        expect(axe.summary).toBe('')
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    },
  )

  test('in edit mode no outline covers part of another: a text for screen readers alone is outlined around what it belongs to', async () => {
    const watched = await openDemoAuthoringPage()
    try {
      const { page } = watched
      await startEditMode(page)
      const outline = toolbar(page).locator('.dx-authoring-outline')
      await outline.first().waitFor({ timeout: 10_000 })
      // Outlines follow their texts a frame after they show.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const boxes = await outline.evaluateAll((elements) =>
        elements.map((element) => {
          const { left, top, right, bottom } = element.getBoundingClientRect()
          return { name: element.getAttribute('aria-label') ?? '', left, top, right, bottom }
        }),
      )
      type Box = (typeof boxes)[number]
      const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      const holds = (a: Box, b: Box) => a.left <= b.left && a.top <= b.top && a.right >= b.right && a.bottom >= b.bottom
      const partly = boxes.flatMap((a) =>
        boxes.filter((b) => a !== b && meet(a, b) && !holds(a, b) && !holds(b, a)).map((b) => `${a.name} ~ ${b.name}`),
      )
      // The search box's "Trip type", a legend for screen readers, lay over "Round trip".
      expect(boxes.some((box) => box.name === 'Edit text: Trip type')).toBe(true)
      expect(partly).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('outside the frame an author’s save carries no token and is stored; Apply refuses an empty or too long text; Reset to original deletes the authored text', async () => {
    const watched = await openDemoAuthoringPage()
    try {
      const { page } = watched
      await startEditMode(page)
      const editor = await titleEditor(page, 'Book a flight')
      // A readable name, not the key.
      await expect.poll(() => editor.getByRole('heading').textContent()).toBe('Search box: “Book a flight”')

      for (const [text, message] of [
        ['', 'Enter a text, or press Cancel to keep the original.'],
        ['x'.repeat(MAX_TEXT_LENGTH + 1), 'Shorten the text to 2,000 characters or fewer: it has 2,001.'],
      ]) {
        await textField(page).fill(text ?? '')
        await applyButton(page).click()
        await editor.getByText(message ?? '', { exact: true }).waitFor({ timeout: 5_000 })
        expect(await textField(page).getAttribute('aria-invalid')).toBe('true')
        await waitForFocus(page, (focus) => focus.tag === 'textarea', 'the text field')
      }

      // One long unbroken word wraps inside the search box's card.
      const word = `Fly${'o'.repeat(150)}`
      await textField(page).fill(word)
      await applyButton(page).click()
      await searchBoxTitle(page, word).waitFor({ timeout: 5_000 })
      // Focus stays on the outline of the text just edited, also once the preview has redrawn it.
      await waitForFocus(page, (focus) => focus.name === `Edit text: ${word}`, 'the edited text’s outline')
      await page.waitForTimeout(1_500)
      await waitForFocus(page, (focus) => focus.name === `Edit text: ${word}`, 'the edited text’s outline', 1_000)
      const card = await searchBox(page).evaluate((host) => {
        const root = host.shadowRoot?.querySelector('.dx-root')
        return root ? { scroll: root.scrollWidth, client: root.clientWidth } : undefined
      })
      expect(card && card.scroll <= card.client).toBe(true)

      await save(page, ['/en-US/searchBox'])
      expect(watched.responses.filter(isTokenCall)).toEqual([])
      const [put] = watched.responses.filter(isSave)
      expect(put?.url()).not.toContain('cq_csrf_token')
      expect(storedTexts(e2e)).toContainEqual(
        expect.objectContaining({ component: 'searchBox', key: 'title', value: word }),
      )

      const again = await titleEditor(page, word)
      await again.getByRole('button', { name: 'Reset to original', exact: true }).click()
      await searchBoxTitle(page, 'Book a flight').waitFor({ timeout: 5_000 })
      await save(page, ['/en-US/searchBox'])
      expect(storedTexts(e2e).filter((text) => text.component === 'searchBox' && text.key === 'title')).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a save refused because the author is no longer signed in says to sign in again, not that the server failed', async () => {
    const watched = await openDemoAuthoringPage()
    try {
      const { page } = watched
      await startEditMode(page)
      await titleEditor(page, 'Book a flight')
      await textField(page).fill('Plan your trip')
      await applyButton(page).click()
      await searchBoxTitle(page, 'Plan your trip').waitFor({ timeout: 5_000 })
      await watched.context.clearCookies()
      await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click()
      await expect
        .poll(() => authoringStatus(page).textContent(), { timeout: 10_000 })
        .toBe(
          'You are no longer signed in. Sign in again in another tab, then press Save. Your changes are kept: press Save to try again.',
        )
      expect(watched.problems({ allowHttpErrors: /\/dx\/authoring\/content\/|status of 403/ })).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
