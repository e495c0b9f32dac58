import { type RefObject, useEffect } from 'react'

/**
 * A step that opens in place on a page (upgrade, change of flights) gives focus back to
 * the button that opened it when it closes: what held focus inside it goes with it, and
 * focus would fall to the host page's top. Call it before the effect that moves focus
 * into the step, so the opener is what held focus before.
 */
export function useFocusBack(inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = inside.current?.getRootNode() as Document | ShadowRoot | undefined
    const opener = root?.activeElement as HTMLElement | null | undefined
    return () => opener?.focus()
  }, [inside])
}
