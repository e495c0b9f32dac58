import type { WidgetProps } from '../core/dx-global'
import type { DxSettings } from '../core/settings/settings'
import { assetPath } from '../core/asset-path'

/** What a widget chunk exports (widgets/ui/mount-widget.tsx builds it). */
interface WidgetModule {
  mount(shadow: ShadowRoot, props: WidgetProps, host: HTMLElement): MountedWidget
}
interface MountedWidget {
  update(props: WidgetProps): void
  unmount(): void
}

const mounted = new WeakMap<HTMLElement, Promise<MountedWidget | undefined>>()
const modules = new Map<string, Promise<WidgetModule>>()

/** The chunk's URL: beside the loader (or under baseUrl), in the bundle-version folder when one is set. */
export function widgetUrl(name: string, settings: DxSettings): string {
  return new URL(assetPath(`${name}.js`, settings.bundleVersion), settings.baseUrl).href
}

function loadWidget(name: string, settings: DxSettings): Promise<WidgetModule> {
  let module = modules.get(name)
  if (!module) {
    module = import(/* webpackIgnore: true */ widgetUrl(name, settings)) as Promise<WidgetModule>
    // A failed download may succeed on the next mount, so it is not remembered.
    module.catch(() => modules.delete(name))
    modules.set(name, module)
  }
  return module
}

/**
 * Renders widget `name` into `el`'s shadow root. Mounting an element that already
 * holds a widget only updates its props, which keeps a loader included twice harmless.
 */
export function mountWidget(el: HTMLElement, name: string, props: WidgetProps, settings: DxSettings): Promise<void> {
  const existing = mounted.get(el)
  if (existing) return existing.then((widget) => widget?.update(props))
  const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' })
  const widget: Promise<MountedWidget | undefined> = loadWidget(name, settings).then(
    (module) => (mounted.get(el) === widget ? module.mount(shadow, props, el) : undefined),
    (error: unknown) => {
      mounted.delete(el)
      console.error(`[dx] could not load widget ${name}`, error)
      el.dispatchEvent(
        new CustomEvent('dx:error', { bubbles: true, composed: true, detail: { widget: name, type: 'NETWORK_ERROR' } }),
      )
      return undefined
    },
  )
  mounted.set(el, widget)
  return widget.then(() => undefined)
}

export function updateWidget(el: HTMLElement, props: WidgetProps): void {
  void mounted.get(el)?.then((widget) => widget?.update(props))
}

export function unmountWidget(el: HTMLElement): void {
  const widget = mounted.get(el)
  mounted.delete(el)
  void widget?.then((w) => w?.unmount())
}
