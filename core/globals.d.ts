import type { DxSettingsInput, DxSettings } from './settings/settings'
import type { DxGlobal } from './dx-global'
import type { HostIdentity } from './http/host-identity'

declare global {
  /** true in tests and development builds, false in the shipped bundle (esbuild define). */
  const __DX_DEV__: boolean
  /**
   * Whether API calls send the host's identity (core/http/api-headers.ts): false only in
   * the build of widgets whose calls are never about a person (esbuild.config.mjs).
   */
  const __DX_HOST_IDENTITY__: boolean
  /**
   * Whether the build's first load holds the storefront's page names (core/router/pages.ts):
   * true only in builds that read the storefront's routes, the storefront's and the
   * prefetch's (esbuild.config.mjs); elsewhere a failure's beacon loads them.
   */
  const __DX_PAGE_NAMES__: boolean
  /**
   * Whether the pseudo-locale en-XA can be chosen (core/i18n/page-locale.ts): true in tests
   * and in a development build made with DX_PSEUDO_LOCALE=1, never in the shipped bundle.
   */
  const __DX_PSEUDO_LOCALE__: boolean
  /**
   * The locales whose messages the build wrote a unit at a time (core/i18n/message-units.ts),
   * apart by spaces: every file of locales/ but en-US, which ships inside the bundle, and en-XA
   * where __DX_PSEUDO_LOCALE__ (build/locale-units.mjs).
   */
  const __DX_LOCALES__: string
  /** The hash in the names of those units' files, of the locale files they are made from. */
  const __DX_LOCALE_HASH__: string
  /** The chunks/ folder relative to the file core/i18n/unit-url.ts is built into (esbuild.config.mjs). */
  const __DX_UNITS_DIR__: string
  interface Window {
    /**
     * Host-page settings, read once by the loader; `hostIdentity` alone is read again at
     * each API call (core/http/host-identity.ts), since the host renews its token.
     */
    dxSettings?: DxSettingsInput & { hostIdentity?: HostIdentity }
    /** The one global dx-storefront defines (architecture: embedding contract). */
    DX?: DxGlobal
  }
}

export type { DxSettings }
