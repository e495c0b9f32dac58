// Reading what a widget shows inside its (open) shadow root, and moving through it by
// keyboard. Playwright's role and text locators pierce open shadow roots already;
// these cover what they do not: the whole text of a widget, its computed styles, and
// which element inside a shadow root has focus.
import type { Locator, Page } from 'playwright-core'

/** All text of a host element and its shadow tree, whitespace collapsed. */
export function shadowText(host: Locator): Promise<string> {
  return host.evaluate((element) => {
    const parts: string[] = []
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
      if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot)
      node.childNodes.forEach(walk)
    }
    walk(element)
    return parts.join(' ').replace(/\s+/g, ' ').trim()
  })
}

/**
 * Waits until the widget's text matches, then returns it. dx:ready marks the first
 * interactive view, which may come before the data does.
 */
export async function waitForShadowText(host: Locator, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  let text = await shadowText(host)
  while (!pattern.test(text)) {
    if (Date.now() > deadline)
      throw new Error(`Widget text never matched ${pattern} within ${timeoutMs} ms; it reads: "${text.slice(0, 500)}"`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    text = await shadowText(host)
  }
  return text
}

/**
 * A line per element inside the widget's shadow root: tag, the computed styles host
 * CSS could break, and the rendered height. The host element itself is left out (how
 * the host lays out or hides its own element is the host's call), and so are widths:
 * the host page's margins decide how wide the widget's box is, not the widget.
 */
export function styleFingerprint(host: Locator): Promise<string[]> {
  return host.evaluate((element) => {
    const root = element.shadowRoot
    if (!root) return ['no open shadow root']
    const describe = (node: Element): string => {
      const style = getComputedStyle(node)
      const box = node.getBoundingClientRect()
      return [
        node.tagName.toLowerCase(),
        style.display,
        style.visibility,
        style.opacity,
        style.color,
        style.backgroundColor,
        style.fontFamily,
        style.fontSize,
        style.fontWeight,
        style.lineHeight,
        style.padding,
        style.borderTopWidth,
        `h=${Math.round(box.height)}`,
      ].join(' | ')
    }
    return Array.from(root.querySelectorAll('*')).slice(0, 60).map(describe)
  })
}

export interface FocusInfo {
  tag: string
  type: string
  role: string
  /** aria-label, aria-labelledby text, <label> text, placeholder, name and id, joined */
  label: string
  /** Its accessible name as a listener hears it: aria-label, else labelledby, label or text content */
  name: string
  className: string
  pressed: string | null
  /** data-date of a calendar day */
  date: string | null
}

/** The focused element, looking through shadow roots. */
export function focused(page: Page): Promise<FocusInfo | null> {
  return page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    if (!element || element === document.body) return null
    const root = element.getRootNode() as Document | ShadowRoot
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => root.getElementById(id)?.textContent ?? '')
    const labels =
      element instanceof HTMLInputElement || element instanceof HTMLSelectElement
        ? Array.from(element.labels ?? [], (label) => label.textContent ?? '')
        : []
    const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
    const label = [
      element.getAttribute('aria-label'),
      ...labelledBy,
      ...labels,
      element.getAttribute('placeholder'),
      element.getAttribute('name'),
      element.id,
    ]
      .filter(Boolean)
      .join(' ')
    const name =
      element.getAttribute('aria-label') || labelledBy.join(' ') || labels.join(' ') || element.textContent || ''
    return {
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute('type') ?? '',
      role: element.getAttribute('role') ?? '',
      label: collapse(label),
      name: collapse(name),
      className: typeof element.className === 'string' ? element.className : '',
      pressed: element.getAttribute('aria-pressed'),
      date: element.getAttribute('data-date'),
    }
  })
}

export const describeFocus = (focus: FocusInfo | null): string =>
  focus
    ? `${focus.tag}${focus.role ? `[role=${focus.role}]` : ''} "${(focus.name || focus.label).slice(0, 60)}"`
    : 'body'

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard-only user would. */
export async function tabTo(
  page: Page,
  matches: (focus: FocusInfo) => boolean,
  what: string,
  { key = 'Tab', maxPresses = 40 }: { key?: string; maxPresses?: number } = {},
): Promise<FocusInfo> {
  const visited: string[] = []
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press(key)
    const focus = await focused(page)
    if (focus && matches(focus)) return focus
    visited.push(describeFocus(focus))
  }
  throw new Error(`${key} never reached ${what} in ${maxPresses} presses; focus went through: ${visited.join(', ')}`)
}
