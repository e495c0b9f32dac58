import { codesFromPath } from './codes-from-path'

/** Deployment environments (spec section 4). */
export type Environment = 'int' | 'cert' | 'stage' | 'prod'

/**
 * Global runtime settings (spec section 3), after defaults are applied. Hosts set any
 * of them through `window.dxSettings` before the loader script.
 */
export interface DxSettings {
  appId: string
  /** Conversation id, sent as the conversation-id header when set. */
  cid?: string
  /** Where the loader, chunks and API live, ending in "/" (default: the loader's folder). */
  baseUrl: string
  /** Prefixes relative asset paths (spec section 2). */
  bundleVersion?: string
  buildNumber: string
  coreBaseUrl?: string
  coreBundleVersion?: string
  env: Environment
  coreEnv?: Environment
  /** Storefront code, four letters; its first two letters are the airline code. */
  storefront: string
  coreStorefront?: string
  /** API calls go to .../betaapi/... instead of .../api/... */
  isBeta: boolean
  isAuthorable: boolean
  /** Set to force (true) or deny (false) content-management frame detection. */
  isRunningInsideAEM?: boolean
  isServedFromStaticWebServer: boolean
  autoStartEditModeInMs?: number
  bundleCapabilities: string[]
  tokenUrl: string
  aclUrl?: string
  permissionUrl?: string
  authoringBaseUrl?: string
  authoringContainerUrl?: string

  // dx-storefront settings beyond the spec's list, documented in the README.
  /** Two-letter airline code, derived from the storefront code. */
  airline: string
  /** Locale to use when supported (else the spec's choice order applies). */
  locale?: string
  defaultLocale: string
  supportedLocales: string[]
  currency: string
  pointOfSale?: string
  /** Start the current page's data call before widget chunks arrive (spec section 7). */
  prefetch: boolean
  /** Fetch JSON files from `<baseUrl>mocks/` instead of calling the API (spec section 3). */
  mock: boolean
  /** Where the global metadata document is (default `<baseUrl>api/metadata.json`). */
  metadataUrl?: string
  /** Beacons are skipped when false (spec section 7). */
  dataLayer: boolean
  /** Known channels; the first route segment must be one of them (spec section 2). */
  channels: string[]
  /** Where a search box outside the storefront sends the traveller. */
  storefrontUrl?: string
  /** Host name suffix of the content-management provider (spec section 6). */
  authoringProviderDomain: string
}

export type DxSettingsInput = Partial<DxSettings>

export const DEFAULT_STOREFRONT = 'ZZDX'

const ENVIRONMENTS: readonly Environment[] = ['int', 'cert', 'stage', 'prod']

export interface SettingsContext {
  /** The page's location.pathname, the source of the airline and storefront codes. */
  pathname: string
  /** The loader's own URL; its folder is the default baseUrl. */
  loaderUrl: string
}

/**
 * Defaults, then codes from the page path, then the host's `window.dxSettings`.
 * Values of the wrong type in the host's object are ignored rather than trusted.
 */
export function resolveSettings(input: unknown, context: SettingsContext): DxSettings {
  const host: DxSettingsInput = isRecord(input) ? (input as DxSettingsInput) : {}
  const fromPath = codesFromPath(context.pathname)
  const storefront = validStorefront(host.storefront) ?? fromPath?.storefront ?? DEFAULT_STOREFRONT
  const baseUrl = new URL(stringOr(host.baseUrl, '.'), context.loaderUrl).href
  const settings: DxSettings = {
    appId: stringOr(host.appId, 'dx-storefront'),
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    buildNumber: stringOr(host.buildNumber, '16'),
    env: ENVIRONMENTS.includes(host.env as Environment) ? (host.env as Environment) : 'prod',
    storefront,
    airline: fromPath && fromPath.storefront === storefront ? fromPath.airline : storefront.slice(0, 2),
    isBeta: host.isBeta === true,
    isAuthorable: host.isAuthorable === true,
    isServedFromStaticWebServer: host.isServedFromStaticWebServer === true,
    bundleCapabilities: Array.isArray(host.bundleCapabilities) ? host.bundleCapabilities.filter(isString) : [],
    tokenUrl: stringOr(host.tokenUrl, '/libs/granite/csrf/token.json'),
    defaultLocale: stringOr(host.defaultLocale, 'en-US'),
    supportedLocales: Array.isArray(host.supportedLocales) ? host.supportedLocales.filter(isString) : ['en-US', 'de-DE', 'ar-AE'],
    currency: stringOr(host.currency, 'USD'),
    prefetch: host.prefetch === true,
    mock: host.mock === true,
    dataLayer: host.dataLayer !== false,
    channels: Array.isArray(host.channels) ? host.channels.filter(isString) : ['b2c', 'b2b'],
    authoringProviderDomain: stringOr(host.authoringProviderDomain, 'adobeaemcloud.com'),
  }
  for (const key of OPTIONAL_STRINGS) {
    const value = host[key]
    if (isString(value) && value !== '') settings[key] = value as never
  }
  if (typeof host.isRunningInsideAEM === 'boolean') settings.isRunningInsideAEM = host.isRunningInsideAEM
  if (typeof host.autoStartEditModeInMs === 'number') settings.autoStartEditModeInMs = host.autoStartEditModeInMs
  if (ENVIRONMENTS.includes(host.coreEnv as Environment)) settings.coreEnv = host.coreEnv
  return settings
}

const OPTIONAL_STRINGS = [
  'cid',
  'bundleVersion',
  'coreBaseUrl',
  'coreBundleVersion',
  'coreStorefront',
  'aclUrl',
  'permissionUrl',
  'authoringBaseUrl',
  'authoringContainerUrl',
  'locale',
  'pointOfSale',
  'metadataUrl',
  'storefrontUrl',
] as const satisfies readonly (keyof DxSettings)[]

function validStorefront(value: unknown): string | undefined {
  return isString(value) && /^[A-Za-z0-9]{4}$/.test(value) ? value.toUpperCase() : undefined
}

function stringOr(value: unknown, fallback: string): string {
  return isString(value) && value !== '' ? value : fallback
}

function isString(value: unknown): value is string {
  return typeof value === 'string'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
