import { codesFromPath } from './codes-from-path'

/** Deployment environments. */
type Environment = 'int' | 'cert' | 'stage' | 'prod'

/**
 * Global runtime settings, after defaults are applied. Hosts set any
 * of them through `window.dxSettings` before the loader script.
 */
export interface DxSettings {
  appId: string
  /** Conversation id, sent as the conversation-id header when set. */
  cid?: string
  /** Where the loader, chunks and API live, ending in "/" (default: the loader's folder). */
  baseUrl: string
  /** Prefixes relative asset paths. */
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

  // dx-storefront's own settings beyond the platform's list above, documented in the README.
  /** Two-letter airline code, derived from the storefront code. */
  airline: string
  /** Locale to use when supported (else query, browser, default, first supported). */
  locale?: string
  defaultLocale: string
  supportedLocales: string[]
  /**
   * Currency prices are shown in (ISO 4217). Default: the point of sale's currency
   * (core/money/point-of-sale.ts, applied by the API), else USD; a `currency` in the page's
   * query wins over both.
   */
  currency?: string
  /** Market the host sells in, a two-letter country code; implies the currency when none is set. */
  pointOfSale?: string
  /** Start the current page's data call before widget chunks arrive. */
  prefetch: boolean
  /** Fetch JSON files from `<baseUrl>mocks/` instead of calling the API. */
  mock: boolean
  /** Where the global metadata document is (default `<baseUrl>api/metadata.json`). */
  metadataUrl?: string
  /** Beacons are skipped when false. */
  dataLayer: boolean
  /** Known channels; the first route segment must be one of them, else b2c applies. */
  channels: string[]
  /**
   * Where a search box or trip lookup outside the storefront sends the traveller: an
   * address read as a link on the host page would be (a relative one resolves against
   * the host page, not the widgets' server). Default: the demo's `/storefront.html` on
   * the widgets' server.
   */
  storefrontUrl?: string
  /** Host name suffix of the content-management provider (detects its authoring frame). */
  authoringProviderDomain: string
  /** Search configuration overrides, validated by core/search/config.ts. */
  search?: Record<string, unknown>
  /** Masking of personal data shown again, see PrivacySettings. */
  privacy: PrivacySettings
  /**
   * Order types made by an agent for the traveller (Trip.orderType). A retrieved trip
   * of any other type is the guest's own order and gets the guest trip options: seats
   * and passenger details (core/trip/guest-trip-options.ts).
   */
  agentOrderTypes: string[]
}

export type DxSettingsInput = Partial<DxSettings>

/**
 * Privacy settings: when `isEnabled`, personal data shown again after
 * the traveller typed it (saved passenger summaries, confirmation) is masked for each
 * flag that is on; an input the traveller is editing always shows what they type.
 * Default: enabled with every flag on, as airline sites mask these on shared screens.
 * A host sets any subset, e.g. `privacy: { maskEmail: false }`; other keys keep the default.
 */
export interface PrivacySettings {
  isEnabled: boolean
  maskFrequentFlyerNumber: boolean
  maskPhone: boolean
  maskEmail: boolean
  maskDateOfBirth: boolean
  maskTravelDocument: boolean
}

export const DEFAULT_PRIVACY: Readonly<PrivacySettings> = {
  isEnabled: true,
  maskFrequentFlyerNumber: true,
  maskPhone: true,
  maskEmail: true,
  maskDateOfBirth: true,
  maskTravelDocument: true,
}

/** The host's privacy object over the defaults, flag by flag; a non-boolean flag keeps its default. */
function resolvePrivacy(value: unknown): PrivacySettings {
  const host: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
  const privacy = { ...DEFAULT_PRIVACY }
  for (const key of Object.keys(privacy) as (keyof PrivacySettings)[]) {
    const flag = host[key]
    if (typeof flag === 'boolean') privacy[key] = flag
  }
  return privacy
}

export const DEFAULT_STOREFRONT = 'ZZDX'

const ENVIRONMENTS: readonly Environment[] = ['int', 'cert', 'stage', 'prod']

export interface SettingsContext {
  /** The page's location.pathname, the source of the airline and storefront codes. */
  pathname: string
  /** The loader's own URL; its folder is the default baseUrl. */
  loaderUrl: string
}

/** Every setting that has a default; a host value of another type is ignored. */
const DEFAULTS = {
  appId: 'dx-storefront',
  buildNumber: '16',
  isBeta: false,
  isAuthorable: false,
  isServedFromStaticWebServer: false,
  bundleCapabilities: [] as string[],
  tokenUrl: '/libs/granite/csrf/token.json',
  defaultLocale: 'en-US',
  // en-US, then every file of locales/ (the build's list, as core/i18n's): a new locale file needs no change here.
  supportedLocales: ['en-US', ...__DX_LOCALES__.split(' ')],
  prefetch: false,
  mock: false,
  dataLayer: true,
  channels: ['b2c', 'b2b'],
  agentOrderTypes: ['AGENCY', 'CALL_CENTER'],
  authoringProviderDomain: 'adobeaemcloud.com',
} satisfies Partial<DxSettings>

/** Settings without a default, by the type a host value must have to be taken. */
const OPTIONAL: Partial<Record<keyof DxSettings, 'string' | 'boolean' | 'number' | 'object'>> = {
  cid: 'string',
  bundleVersion: 'string',
  coreBaseUrl: 'string',
  coreBundleVersion: 'string',
  coreStorefront: 'string',
  aclUrl: 'string',
  permissionUrl: 'string',
  authoringBaseUrl: 'string',
  authoringContainerUrl: 'string',
  locale: 'string',
  currency: 'string',
  pointOfSale: 'string',
  metadataUrl: 'string',
  storefrontUrl: 'string',
  isRunningInsideAEM: 'boolean',
  autoStartEditModeInMs: 'number',
  search: 'object',
}

/**
 * Defaults, then codes from the page path, then the host's `window.dxSettings`.
 * Values of the wrong type in the host's object are ignored rather than trusted.
 */
export function resolveSettings(input: unknown, context: SettingsContext): DxSettings {
  const host: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input } : {}
  const settings: Record<string, unknown> = {}
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    const value = host[key]
    settings[key] = Array.isArray(fallback)
      ? Array.isArray(value)
        ? value.filter((item) => typeof item === 'string')
        : fallback
      : typeof value === typeof fallback && value !== ''
        ? value
        : fallback
  }
  for (const [key, type] of Object.entries(OPTIONAL)) {
    const value = host[key]
    if (typeof value === type && value !== '') settings[key] = value
  }
  const env = (value: unknown) => (ENVIRONMENTS.includes(value as Environment) ? value : undefined)
  settings.env = env(host.env) ?? 'prod'
  if (env(host.coreEnv)) settings.coreEnv = host.coreEnv
  const baseUrl = new URL(typeof host.baseUrl === 'string' && host.baseUrl ? host.baseUrl : '.', context.loaderUrl).href
  settings.baseUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const fromPath = codesFromPath(context.pathname)
  const chosen =
    typeof host.storefront === 'string' && /^[A-Za-z0-9]{4}$/.test(host.storefront)
      ? host.storefront.toUpperCase()
      : undefined
  const storefront = chosen ?? fromPath?.storefront ?? DEFAULT_STOREFRONT
  settings.storefront = storefront
  settings.airline = fromPath?.storefront === storefront ? fromPath.airline : storefront.slice(0, 2)
  settings.privacy = resolvePrivacy(host.privacy)
  return settings as unknown as DxSettings
}
