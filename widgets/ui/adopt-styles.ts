const sheets = new Map<string, CSSStyleSheet>()

/**
 * Styles go in as constructable stylesheets, built once per page and shared by every
 * instance: no <style> element and no style attribute, so a host with a strict
 * Content-Security-Policy (no 'unsafe-inline') works. Browsers without adopted
 * stylesheets get a <style> element, which works wherever inline styles are allowed.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    root.adoptedStyleSheets = cssTexts.map((css) => {
      let sheet = sheets.get(css)
      if (!sheet) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        sheets.set(css, sheet)
      }
      return sheet
    })
    return
  }
  for (const css of cssTexts) {
    const style = document.createElement('style')
    style.textContent = css
    root.append(style)
  }
}
