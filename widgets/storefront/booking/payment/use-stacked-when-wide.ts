import { useLayoutEffect, useRef } from 'react'

/**
 * Marks the breakdown's box `data-stacked` while its table is wider than the box, so each row
 * stacks its cells with their column's name (payment.css) instead of scrolling. Decided by the
 * table's own width, not the window's: the widget sits in columns of any width, and a language
 * with longer amounts ("US$ 1.020,98") or column names needs more room than English. Measured
 * before the paint whenever `content` (a text that changes with what the table shows) changes, and again as the box is resized.
 */
export function useStackedWhenWide<T extends HTMLElement>(content: string) {
  const box = useRef<T>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table's width changes with what it shows, which `content` names
  useLayoutEffect(() => {
    const element = box.current
    const table = element?.querySelector('table')
    if (!element || !table) return
    // The least width the table takes as a table: its amounts whole, its column names wrapped.
    element.removeAttribute('data-stacked')
    table.style.inlineSize = 'min-content'
    const natural = table.offsetWidth
    table.style.inlineSize = ''
    const stackIfWide = () => element.toggleAttribute('data-stacked', natural > element.clientWidth)
    stackIfWide()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(stackIfWide)
    observer.observe(element)
    return () => observer.disconnect()
  }, [content])
  return box
}
