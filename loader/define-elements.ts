import type { DxSettings } from '../core/settings/settings'
import { propsOf } from '../core/props-of'
import { mountWidget, unmountWidget, updateWidget } from './mount'

/**
 * Defines `dx-<name>` once per page. The class holds no widget code: the chunk is
 * fetched when the first element connects. Any attribute change re-renders with
 * the new props; disconnecting unmounts.
 */
export function defineElement(name: string, settings: DxSettings): void {
  const tag = `dx-${name}`
  if (customElements.get(tag)) return
  customElements.define(
    tag,
    class extends HTMLElement {
      private observer?: MutationObserver

      connectedCallback(): void {
        void mountWidget(this, name, propsOf(this), settings)
        this.observer ??= new MutationObserver(() => updateWidget(this, propsOf(this)))
        this.observer.observe(this, { attributes: true })
      }

      disconnectedCallback(): void {
        this.observer?.disconnect()
        unmountWidget(this)
      }
    },
  )
}
