import { type RefObject, useEffect } from 'react'
import { SMALLEST_PAGE, printZoom } from './print-zoom'

/** A pass's width on paper (boarding-passes.css, print rules). */
const PRINT_WIDTH = '7in'

/**
 * Before printing, shrinks each pass (`.dx-bp-pass` under `ref`) that would not fit one
 * page of A4 or Letter; after printing, back to its size.
 * The zoom is set through the element's style object, which a strict CSP allows.
 */
export function useFitOnPrint(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const passes = () => Array.from(ref.current?.querySelectorAll<HTMLElement>('.dx-bp-pass') ?? [])
    const fit = () => {
      for (const pass of passes()) {
        // Measured at the width it prints at, whatever the screen's width.
        pass.style.zoom = ''
        pass.style.width = PRINT_WIDTH
        pass.style.maxWidth = 'none'
        const { offsetWidth, offsetHeight } = pass
        pass.style.width = ''
        pass.style.maxWidth = ''
        if (offsetWidth && offsetHeight) pass.style.zoom = String(printZoom(SMALLEST_PAGE, offsetWidth, offsetHeight))
      }
    }
    const restore = () => {
      for (const pass of passes()) pass.style.zoom = ''
    }
    window.addEventListener('beforeprint', fit)
    window.addEventListener('afterprint', restore)
    return () => {
      window.removeEventListener('beforeprint', fit)
      window.removeEventListener('afterprint', restore)
    }
  }, [ref])
}
