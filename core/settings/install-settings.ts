import { resolveSettings, type DxSettings, type DxSettingsInput } from './settings'

/**
 * Puts resolved settings where getSettings reads them, for code that runs without
 * the loader: unit and component tests. Returns them.
 */
export function installSettings(
  input: DxSettingsInput = {},
  loaderUrl = 'http://127.0.0.1:8080/dx/loader.js',
): DxSettings {
  const settings = resolveSettings(input, { pathname: location.pathname, loaderUrl })
  window.DX = {
    version: 'test',
    settings,
    mount: () => Promise.reject(new Error('DX.mount needs the loader')),
    unmount: () => undefined,
  }
  return settings
}
