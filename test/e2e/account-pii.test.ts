// No password, session id, reset key or email where a sign-in could leave them: while a
// traveller fails once (which sends a beacon), signs in, opens the account menu, asks for a
// reset link and signs out on a partner's page, everything the page lets out or keeps is
// recorded, as the card-number test records it: every request (URL, headers, body), every
// page URL, every console line, every storage entry written or present, document.cookie,
// and every dx:* event. The password and the email may be in the body of the call that
// carries them (signIn, requestPasswordReset) and nowhere else; the session id only in the
// Cookie header the browser adds; the reset key, mailed to the outbox, nowhere at all.
import type { BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ADA, headerAccount, menuButton, nameShown, signInButton, signInDialog, signInFrom } from './account-widget'
import { type E2e, openPage, startE2e } from './harness'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

interface SentRequest {
  url: string
  headers: Record<string, string>
  body: string
  operation: string
}

interface InPageEntry {
  kind: 'event' | 'storage' | 'url'
  text: string
}

interface Trail {
  requests: Promise<SentRequest>[]
  pageUrls: string[]
  console: string[]
  inPage: InPageEntry[]
}

function operationOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { operationName?: unknown }
    return typeof parsed.operationName === 'string' ? parsed.operationName : ''
  } catch {
    return ''
  }
}

async function sentRequest(request: Request): Promise<SentRequest> {
  const body = request.postData() ?? ''
  const headers = await request.allHeaders().catch(() => request.headers())
  return { url: request.url(), headers, body, operation: operationOf(body) }
}

/** In the page: every dx:* event, every storage write, storage and cookie snapshots, each hash change. */
function recordInPage(): void {
  const report = (window as unknown as { __dxAccountTrail(entry: InPageEntry): void }).__dxAccountTrail
  const snapshot = () =>
    report({
      kind: 'storage',
      text: JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, cookie: document.cookie }),
    })
  const dispatch = EventTarget.prototype.dispatchEvent
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event): boolean {
    const answer = dispatch.call(this, event)
    if (event.type.startsWith('dx:')) {
      report({ kind: 'event', text: JSON.stringify({ type: event.type, detail: (event as CustomEvent).detail }) })
      snapshot()
    }
    return answer
  }
  const setItem = Storage.prototype.setItem
  Storage.prototype.setItem = function (this: Storage, key: string, value: string): void {
    report({ kind: 'storage', text: `${key}=${value}` })
    setItem.call(this, key, value)
  }
  addEventListener('hashchange', () => report({ kind: 'url', text: location.href }))
  addEventListener('pagehide', snapshot)
}

async function recordTrail(context: BrowserContext, page: Page): Promise<Trail> {
  const trail: Trail = { requests: [], pageUrls: [page.url()], console: [], inPage: [] }
  context.on('request', (request) => trail.requests.push(sentRequest(request)))
  page.on('console', (message) => trail.console.push(message.text()))
  page.on('framenavigated', (frame) => trail.pageUrls.push(frame.url()))
  await context.exposeBinding('__dxAccountTrail', (_source, entry: InPageEntry) => trail.inPage.push(entry))
  await context.addInitScript(recordInPage)
  await page.evaluate(recordInPage)
  return trail
}

/** A secret as typed and as it would sit in a URL or a form body. */
const forms = (secret: string) => [...new Set([secret, encodeURIComponent(secret), secret.replace(/ /g, '+')])]

/** Every place of the trail where `secret` is, but the request bodies of `allowedIn` and, when `cookieHeader`, the Cookie header. */
async function whereItIs(
  trail: Trail,
  secret: string,
  { allowedIn = [], cookieHeader = false }: { allowedIn?: string[]; cookieHeader?: boolean } = {},
): Promise<string[]> {
  const needles = forms(secret)
  const holds = (text: string) => needles.some((needle) => text.includes(needle))
  const leaks: string[] = []
  for (const request of await Promise.all(trail.requests)) {
    const name = `${request.url.split('?')[0]} ${request.operation}`.trim()
    if (holds(request.url)) leaks.push(`request URL: ${name}`)
    const headers = Object.entries(request.headers).filter(([header]) => !(cookieHeader && header === 'cookie'))
    if (holds(JSON.stringify(headers))) leaks.push(`request headers: ${name}`)
    if (!allowedIn.includes(request.operation) && holds(request.body)) leaks.push(`request body: ${name}`)
  }
  for (const url of trail.pageUrls) if (holds(url)) leaks.push('page URL')
  for (const line of trail.console) if (holds(line)) leaks.push(`console: ${line.slice(0, 80)}`)
  for (const entry of trail.inPage) if (holds(entry.text)) leaks.push(`${entry.kind}: ${entry.text.slice(0, 80)}`)
  return leaks
}

/** The newest reset key the outbox shows for the demo traveller. */
async function newestResetKey(): Promise<string> {
  const html = await (await fetch(`${e2e.dxOrigin}/dx/demo/outbox`)).text()
  const key = /reset-password\?key=([A-Za-z0-9_-]+)/.exec(html)?.[1]
  if (!key) throw new Error('the outbox shows no reset link')
  return key
}

describe('no personal data or secret out of a sign-in', { timeout: 180_000 }, () => {
  test('the password, session id, reset key and email are in no URL, storage, console line, event or beacon', async () => {
    const watched = await openPage(e2e, '/account.html')
    try {
      const { page, context } = watched
      await watched.waitForReady(['account', 'search-box'], 30_000)
      const trail = await recordTrail(context, page)
      const header = headerAccount(page)

      // A wrong password first: a refused call is beaconed.
      await signInButton(header).click()
      const dialog = signInDialog(page)
      await dialog.locator('input[type="email"]').fill(ADA.email)
      await dialog.locator('input[autocomplete="current-password"]').fill('Wrong-Password-1842')
      await dialog.locator('button[type="submit"]').click()
      await dialog.getByRole('alert').waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await signInFrom(page, header)
      await nameShown(header)
      const session = (await context.cookies(e2e.dxOrigin)).find((cookie) => cookie.name.endsWith('dx-session'))
      expect(session?.httpOnly, 'the session cookie, HttpOnly').toBe(true)
      await menuButton(header).click()
      await header.locator('.dx-account-menu a').first().waitFor()
      await watched.requestsSettled()

      await header.getByRole('button', { name: 'Sign out' }).click()
      await signInButton(header).click()
      await dialog.getByRole('button', { name: 'Forgot password?' }).click()
      await dialog.locator('input[type="email"]').fill(ADA.email)
      await dialog.locator('button[type="submit"]').click()
      await dialog.getByRole('status').waitFor()
      await watched.requestsSettled()
      const resetKey = await newestResetKey()

      trail.inPage.push({
        kind: 'storage',
        text: await page.evaluate(() =>
          JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, cookie: document.cookie }),
        ),
      })
      const requests = await Promise.all(trail.requests)
      expect(
        requests.some((request) => request.url.includes('/images/dx.gif')),
        'a beacon was sent',
      ).toBe(true)
      expect(requests.some((request) => request.operation === 'signIn' && request.body.includes(ADA.password))).toBe(
        true,
      )
      expect(await whereItIs(trail, ADA.password, { allowedIn: ['signIn'] })).toEqual([])
      expect(await whereItIs(trail, 'Wrong-Password-1842', { allowedIn: ['signIn'] })).toEqual([])
      expect(await whereItIs(trail, ADA.email, { allowedIn: ['signIn', 'requestPasswordReset'] })).toEqual([])
      expect(await whereItIs(trail, session?.value ?? 'no session cookie', { cookieHeader: true })).toEqual([])
      expect(await whereItIs(trail, resetKey)).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
