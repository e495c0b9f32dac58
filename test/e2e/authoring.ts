// Steps of the content-authoring e2e tests: signing in through the host page's origin
// (which fronts the demo server's authoring addresses), the authoring toolbar and edit
// mode, choosing a text by its outline, its editor, saving; and what the demo server
// stored, cleared between tests so each starts from the translations alone.
import Database from '@rocicorp/zero-sqlite3'
import { join } from 'node:path'
import type { BrowserContext, Locator, Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import { openPage, type E2e, type WatchedPage } from './harness'

/** The demo's accounts: `author` edits every text, `search-author` the search box and shared texts, `reader` none. */
export type Account = 'author' | 'search-author' | 'reader'

/** The authoring base the test page sets, on its own origin. */
export const CONTENT_BASE = '/dx/authoring/content'
/** The anti-forgery token's default address, on the page's origin. */
export const TOKEN_PATH = '/libs/granite/csrf/token.json'

const pathOf = (response: Response) => new URL(response.url()).pathname

export const isTokenCall = (response: Response): boolean => pathOf(response) === TOKEN_PATH

export const isSave = (response: Response): boolean =>
  response.request().method() === 'PUT' && pathOf(response).startsWith(`${CONTENT_BASE}/`)

/** Any authoring address, or a file of the authoring entry (its build names it `authoring-<hash>`). */
export const isAuthoring = (response: Response): boolean =>
  /^\/(dx\/authoring|libs\/granite)\/|\/chunks\/authoring-/.test(pathOf(response))

/**
 * Signs in with the demo sign-in, through the page's origin as an author would, so the
 * HttpOnly `dx_author` cookie is this origin's and the page's own calls send it.
 */
async function signIn(context: BrowserContext, hostOrigin: string, account: Account): Promise<void> {
  const address = new URL('/dx/authoring/sign-in', hostOrigin)
  address.searchParams.set('user', account)
  const answer = await context.request.get(address.href, { maxRedirects: 0 })
  expect(answer.status(), `the sign-in of ${account}`).toBeLessThan(400)
  expect((await context.cookies(hostOrigin)).map((cookie) => cookie.name)).toContain('dx_author')
}

/**
 * Opens test/e2e/pages/authoring.html (search box and storefront, authoring on) in a
 * fresh context signed in as `account`, or with no cookie when there is none, and waits
 * for both widgets.
 */
export async function openAuthoringPage(
  e2e: E2e,
  account: Account | undefined,
  query: Record<string, string> = {},
): Promise<WatchedPage> {
  const watched = await openPage(e2e, '/blank.html')
  try {
    if (account) await signIn(watched.context, e2e.hostOrigin, account)
    const address = new URL('/authoring.html', e2e.hostOrigin)
    for (const [name, value] of Object.entries(query)) address.searchParams.set(name, value)
    await watched.page.goto(address.href)
    await watched.waitForReady(['search-box', 'storefront'])
    return watched
  } catch (error) {
    await watched.close()
    throw error
  }
}

/** The first response the page received that matches, waiting for it as long as `timeoutMs`. */
export async function responseTo(
  watched: WatchedPage,
  matches: (response: Response) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = watched.responses.find(matches)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no answer to ${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function searchBox(page: Page): Locator {
  return page.locator('dx-search-box')
}

export function toolbar(page: Page): Locator {
  return page.locator('dx-authoring-toolbar')
}

/** The toolbar's polite live region: what a save did, what failed, who replaced a text. */
export function authoringStatus(page: Page): Locator {
  return toolbar(page).getByRole('status')
}

export async function startEditMode(page: Page): Promise<void> {
  const toggle = toolbar(page).getByRole('button', { name: 'Edit texts', exact: true })
  await toggle.click({ timeout: 15_000 })
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
}

/** Every outline over a text that reads `text`, wherever the editor draws them. */
export function outlines(page: Page, text: string): Locator {
  return page.getByRole('button', { name: `Edit text: ${text}`, exact: true })
}

/**
 * The outline over `target`: the one whose centre lies inside the target's box. A text
 * may stand in several places of the page (the storefront's form has the search box's
 * labels), each with its own outline; the place tells them apart.
 */
export async function outlineOver(page: Page, target: Locator, text: string): Promise<Locator> {
  await target.scrollIntoViewIfNeeded()
  const all = outlines(page, text)
  await all.first().waitFor({ timeout: 10_000 })
  // Outlines follow their texts a frame after a scroll.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const area = await target.boundingBox()
  if (!area) throw new Error(`the text "${text}" to edit is not on screen`)
  const seen: string[] = []
  for (const outline of await all.all()) {
    const box = await outline.boundingBox()
    if (!box) continue
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    if (x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height) return outline
    seen.push(JSON.stringify(box))
  }
  throw new Error(
    `no outline "Edit text: ${text}" over ${JSON.stringify(area)}; there are outlines at ${seen.join(', ')}`,
  )
}

/** The editor dialog of the message `key` (titled with the text's readable name, the key beside it). */
function editorOf(page: Page, key: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByText(key, { exact: true }) })
}

/**
 * Opens the outline's editor as the message `key`: a text several messages share asks
 * which one it is first.
 */
export async function openEditor(page: Page, outline: Locator, key: string): Promise<Locator> {
  await outline.click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor({ timeout: 5_000 })
  const which = dialog.getByLabel('Which text is this?')
  if ((await which.count()) > 0) await which.selectOption({ value: key })
  const editor = editorOf(page, key)
  await editor.waitFor({ timeout: 5_000 })
  return editor
}

/** Edits the text under the outline as the message `key`: editor, new text, Apply. */
export async function editText(page: Page, outline: Locator, key: string, value: string): Promise<void> {
  const editor = await openEditor(page, outline, key)
  await editor.getByLabel('Text', { exact: true }).fill(value)
  await editor.getByRole('button', { name: 'Apply', exact: true }).click()
  await editor.waitFor({ state: 'hidden', timeout: 5_000 })
}

/**
 * Saves with the toolbar's Save and waits until each component node (`/en-US/searchBox`)
 * was stored (its PUT answered 200) and the live region says so.
 */
export async function save(page: Page, nodes: string[]): Promise<Response[]> {
  const stored = nodes.map((node) =>
    page.waitForResponse(
      (response) => isSave(response) && pathOf(response) === `${CONTENT_BASE}${node}.json` && response.status() === 200,
      { timeout: 15_000 },
    ),
  )
  await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click()
  const answers = await Promise.all(stored)
  await expect.poll(() => authoringStatus(page).textContent()).toContain('Your changes are saved.')
  return answers
}

/**
 * Answers the next save of the component node (`/en-US/searchBox`) with a 500, as a
 * failing server would, without it reaching the demo server; later saves go through.
 */
export async function failNextSave(page: Page, node: string): Promise<void> {
  let failed = false
  await page.route(
    (url) => url.pathname === `${CONTENT_BASE}${node}.json`,
    async (route) => {
      if (failed || route.request().method() !== 'PUT') return route.fallback()
      failed = true
      await route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'The content store failed.' } })
    },
  )
}

/** A text the demo server stored, as its content repository keeps it. */
export interface StoredText {
  locale: string
  component: string
  /** Dotted within the component: `journey.one-way`. */
  key: string
  value: unknown
  author: string
}

function openDb(e2e: E2e, readonly: boolean): Database.Database {
  const db = new Database(join(e2e.dataDir, 'dx.sqlite'), { readonly, fileMustExist: true })
  // The server writes to it at the same time.
  db.pragma('busy_timeout = 5000')
  return db
}

export function storedTexts(e2e: E2e): StoredText[] {
  const db = openDb(e2e, true)
  try {
    const rows = db
      .prepare('SELECT locale, component, key, value, author FROM content_texts ORDER BY locale, component, key')
      .all() as (Omit<StoredText, 'value'> & { value: string })[]
    return rows.map((row) => ({ ...row, value: JSON.parse(row.value) as unknown }))
  } finally {
    db.close()
  }
}

/**
 * Makes the account's anti-forgery tokens stale, as ten minutes would (the test server's
 * clock stands still): the server then refuses them with a 403. Returns how many it had.
 */
export function expireTokens(e2e: E2e, account: Account): number {
  const db = openDb(e2e, false)
  try {
    return db.prepare('UPDATE csrf_tokens SET expires_at = 0 WHERE account = ?').run(account).changes
  } finally {
    db.close()
  }
}

/** Forgets every authored text, node version, overwrite notice and token: the next test sees the translations. */
export function forgetAuthoring(e2e: E2e): void {
  const db = openDb(e2e, false)
  try {
    db.exec(
      'DELETE FROM content_texts; DELETE FROM content_nodes; DELETE FROM overwrite_notices; DELETE FROM csrf_tokens',
    )
  } finally {
    db.close()
  }
}
