import type { DxSettings } from './settings/settings'

/** Props a host passes to a widget: attribute values, camelCased. */
export type WidgetProps = Record<string, string>

/** `window.DX`: the one global, set by the loader. */
export interface DxGlobal {
  version: string
  settings: DxSettings
  /** Mounts widget `name` (e.g. "flight-status") into `el`, in a shadow root. */
  mount(el: HTMLElement, name: string, props?: WidgetProps): Promise<void>
  unmount(el: HTMLElement): void
  /**
   * Asks at once for every file a storefront page needs, named by its page module
   * (`flight-selection`): the storefront calls it before it imports the page. Set by the
   * loader; absent where no loader ran (tests).
   */
  preloadPage?(page: string): void
}
