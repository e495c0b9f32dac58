/** Where a text stands in the viewport. */
export function textRect(node: Text): DOMRect {
  const range = document.createRange()
  range.selectNodeContents(node)
  return range.getBoundingClientRect()
}

/**
 * Places an element of the toolbar's (fixed, in the viewport) through its style
 * properties: set from script, not a style attribute, so a strict Content-Security-Policy
 * allows it.
 */
export function place(element: HTMLElement, box: { top: number; left: number; width?: number; height?: number }): void {
  element.style.top = `${box.top}px`
  element.style.left = `${box.left}px`
  if (box.width !== undefined) element.style.width = `${box.width}px`
  if (box.height !== undefined) element.style.height = `${box.height}px`
}
