import type { WidgetProps } from '../core/dx-global'
import type { DxSettings } from '../core/settings/settings'
import { chunkUrls, manifest, pageOfHash, preloadFiles, preloadPage } from './manifest'
import { STOREFRONT_WIDGET } from './widget-names'

/**
 * What a widget chunk exports (widgets/ui/mount-widget.tsx builds it). Its mount resolves
 * after the first render, which may wait for the authored texts: updates and an unmount
 * asked for meanwhile follow it, since they wait for the same promise.
 */
interface WidgetModule {
  mount(shadow: ShadowRoot, props: WidgetProps, host: HTMLElement): Promise<MountedWidget>
}
interface MountedWidget {
  update(props: WidgetProps): void
  unmount(): void
}

const mounted = new WeakMap<HTMLElement, Promise<MountedWidget | undefined>>()
const modules = new Map<string, Promise<WidgetModule>>()

/**
 * Imports a widget's entry with every file of its first load asked for at the same
 * time; the storefront's also with the files of the page its location hash opens.
 */
function loadWidget(name: string, settings: DxSettings): Promise<WidgetModule> {
  let module = modules.get(name)
  if (!module) {
    const files = chunkUrls(manifest.widgets[name], settings)
    const entry = files[0]
    if (!entry) return Promise.reject(new Error(`This bundle has no widget ${name}`))
    // The entry too, so that it is asked for first, before its imports and the page's files.
    preloadFiles(files)
    if (name === STOREFRONT_WIDGET) preloadPage(pageOfHash(location.hash, manifest.pages), settings)
    module = import(/* webpackIgnore: true */ entry) as Promise<WidgetModule>
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
