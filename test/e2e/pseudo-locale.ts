// A build of the widgets that offers the pseudo-locale en-XA (DX_PSEUDO_LOCALE=1), served by
// its own demo server: the shipped build in dist/ leaves en-XA out. The bundle is written to a
// folder of its own beside the project's demo pages, and the built server serves it from there.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { chromiumArgs, requireTestChromium } from '../chromium.mjs'
import { startDemoServer } from '../demo-server.mjs'
import { seededCopy } from './harness'

const root = fileURLToPath(new URL('../../', import.meta.url))

const BUILD = `
import { buildLoader, buildWidgets } from './esbuild.config.mjs'
const outdir = process.env.PSEUDO_OUTDIR
const widgets = await buildWidgets({ outdir })
await buildLoader(outdir, widgets.manifest)
`

export interface PseudoE2e {
  browser: Browser
  dxOrigin: string
  close(): Promise<void>
}

export async function startPseudoE2e(): Promise<PseudoE2e> {
  const site = mkdtempSync(join(tmpdir(), 'dx-pseudo-'))
  symlinkSync(join(root, 'demo'), join(site, 'demo'))
  const { DX_BUNDLE_VERSION: _version, ...env } = process.env
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', BUILD], {
    cwd: root,
    env: { ...env, DX_PSEUDO_LOCALE: '1', PSEUDO_OUTDIR: join(site, 'dist/dx') },
  })
  const dataDir = seededCopy()
  const dx = await startDemoServer(site, {
    main: join(root, 'dist/server/main.js'),
    now: new Date().toISOString(),
    newConversationsPerMinute: 1_000_000,
    dataDir,
  })
  const endpoint = inject('browserEndpoint')
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: requireTestChromium(), args: [...chromiumArgs], headless: true })
  return {
    browser,
    dxOrigin: dx.origin,
    async close() {
      await Promise.allSettled([browser.close(), dx.close()])
      rmSync(site, { recursive: true, force: true })
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A new page at a phone's size, in UTC. */
export async function phonePage(browser: Browser, width: number, height = 812): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
  })
  return context.newPage()
}

/**
 * Visible text in the widgets (every shadow root under `selector`) that no message wrote:
 * what is left of each text once the bracketed messages are taken out, where it still holds
 * a word. Words the page may rightly show outside a message are `allowed`, as written (names
 * the API answers, Intl's month and day names).
 */
export function unbracketedTexts(
  page: Page,
  selector: string,
  allowed: string[],
): Promise<{ bracketed: number; unbracketed: string[] }> {
  return page.locator(selector).evaluateAll((hosts, allowedWords) => {
    const allowedSet = new Set(allowedWords)
    const found: string[] = []
    let bracketed = 0
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement
        if (!parent || parent.closest('style, script, template, [hidden], [aria-hidden="true"]')) return
        const range = document.createRange()
        range.selectNodeContents(node)
        if (range.getClientRects().length === 0) return
        if (getComputedStyle(parent).visibility === 'hidden') return
        let text = node.textContent ?? ''
        if (text.includes('[')) bracketed++
        for (let before = ''; before !== text; ) {
          before = text
          text = text.replace(/\[[^[\]]*\]/g, ' ')
        }
        const words = (text.match(/\p{L}{2,}/gu) ?? []).filter((word) => !allowedSet.has(word))
        if (words.length > 0) found.push(`${parent.localName}.${parent.className}: ${node.textContent?.trim()}`)
        return
      }
      if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot)
      for (const child of node.childNodes) visit(child)
    }
    for (const host of hosts) visit(host)
    return { bracketed, unbracketed: found }
  }, allowed)
}

/** Controls in the widgets under `selector` whose text is wider or taller than their box. */
export function overflowingControls(
  page: Page,
  selector: string,
): Promise<{ controls: number; overflowing: string[] }> {
  return page.locator(selector).evaluateAll((hosts) => {
    const found: string[] = []
    let controls = 0
    const visit = (root: Element | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot)
        if (!element.matches('button, a, label, summary, [role="button"], [role="tab"], [role="link"]')) continue
        if (element.getClientRects().length === 0) continue
        controls++
        const box = element as HTMLElement
        if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
          found.push(
            `${element.localName}.${box.className} "${box.textContent?.trim().slice(0, 60)}": ${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight}`,
          )
      }
    }
    for (const host of hosts) visit(host.shadowRoot ?? host)
    return { controls, overflowing: found }
  })
}

/** Names Intl gives in English (en-XA formats as en): months and weekdays are data, not messages. */
export const calendarWords = (() => {
  const words = new Set<string>()
  for (let month = 0; month < 12; month++)
    for (const style of ['long', 'short'] as const)
      words.add(new Date(Date.UTC(2026, month, 1)).toLocaleString('en-US', { month: style, timeZone: 'UTC' }))
  for (let day = 0; day < 7; day++)
    for (const style of ['long', 'short'] as const)
      words.add(new Date(Date.UTC(2026, 0, 4 + day)).toLocaleString('en-US', { weekday: style, timeZone: 'UTC' }))
  return [...words, 'AM', 'PM']
})()

/** Country names Intl gives in English (en-XA names regions as en): a saved document's issuing country is data. */
export const countryWords = (() => {
  const names = new Intl.DisplayNames(['en-US'], { type: 'region' })
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  const words = new Set<string>()
  for (const first of letters)
    for (const second of letters)
      for (const word of names.of(first + second)?.match(/\p{L}{2,}/gu) ?? []) words.add(word)
  return [...words]
})()

/**
 * The words of a JSON answer's texts, as written: not its field names, so a label that says
 * "Gate" in the code is still found, nor an enumeration's DEPARTED as "Departed".
 */
export function wordsOfValues(json: string): string[] {
  const words: string[] = []
  try {
    JSON.parse(json, (_key, value: unknown) => {
      if (typeof value === 'string') words.push(...(value.match(/\p{L}{2,}/gu) ?? []))
      return value
    })
  } catch {
    // Not JSON after all: it names nothing the page shows.
  }
  return words
}
