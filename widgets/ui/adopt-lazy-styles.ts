import { useLayoutEffect, type RefObject } from 'react'

const sheets = new Map<string, CSSStyleSheet>()
const styled = new WeakMap<Node, Set<string>>()

/**
 * Adds the styles of a lazily loaded part (a calendar, a popover) to the shadow
 * root it renders in, beside the widget's own: its CSS then costs nothing until the
 * part is opened. Same rule as adopt-styles.ts: constructable stylesheets, and a
 * <style> element only where those are missing.
 */
export function useLazyStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined
    if (!root) return
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      let sheet = sheets.get(css)
      if (!sheet) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        sheets.set(css, sheet)
      }
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    }
    const done = styled.get(root) ?? new Set<string>()
    if (done.has(css)) return
    done.add(css)
    styled.set(root, done)
    const style = document.createElement('style')
    style.textContent = css
    ;(root instanceof Document ? root.head : root).append(style)
  }, [ref, css])
}
