// Layout shift of a page as Chromium records it: every `layout-shift` entry, grouped
// into session windows the way Lighthouse and web-vitals count CLS (a window closes
// after 1 s without a shift or 5 s after it opened; CLS is the largest window's sum),
// each entry with the elements that moved, named through shadow roots as they were
// when they moved (a storefront page that follows may have replaced them since).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

/** Lighthouse's mobile preset (a Moto G Power): the emulation a partner's audit uses. */
export const mobile: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** Lighthouse's desktop preset, where the storefront's trip summary stands beside the content. */
export const desktop: BrowserContextOptions = { viewport: { width: 1350, height: 940 } }

export interface Shift {
  value: number
  /** ms after navigation start */
  at: number
  /** The moved elements as `host >> inner` paths with their move, e.g. `dx-flight-schedule (11,266 -> 11,605)`. */
  sources: string[]
}

export interface LayoutShifts {
  cls: number
  shifts: Shift[]
}

/** Runs in the page before its scripts: keeps each shift with its moved elements named. */
function recordShifts(): void {
  const name = (node: Node | null): string => {
    const parts: string[] = []
    let segment: string[] = []
    let current: Node | null = node
    while (current) {
      if (current instanceof ShadowRoot) {
        parts.unshift(segment.slice(-3).join(' > '))
        segment = []
        current = current.host
      } else {
        if (current instanceof Element) {
          const classes = [...current.classList].slice(0, 2).map((c) => `.${c}`)
          segment.unshift(`${current.localName}${classes.join('')}`)
        }
        current = current.parentNode
      }
    }
    if (segment.length) parts.unshift(segment.at(-1) ?? '')
    return parts.join(' >> ') || '(detached)'
  }
  const at = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`
  const shifts: Shift[] = []
  ;(window as unknown as { __dxShifts: Shift[] }).__dxShifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    })[])
      shifts.push({
        value: entry.value,
        at: entry.startTime,
        sources: entry.sources.map((s) => `${name(s.node)} (${at(s.previousRect)} -> ${at(s.currentRect)})`),
      })
  }).observe({ type: 'layout-shift', buffered: true })
}

/** A fresh context with the device's emulation whose pages record their layout shifts. */
export async function newEmulatedContext(browser: Browser, device: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', ...device })
  await context.addInitScript(recordShifts)
  return context
}

/**
 * The page's layout shifts so far. Every shift counts, `hadRecentInput` or not: these
 * pages are only loaded, never touched, and Chromium sets the flag on the shifts after
 * an emulated viewport takes effect (Lighthouse counts those too).
 */
export async function readLayoutShifts(page: Page): Promise<LayoutShifts> {
  const shifts = await page.evaluate(() => (window as unknown as { __dxShifts: Shift[] }).__dxShifts)
  let cls = 0
  let windowSum = 0
  let windowStart = 0
  let last = 0
  for (const shift of shifts) {
    if (windowSum > 0 && (shift.at - last > 1000 || shift.at - windowStart > 5000)) windowSum = 0
    if (windowSum === 0) windowStart = shift.at
    windowSum += shift.value
    last = shift.at
    cls = Math.max(cls, windowSum)
  }
  return { cls, shifts }
}

/** One line per shift, for a failure message that says what moved. */
export function describeShifts({ cls, shifts }: LayoutShifts): string {
  const lines = shifts.map((s) => `  ${s.value.toFixed(4)} at ${Math.round(s.at)} ms: ${s.sources.join(' | ')}`)
  return [`CLS ${cls.toFixed(4)}`, ...lines].join('\n')
}
