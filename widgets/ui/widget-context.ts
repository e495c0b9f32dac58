import { createContext, useContext } from 'react'
import type { DxEventDetails, DxEventName } from '../../core/dx-events'

export interface WidgetContextValue {
  /** The widget's name, e.g. "flight-status". */
  name: string
  /** The host element; events are dispatched on it. */
  host: HTMLElement
}

export const WidgetContext = createContext<WidgetContextValue | null>(null)

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext)
  if (!value) throw new Error('Widget components must render inside mountWidget().')
  return value
}

/**
 * Tells the host page what happened: a `dx:<what>` CustomEvent that bubbles out of
 * the shadow root (architecture: embedding contract). Details never carry personal data.
 */
export function emit<What extends DxEventName>(host: HTMLElement, what: What, detail: DxEventDetails[What]): void {
  host.dispatchEvent(new CustomEvent(`dx:${what}`, { bubbles: true, composed: true, detail }))
}
