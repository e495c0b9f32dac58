import { boot } from '../loader/boot'
import type { DxGlobal } from '../core/dx-global'
import type { DxSettingsInput } from '../core/settings/settings'

export type { DxGlobal, DxSettingsInput }
export type {
  DxElementAttributes,
  DxElementEvents,
  DxEvent,
  DxEventDetails,
  DxEventName,
  ElementAttributes,
  ElementEvents,
  HtmlAttributes,
  WidgetName,
} from './element-types'

/**
 * Registers the `dx-*` elements from code, as the script-tag loader does, with the
 * settings a script-tag page puts in `window.dxSettings` (docs/settings.md). It is the
 * loader's own setup: whichever runs first on a page (this, or a loader script) sets
 * `window.DX` and defines the elements, and every later call returns that `window.DX`
 * unchanged, so calling it twice, or beside a loader script, defines and mounts nothing
 * twice.
 *
 * Widget code is fetched from `baseUrl`. This module is not served from there (it is
 * bundled into the host's code), so a relative `baseUrl` is read from the page's
 * address, and without one the widgets are at `/dx/` of the page's origin, where the
 * script-tag loader would be.
 */
export function defineElements(settings: DxSettingsInput = {}): DxGlobal {
  const baseUrl = new URL(settings.baseUrl || '/dx/', location.href).href
  return boot({ ...settings, baseUrl }, baseUrl)
}
