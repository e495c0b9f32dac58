import type { TextMatcher } from './text-matcher'

/** A text of a widget that is a message: its node, its words and the keys it may be. */
export interface FoundText {
  node: Text
  text: string
  keys: string[]
}

/** A widget's host: a `dx-*` element, or `#app`, which holds the full storefront. */
function isWidgetHost(element: Element): boolean {
  return element.localName.startsWith('dx-') || element.id === 'app'
}

/**
 * The shadow roots widgets render in, in page order: every widget host's below `root`,
 * and those of widgets inside them. `skip` (the authoring toolbar) is left out.
 */
export function widgetRoots(root: Document | ShadowRoot, skip: Element): ShadowRoot[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    element !== skip && isWidgetHost(element) && element.shadowRoot
      ? [element.shadowRoot, ...widgetRoots(element.shadowRoot, skip)]
      : [],
  )
}

/** Text the author cannot see (a hidden part, a style sheet) gets no outline. */
function isShown(node: Text): boolean {
  const parent = node.parentElement
  if (!parent || parent.closest('style, script, template, [hidden]')) return false
  return typeof parent.checkVisibility !== 'function' || parent.checkVisibility()
}

/** Every shown text node in `roots` that matches a message, in page order. */
export function findTexts(roots: readonly ShadowRoot[], match: TextMatcher): FoundText[] {
  const found: FoundText[] = []
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      if (!text.data.trim() || !isShown(text)) continue
      const keys = match(text.data)
      if (keys.length > 0) found.push({ node: text, text: text.data.trim(), keys })
    }
  }
  return found
}
