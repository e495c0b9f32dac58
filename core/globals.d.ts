import type { DxSettingsInput, DxSettings } from './settings/settings'
import type { DxGlobal } from './dx-global'

declare global {
  /** true in tests and development builds, false in the shipped bundle (esbuild define). */
  const __DX_DEV__: boolean
  interface Window {
    /** Host-page settings, read once by the loader. */
    dxSettings?: DxSettingsInput
    /** The one global dx-storefront defines (architecture: embedding contract). */
    DX?: DxGlobal
  }
}

export type { DxSettings }
