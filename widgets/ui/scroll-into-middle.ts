/**
 * Scrolls `box` sideways so that `item` sits in its middle, and nothing else: unlike
 * scrollIntoView, the page itself never moves. Left to right and right to left alike
 * (scrollLeft grows to the right in both).
 */
export function scrollIntoMiddle(box: HTMLElement, item: Element): void {
  const outer = box.getBoundingClientRect()
  const inner = item.getBoundingClientRect()
  box.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2)
}
