import { type RefObject, useEffect } from 'react'
import { SMALLEST_PAGE, printZoom } from './print-zoom'

/**
 * Before printing, shrinks each pass (`.dx-bp-pass` under `ref`) that would not fit one
 * page of A4 or Letter, measured at its 7 in width; after printing, back to its size.
 * The zoom is set through the element's style object, which a strict CSP allows.
 */
export function useFitOnPrint(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const passes = () => Array.from(ref.current?.querySelectorAll<HTMLElement>('.dx-bp-pass') ?? [])
    const fit = () => {
      for (const pass of passes()) {
        pass.style.zoom = ''
        if (pass.offsetWidth && pass.offsetHeight)
          pass.style.zoom = String(printZoom(SMALLEST_PAGE, pass.offsetWidth, pass.offsetHeight))
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
