import type { DxSettings } from './settings'

/**
 * The page's settings, resolved once by the loader into `window.DX.settings`.
 * Widget chunks only ever run after the loader, so they carry no second copy of
 * the resolution code; tests install settings with core/settings/install-settings.
 */
export function getSettings(): DxSettings {
  const settings = window.DX?.settings
  if (!settings) throw new Error('dx-storefront: settings are missing. Load widgets through /dx/loader.js.')
  return settings
}
