// Content authoring on a host page of ours (the search box and the storefront, authoring
// on), whose origin fronts the demo server's authoring addresses as a content-management
// host does: an author edits texts of the live widgets in place and saves, and every
// visitor then sees them in that locale; readers never see an edit affordance; the
// access-control list holds in the editor and on the server; a stale token is fetched
// again once; a save the server fails keeps the edit for Save again; undo and redo; two
// authors at once; axe and the keyboard in edit mode.
// Each test starts from the translations alone: what it stored is forgotten after it.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { runAxe } from './axe'
import {
  authoringStatus,
  CONTENT_BASE,
  expireTokens,
  failNextSave,
  forgetAuthoring,
  isAuthoring,
  isSave,
  isTokenCall,
  openAuthoringPage,
  outlines,
  responseTo,
  save,
  storedTexts,
  TOKEN_PATH,
  toolbar,
} from './authoring'
import {
  editPageText,
  label,
  ONE_WAY,
  openEditorOf,
  openInEditMode,
  PROMO_CODE,
  PROMO_CODE_LABEL,
  SEARCH_BOX_TITLE,
  SEARCH_BUTTON,
  searchBoxTitle,
  STOREFRONT_TITLE,
  submitButton,
} from './authoring-texts'
import { startE2e, type E2e, type WatchedPage } from './harness'
import { expectFocusVisible } from './keyboard'
import { tabTo } from './shadow'
import { heading, openShop, storefront, waitForFocus } from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
})

afterEach(() => {
  if (e2e) forgetAuthoring(e2e)
})

afterAll(async () => {
  await e2e?.close()
})

/** Refusals a test causes on purpose: the 403s of authoring calls, and the console line each logs. */
const authoringRefusals = /\/dx\/authoring\/content\/|status of 403/

async function closeAll(...pages: (WatchedPage | undefined)[]): Promise<void> {
  await Promise.allSettled(pages.map((watched) => watched?.close()))
}

describe('content authoring', () => {
  test('an author edits the search button and a storefront heading in place and saves; a visitor sees both in en-US, the German originals in de-DE', async () => {
    const author = await openInEditMode(e2e, 'author')
    try {
      const { page } = author
      // "Search flights" is the search button, the storefront's heading and the storefront form's button.
      await editPageText(page, SEARCH_BUTTON, 'Search flights', 'Find my flight')
      // The preview shows in every widget at once: the storefront's form has the same button.
      await submitButton(page, 'Find my flight').waitFor({ timeout: 5_000 })
      await storefront(page).getByRole('button', { name: 'Find my flight', exact: true }).waitFor({ timeout: 5_000 })
      await editPageText(page, STOREFRONT_TITLE, 'Search flights', 'Where will you fly?')
      await heading(page, 'Where will you fly?').waitFor({ timeout: 5_000 })
      await save(page, ['/en-US/searchBox', '/en-US/storefront'])
      expect(author.problems()).toEqual([])
    } finally {
      await author.close()
    }

    const visitor = await openShop(e2e)
    try {
      await submitButton(visitor.page, 'Find my flight').waitFor({ timeout: 10_000 })
      await heading(visitor.page, 'Where will you fly?').waitFor({ timeout: 10_000 })
      // No authoring code or call on a reader's page without authoring.
      expect(visitor.responses.filter(isAuthoring).map((response) => response.url())).toEqual([])
      expect(visitor.problems()).toEqual([])
    } finally {
      await visitor.close()
    }

    const german = await openShop(e2e, '', { path: '/shop.html?locale=de-DE' })
    try {
      // The authored texts arrive with the metadata document: once it is here and the widgets
      // have had a moment to render it, the page shows all it will.
      await responseTo(german, (response) => /\/metadata\.json/.test(response.url()), 'the metadata document')
      await german.page.waitForTimeout(500)
      await submitButton(german.page, 'Flüge suchen').waitFor({ timeout: 10_000 })
      await heading(german.page, 'Flüge suchen').waitFor({ timeout: 10_000 })
      expect(await german.page.getByText('Find my flight').count()).toBe(0)
      expect(await german.page.getByText('Where will you fly?').count()).toBe(0)
      expect(german.problems()).toEqual([])
    } finally {
      await german.close()
    }
  })

  // A signed-in reader in the content-management frame, a visitor with no sign-in there, and
  // one on a page outside it (a host that left authoring on for everyone). None of them
  // downloads the toolbar and editor, and none meets an error.
  test.each([
    ['a signed-in reader', 'reader', {}],
    ['a visitor with no sign-in in the frame', undefined, {}],
    ['a visitor with no sign-in outside the frame', undefined, { outsideFrame: '' }],
  ] as const)('%s sees no toolbar and no outline on the authoring page', async (_, account, query) => {
    const watched = await openAuthoringPage(e2e, account, query)
    try {
      const permissions = await responseTo(
        watched,
        (response) => new URL(response.url()).pathname === `${CONTENT_BASE}/permissions.json`,
        'the permission document',
      )
      expect(await permissions.json()).toMatchObject({ canAuthor: false })
      // The authoring entry decides as soon as the permission document is in; give it a moment to go wrong.
      await watched.page.waitForTimeout(1_000)
      expect(await toolbar(watched.page).count()).toBe(0)
      expect(await watched.page.getByRole('button', { name: /^Edit text/ }).count()).toBe(0)
      expect(watched.responses.filter(isSave)).toEqual([])
      expect(watched.responses.map((response) => response.url()).filter((url) => url.includes('show-toolbar'))).toEqual(
        [],
      )
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('search-author cannot save a storefront text: the editor has no Apply, and the server refuses a save with a valid token', async () => {
    const watched = await openInEditMode(e2e, 'search-author')
    try {
      const { page } = watched
      const editor = await openEditorOf(page, STOREFRONT_TITLE, 'Search flights')
      await editor.getByText('You may not edit this text').waitFor({ timeout: 5_000 })
      expect(await editor.getByRole('button', { name: 'Apply' }).count()).toBe(0)
      await editor.getByRole('button', { name: 'Close', exact: true }).click()

      // The page's own calls, with a token the server issued to search-author: the
      // storefront path is refused, and the same token saves a search box text.
      const answers = await page.evaluate(
        async ({ base, tokenPath }) => {
          const tokenAnswer = await fetch(`${tokenPath}?_=${Date.now()}`, { credentials: 'include' })
          const { token } = (await tokenAnswer.json()) as { token: string }
          const put = async (node: string, path: string, value: string) => {
            const address = new URL(`${base}${node}.json`, location.href)
            address.searchParams.set(':cq_csrf_token', token)
            const answer = await fetch(address, {
              method: 'PUT',
              credentials: 'include',
              headers: { 'Content-Type': 'application/json', 'csrf-token': token },
              body: JSON.stringify({
                changes: [{ path, operation: 'CREATE', value, schemaNode: { type: 'string' } }],
                seen: { [node]: 0 },
              }),
            })
            return { status: answer.status, body: (await answer.json()) as unknown }
          }
          return {
            storefront: await put('/en-US/storefront', '/en-US/storefront/home/title', 'Not mine to write'),
            searchBox: await put('/en-US/searchBox', '/en-US/searchBox/title', 'Mine to write'),
          }
        },
        { base: CONTENT_BASE, tokenPath: TOKEN_PATH },
      )
      expect(answers.storefront.status).toBe(403)
      expect(answers.storefront.body).toMatchObject({ error: 'FORBIDDEN_PATH' })
      expect((answers.storefront.body as { paths: string[] }).paths).toContain('/en-US/storefront/home/title')
      expect(answers.searchBox.status).toBe(200)
      expect(storedTexts(e2e).map(({ component, key, value, author }) => ({ component, key, value, author }))).toEqual([
        { component: 'searchBox', key: 'title', value: 'Mine to write', author: 'search-author' },
      ])
      expect(watched.problems({ allowHttpErrors: authoringRefusals })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a save meeting a 403 (its token gone stale) fetches one new token, retries once with it and succeeds', async () => {
    const watched = await openInEditMode(e2e, 'author')
    try {
      const { page } = watched
      await editPageText(page, SEARCH_BOX_TITLE, 'Book a flight', 'Plan your trip')
      await save(page, ['/en-US/searchBox'])
      expect(expireTokens(e2e, 'author')).toBeGreaterThan(0)

      const before = watched.responses.length
      await editPageText(page, SEARCH_BOX_TITLE, 'Plan your trip', 'Plan your journey')
      await save(page, ['/en-US/searchBox'])
      const since = watched.responses.slice(before)
      const tokens = since.filter(isTokenCall)
      const saves = since.filter(isSave)
      expect(tokens.map((response) => response.status())).toEqual([200])
      expect(saves.map((response) => response.status())).toEqual([403, 200])
      const [refused, retried] = saves
      const [token] = tokens
      if (!refused || !retried || !token) throw new Error('the calls are checked above')
      expect(await refused.json()).toMatchObject({ error: 'CSRF_INVALID' })
      // Refused, then a new token, then the same save again carrying it (query and header).
      expect(since.indexOf(refused)).toBeLessThan(since.indexOf(token))
      expect(since.indexOf(token)).toBeLessThan(since.indexOf(retried))
      const fresh = ((await token.json()) as { token: string }).token
      expect(new URL(retried.url()).searchParams.get(':cq_csrf_token')).toBe(fresh)
      expect(retried.request().headers()['csrf-token']).toBe(fresh)
      expect(retried.request().postData()).toBe(refused.request().postData())
      expect(storedTexts(e2e)).toContainEqual(
        expect.objectContaining({ locale: 'en-US', component: 'searchBox', key: 'title', value: 'Plan your journey' }),
      )
      expect(watched.problems({ allowHttpErrors: authoringRefusals })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a save the server fails (500) keeps the edit and says to press Save again, which stores it', async () => {
    const watched = await openInEditMode(e2e, 'author')
    try {
      const { page } = watched
      await editPageText(page, SEARCH_BOX_TITLE, 'Book a flight', 'Plan your trip')
      await failNextSave(page, '/en-US/searchBox')
      await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click()
      await expect
        .poll(() => authoringStatus(page).textContent(), { timeout: 10_000 })
        .toBe(
          'Something went wrong on our side. Please try again in a moment. Your changes are kept: press Save to try again.',
        )
      expect(await searchBoxTitle(page, 'Plan your trip').count()).toBe(1)
      expect(storedTexts(e2e)).toEqual([])

      await save(page, ['/en-US/searchBox'])
      expect(watched.responses.filter(isSave).map((response) => response.status())).toEqual([500, 200])
      expect(storedTexts(e2e)).toContainEqual(
        expect.objectContaining({ locale: 'en-US', component: 'searchBox', key: 'title', value: 'Plan your trip' }),
      )
      expect(watched.problems({ allowHttpErrors: /\/dx\/authoring\/content\/|status of 500/ })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  // A look-alike top frame (eviladobeaemcloud.com) needs a page of that host around ours.
  // Chromium's local network access checks block a public page (which a routed host is)
  // from framing a local one, so the frame rule's unit tests cover it
  // (core/settings/authoring-frame.test.ts). Here: a page neither in a frame nor told it
  // is fetches no token at all.
  test('outside the content-management frame (no flag, no frame) an author’s page fetches no anti-forgery token', async () => {
    const watched = await openInEditMode(e2e, 'author', { outsideFrame: '' })
    try {
      const editor = await openEditorOf(watched.page, SEARCH_BOX_TITLE, 'Book a flight')
      // The editor has read the component's node: authoring calls were made, none for a token.
      await editor.getByLabel('Text', { exact: true }).waitFor({ timeout: 5_000 })
      await responseTo(
        watched,
        (response) => new URL(response.url()).pathname === `${CONTENT_BASE}/en-US/searchBox.json`,
        'the search box node',
      )
      expect(watched.responses.filter(isTokenCall)).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('undo takes the last applied edit back in the preview, and redo brings it again; nothing is saved', async () => {
    const watched = await openInEditMode(e2e, 'author')
    try {
      const { page } = watched
      await editPageText(page, SEARCH_BOX_TITLE, 'Book a flight', 'Fly somewhere new')
      await editPageText(page, ONE_WAY, 'One way', 'Single trip')
      await label(page, 'Single trip').waitFor({ timeout: 5_000 })
      const button = (name: string) => toolbar(page).getByRole('button', { name, exact: true })

      await button('Undo').click()
      await label(page, 'One way').waitFor({ timeout: 5_000 })
      expect(await searchBoxTitle(page, 'Fly somewhere new').count()).toBe(1)
      expect(await label(page, 'Single trip').count()).toBe(0)

      await button('Redo').click()
      await label(page, 'Single trip').waitFor({ timeout: 5_000 })
      expect(await searchBoxTitle(page, 'Fly somewhere new').count()).toBe(1)
      expect(watched.responses.filter(isSave)).toEqual([])
      expect(storedTexts(e2e)).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  describe('two authors at once (author, and search-author on the search box)', () => {
    test('on the same text the later save wins, and the earlier author is told on their next save', async () => {
      let first: WatchedPage | undefined
      let second: WatchedPage | undefined
      try {
        first = await openInEditMode(e2e, 'author')
        second = await openInEditMode(e2e, 'search-author')
        // Both read the node before either saves.
        await editPageText(first.page, SEARCH_BOX_TITLE, 'Book a flight', 'Fly with us')
        await editPageText(second.page, SEARCH_BOX_TITLE, 'Book a flight', 'Fly with Zed')
        await save(first.page, ['/en-US/searchBox'])
        await save(second.page, ['/en-US/searchBox'])
        expect(await authoringStatus(second.page).textContent()).not.toMatch(/replaced/)

        await editPageText(first.page, PROMO_CODE_LABEL, PROMO_CODE, 'Voucher code')
        await save(first.page, ['/en-US/searchBox'])
        expect(await authoringStatus(first.page).textContent()).toMatch(
          /Your text for searchBox\.title was replaced by search-author at /,
        )
        expect(
          storedTexts(e2e).map(({ key, value, author }) => ({ key, value, author })),
          'the later text of the title, and the earlier author’s other text',
        ).toEqual([
          { key: 'promoCode', value: 'Voucher code', author: 'author' },
          { key: 'title', value: 'Fly with Zed', author: 'search-author' },
        ])
        expect(first.problems()).toEqual([])
        expect(second.problems()).toEqual([])
      } finally {
        await closeAll(first, second)
      }
      const visitor = await openShop(e2e)
      try {
        await searchBoxTitle(visitor.page, 'Fly with Zed').waitFor({ timeout: 10_000 })
      } finally {
        await visitor.close()
      }
    })

    test('on different texts of one node both are kept, and no one is told of an overwrite', async () => {
      let first: WatchedPage | undefined
      let second: WatchedPage | undefined
      try {
        first = await openInEditMode(e2e, 'author')
        second = await openInEditMode(e2e, 'search-author')
        await editPageText(first.page, SEARCH_BOX_TITLE, 'Book a flight', 'Fly with us')
        await editPageText(second.page, PROMO_CODE_LABEL, PROMO_CODE, 'Voucher code')
        await save(first.page, ['/en-US/searchBox'])
        await save(second.page, ['/en-US/searchBox'])
        for (const watched of [first, second])
          expect(await authoringStatus(watched.page).textContent()).not.toMatch(/replaced/)
        expect(storedTexts(e2e).map(({ key, value, author }) => ({ key, value, author }))).toEqual([
          { key: 'promoCode', value: 'Voucher code', author: 'search-author' },
          { key: 'title', value: 'Fly with us', author: 'author' },
        ])
        expect(first.problems()).toEqual([])
        expect(second.problems()).toEqual([])
      } finally {
        await closeAll(first, second)
      }
      const visitor = await openShop(e2e)
      try {
        await searchBoxTitle(visitor.page, 'Fly with us').waitFor({ timeout: 10_000 })
        await label(visitor.page, 'Voucher code').waitFor({ timeout: 10_000 })
      } finally {
        await visitor.close()
      }
    })
  })

  test('in edit mode with the editor open axe finds no serious issue, and the editor works by keyboard alone', async () => {
    const watched = await openAuthoringPage(e2e, 'author')
    try {
      const { page } = watched
      // The toolbar comes first on the page: its first control is the first Tab stop.
      await toolbar(page).getByRole('button', { name: 'Edit texts' }).waitFor({ timeout: 15_000 })
      await tabTo(page, (focus) => focus.name === 'Edit texts', 'the Edit texts toggle', { maxPresses: 1 })
      await page.keyboard.press('Enter')
      await expect
        .poll(() => toolbar(page).getByRole('button', { name: 'Edit texts' }).getAttribute('aria-pressed'), {
          timeout: 5_000,
        })
        .toBe('true')
      await outlines(page, 'Book a flight').first().waitFor({ timeout: 10_000 })
      await tabTo(page, (focus) => focus.name === 'Edit text: Book a flight', 'the outline of "Book a flight"', {
        maxPresses: 80,
      })
      await expectFocusVisible(page, 'the outline of "Book a flight"')
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'textarea', 'the editor’s text field')

      const axe = await runAxe(page)
      expect(axe.summary).toBe('')

      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type('Book by keyboard')
      await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Apply', 'Apply')
      await page.keyboard.press('Enter')
      await searchBoxTitle(page, 'Book by keyboard').waitFor({ timeout: 5_000 })
      // Focus goes back to the outline of the text just edited.
      await waitForFocus(page, (focus) => focus.name === 'Edit text: Book by keyboard', 'the outline edited')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
