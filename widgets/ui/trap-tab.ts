import type { KeyboardEvent } from 'react'

const FOCUSABLE = 'input, select, button, textarea, a[href]'

/** Keeps Tab inside a modal dialog: from the last control to the first, and back with Shift. */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement | null): void {
  const items = [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
  const active = (dialog?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement
  const edge = event.shiftKey ? items[0] : items[items.length - 1]
  if (active !== edge) return
  event.preventDefault()
  ;(event.shiftKey ? items[items.length - 1] : items[0])?.focus()
}
