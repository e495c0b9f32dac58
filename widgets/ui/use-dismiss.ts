import { useEffect, useRef, type RefObject } from 'react'

/**
 * Calls `dismiss` when the traveller presses anywhere outside `within` (a popup and
 * the button that opened it). composedPath() sees through shadow roots, where
 * event.target would only name the widget's host.
 */
export function useDismiss(within: RefObject<HTMLElement | null>, dismiss: () => void): void {
  const latest = useRef(dismiss)
  latest.current = dismiss
  useEffect(() => {
    const press = (event: Event) => {
      if (within.current && !event.composedPath().includes(within.current)) latest.current()
    }
    document.addEventListener('pointerdown', press)
    return () => document.removeEventListener('pointerdown', press)
  }, [within])
}
