import type { KeyboardEvent } from 'react'

// What Tab reaches: a control left out of the order (tabindex -1, as a grid's other days) or disabled is not.
const FOCUSABLE = ['input', 'select', 'button', 'textarea', 'a[href]']
  .map((tag) => `${tag}:not([tabindex="-1"]):not([disabled])`)
  .join(', ')

/** Keeps Tab inside a modal dialog: from the last control to the first, and back with Shift. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement | null): void {
  const items = [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
  const active = (dialog?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement
  const edge = event.shiftKey ? items[0] : items[items.length - 1]
  if (active !== edge) return
  event.preventDefault()
  ;(event.shiftKey ? items[items.length - 1] : items[0])?.focus()
}

/**
 * A modal dialog's keys: Escape closes it (not the browser's own closing, and not a dialog
 * or menu around it), and Tab stays inside.
 */
export function modalKeys(event: KeyboardEvent, dialog: HTMLElement | null, close: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault()
    event.stopPropagation()
    close()
  } else if (event.key === 'Tab') trapTab(event, dialog)
}
