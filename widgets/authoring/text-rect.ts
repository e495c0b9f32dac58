/** Where a text's words stand in the viewport. */
function textRect(node: Text): DOMRect {
  const range = document.createRange()
  range.selectNodeContents(node)
  return range.getBoundingClientRect()
}

/** A box of a pixel or none: a text for screen readers alone (.dx-visually-hidden) sits in one. */
const isPixel = (element: Element) => {
  const box = element.getBoundingClientRect()
  return box.width <= 1 && box.height <= 1
}

/**
 * Where an author sees a text: its own place, or for a text screen readers alone hear (in a
 * one-pixel box, its words laid out past it over other controls), the box of the nearest
 * element that shows, which it belongs to (a button, a heading, a cell).
 */
export function shownRect(node: Text): DOMRect {
  let element = node.parentElement
  if (!element || !isPixel(element)) return textRect(node)
  while (element && isPixel(element)) element = element.parentElement
  return element ? element.getBoundingClientRect() : textRect(node)
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
