// One Chromium for the run (browser-once.ts), one demo server (the built one, in a child process: see
// test/demo-server.mjs for why not in-process) and one host-page server per test file; a fresh
// browser context per test. Every page is watched for console errors, page errors,
// failed requests, HTTP errors and CSP violations, so a test can assert "no problems"
// in one line and a failure says what went wrong.
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Response } from 'playwright-core'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { chromiumArgs, requireTestChromium } from '../chromium.mjs'
import { startDemoServer } from '../demo-server.mjs'
import { startHostServer } from './host-server'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface E2e {
  browser: Browser
  /** Origin of the demo server (loader, chunks, API): http://127.0.0.1:PORT */
  dxOrigin: string
  /** The demo server's data folder (its SQLite database is dx.sqlite there), for reading what it stored. */
  dataDir: string
  /** Origin of the host pages: http://localhost:PORT */
  hostOrigin: string
  close(): Promise<void>
}

export interface CspViolation {
  directive: string
  blockedURI: string
  sourceFile: string
  line: number
}

export interface ReadyEvent {
  widget: string
  /** performance.now() in the page when dx:ready arrived at document */
  at: number
}

export interface WatchedPage {
  page: Page
  context: BrowserContext
  /** The host page's own response (its headers carry e.g. the CSP). */
  response: Response | null
  /** Every response the page received, in arrival order. */
  responses: Response[]
  ready: ReadyEvent[]
  cspViolations: CspViolation[]
  /** Everything that went wrong, one readable line each; [] on a clean page. */
  problems(options?: { allowHttpErrors?: RegExp }): string[]
  /** Resolves once every named widget has sent dx:ready. */
  waitForReady(widgets: string[], timeoutMs?: number): Promise<void>
  /** Resolves once no request of the page is under way (requestsSettled). */
  requestsSettled(timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

/**
 * Counts a page's requests under way from now on (attach it before the page's goto). `settled`
 * resolves once none is, and none starts while the page's fonts finish and it draws its next
 * frame and runs the task after it: what a finished chunk or answer sets off (the next chunk, an
 * image) has started by then. Unlike `networkidle` it does not wait 500 ms of quiet on every
 * page; it fails naming the requests still under way.
 */
export function trackRequests(page: Page): { settled(timeoutMs?: number): Promise<void> } {
  const pending = new Set<Request>()
  let started = 0
  let changed: (() => void) | undefined
  page.on('request', (request) => {
    pending.add(request)
    started++
  })
  const done = (request: Request) => {
    pending.delete(request)
    if (pending.size === 0) changed?.()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  const quiet = () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (changed = resolve)))
  return {
    async settled(timeoutMs = 30_000) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `requests still under way after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`,
              ),
            ),
          timeoutMs,
        )
      })
      try {
        for (;;) {
          await Promise.race([quiet(), timedOut])
          const before = started
          await Promise.race([
            page.evaluate(() =>
              document.fonts.ready.then(
                () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
              ),
            ),
            timedOut,
          ])
          if (pending.size === 0 && started === before) return
        }
      } finally {
        clearTimeout(timer)
        changed = undefined
      }
    },
  }
}

export async function startE2e(): Promise<E2e> {
  if (!existsSync(join(root, 'dist/dx/loader.js')))
    throw new Error('dist/dx/loader.js is missing: run `npm run build` before the e2e tests')
  const executablePath = requireTestChromium()
  // The server's clock stands still for the run: a flight that lands between the
  // test's own API call and the page's would otherwise change what the page shows.
  // Every test of the file searches from 127.0.0.1: far more new conversations a minute
  // than one traveller opens, so the per-client limit is raised out of the way.
  const dataDir = seededCopy()
  const removeCopy = () => dataDir && rmSync(dataDir, { recursive: true, force: true })
  const dx = await startDemoServer(root, {
    now: new Date().toISOString(),
    newConversationsPerMinute: 1_000_000,
    dataDir,
  }).catch((error: unknown) => {
    removeCopy()
    throw error
  })
  const dxOrigin = dx.origin
  const host = await startHostServer({ dxOrigin })
  // The run's browser (browser-once.ts); closing a connected browser only disconnects this file.
  const endpoint = inject('browserEndpoint')
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath, args: [...chromiumArgs], headless: true })
  return {
    browser,
    dxOrigin,
    dataDir: dx.dataDir,
    hostOrigin: host.origin,
    async close() {
      await Promise.allSettled([browser.close(), host.close(), dx.close()])
      removeCopy()
    },
  }
}

/**
 * A new data folder holding a copy of the database seeded once for the run (seed-once.ts),
 * for one server alone, which saves it seeding its own; undefined when there is none (the
 * server then seeds a throwaway folder). The caller removes the folder.
 */
export function seededCopy(): string | undefined {
  const seeded = inject('seededDataDir')
  if (!seeded) return undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'dx-demo-'))
  copyFileSync(join(seeded, 'dx.sqlite'), join(dataDir, 'dx.sqlite'))
  return dataDir
}

type Report = { kind: 'ready'; payload: ReadyEvent } | { kind: 'csp'; payload: CspViolation }

/**
 * Runs in the page before any of its scripts. It reports through a CDP binding rather
 * than page globals so it works under a strict CSP and survives a crashing page.
 */
function listenInPage(): void {
  const report = (window as unknown as { __dxReport(report: Report): void }).__dxReport
  document.addEventListener(
    'dx:ready',
    (event) => {
      const detail = (event as CustomEvent<{ widget?: string } | null>).detail
      report({ kind: 'ready', payload: { widget: String(detail?.widget), at: performance.now() } })
    },
    true,
  )
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const { violatedDirective, blockedURI, sourceFile, lineNumber } = event
      report({ kind: 'csp', payload: { directive: violatedDirective, blockedURI, sourceFile, line: lineNumber } })
    },
    true,
  )
}

/**
 * Opens a host page (path under test/e2e/pages, query values fill its {{name}}
 * placeholders) in a fresh context and watches it: in a desktop window unless `viewport` says
 * otherwise (opening at a phone's size saves laying the page out twice).
 */
export async function openPage(
  e2e: E2e,
  path: string,
  query: Record<string, string> = {},
  { viewport = { width: 1280, height: 900 } }: { viewport?: { width: number; height: number } } = {},
): Promise<WatchedPage> {
  const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: 'UTC', viewport })
  const ready: ReadyEvent[] = []
  const cspViolations: CspViolation[] = []
  const errors: string[] = []
  const httpErrors: string[] = []
  const responses: Response[] = []
  const readyWaiters = new Set<() => void>()

  await context.exposeBinding('__dxReport', (_source, report: Report) => {
    if (report.kind === 'ready') ready.push(report.payload)
    else cspViolations.push(report.payload)
    for (const check of readyWaiters) check()
  })
  await context.addInitScript(listenInPage)
  const page = await context.newPage()
  const requests = trackRequests(page)
  page.on('console', (message) => {
    // Asked whether it can pay with Google Pay, Chromium fetches Google's payment manifest; this
    // machine has no internet, so the fetch fails and says so. Online, the manifest arrives.
    if (
      message.type() === 'error' &&
      !/^Unable to download payment manifest "https:\/\/google\.com\/pay"/.test(message.text())
    )
      errors.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    // Chromium reports every HEAD answer as ERR_ABORTED once its headers are read, while
    // the page's fetch resolves with the status (checked: a beacon answered 200 both
    // ways). A HEAD that really fails still shows as an HTTP error or a console error.
    if (request.method() === 'HEAD' && request.failure()?.errorText === 'net::ERR_ABORTED') return
    errors.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  page.on('response', (response) => {
    responses.push(response)
    if (response.status() >= 400)
      httpErrors.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
  })

  const url = new URL(path, e2e.hostOrigin)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  const response = await page.goto(url.href)

  return {
    page,
    context,
    response,
    responses,
    ready,
    cspViolations,
    problems({ allowHttpErrors } = {}) {
      // A refused request also logs "Failed to load resource" to the console.
      const allowed = (line: string) => allowHttpErrors?.test(line)
      return [
        ...errors.filter((line) => !allowed(line)),
        ...httpErrors.filter((line) => !allowed(line)),
        ...cspViolations.map(
          (v) => `CSP violation: ${v.directive} blocked ${v.blockedURI} (${v.sourceFile}:${v.line})`,
        ),
      ]
    },
    waitForReady(widgets, timeoutMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!widgets.every((widget) => ready.some((event) => event.widget === widget))) return
          readyWaiters.delete(check)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          readyWaiters.delete(check)
          const seen = ready.map((event) => event.widget).join(', ') || 'none'
          reject(
            new Error(
              `dx:ready not seen for all of ${widgets.join(', ')} within ${timeoutMs} ms (seen: ${seen}). Problems: ${errors.concat(httpErrors).join(' | ') || 'none'}`,
            ),
          )
        }, timeoutMs)
        readyWaiters.add(check)
        check()
      })
    },
    requestsSettled: requests.settled,
    close: () => context.close(),
  }
}
