// Command line and environment of `node dist/server/main.js`.
import { join } from 'node:path'

export interface MainConfig {
  root: string
  port: number
  dataDir: string
  now?: string
  allowedOrigins?: string[]
  publicOrigin?: string
  reseedOnly: boolean
  /** DX_INTROSPECTION: `on` (default, for development) or `off` (production). */
  introspection: boolean
  /**
   * DX_GRAPHQL_LIMITS: `on` (default). `off` is for measurement only (what the limits
   * cost, `npm run bench`): the server then takes any document, however large or deep.
   */
  graphqlLimits: boolean
  /** DX_NEW_CONVERSATIONS_PER_MINUTE: how many new conversations one client may open a minute (default 30). */
  newConversationsPerMinute?: number
  /** DX_DEMO_PROVIDER_FAULTS: partner providers made slow or failing, e.g. hotel:timeout,car:fail (docs/products.md) */
  providerFaults?: string
  /** DX_DECLINES_BEFORE_CAPTCHA: declined payments of one client in 15 minutes before its purchases need the captcha (default 3). */
  declinesBeforeCaptcha?: number
  /** DX_TRUST_PROXY=1: behind a proxy, a client is the address it appends to X-Forwarded-For. */
  trustProxy: boolean
  /** DX_FAILED_LOOKUPS_PER_10_MINUTES: trip lookups one client may get wrong in ten minutes (default 5). */
  failedLookupsPer10Minutes?: number
  /**
   * DX_ADMIN: `on` answers the demo's admin calls (from 127.0.0.1 only), `off` does not.
   * Default on, except off when NODE_ENV=production.
   */
  admin: boolean
  /**
   * DX_DEMO_SIGN_IN: `on` answers the demo's authoring sign-in (no password: anyone may
   * sign in as an author), `off` does not. Default on, except off when NODE_ENV=production.
   */
  demoSignIn: boolean
  /** DX_STATIC_AUTHORING: `on` takes authoring saves at the static address (?dataPath=) without a token. Default off. */
  staticAuthoringSaves: boolean
  /**
   * DX_DEMO_ACCOUNTS: `on` writes the demo traveller and agency (their passwords are in
   * docs/demo-api.md) and answers the demo's stand-in identity provider
   * (POST /dx/demo/host-token). Default on, except off when NODE_ENV=production.
   */
  demoAccounts: boolean
  /** DX_DEMO_OUTBOX: `on` shows the mail the demo would send at /dx/demo/outbox. Default on, except off when NODE_ENV=production. */
  outbox: boolean
  /** DX_STOREFRONT_URL: the storefront page reset links open; default /storefront.html on the public origin. */
  storefrontUrl?: string
  /** DX_HOST_CLIENTS: `applicationId:clientId` pairs, comma-separated, whose pages may send host access tokens. */
  hostClients?: Array<{ applicationId: string; clientId: string }>
}

/** `on` (the default when unset or empty) or `off`. */
function readSwitch(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true
  if (value === 'off') return false
  throw new RangeError(`${name} must be "on" or "off"; got "${value}"`)
}

function readCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`${name} must be a whole number of 1 or more; got "${value}"`)
  return count
}

function readTrustProxy(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false
  if (value === '1') return true
  throw new RangeError(`DX_TRUST_PROXY must be "1" (behind a proxy) or "0"; got "${value}"`)
}

/** A demo-only switch: on unless set `off`, and off in production unless set `on`. */
const demoSwitch = (env: NodeJS.ProcessEnv, name: string): boolean =>
  env.NODE_ENV === 'production' && !env[name] ? false : readSwitch(name, env[name])

function readHostClients(value: string | undefined): MainConfig['hostClients'] {
  if (value === undefined || value.trim() === '') return undefined
  return value.split(',').map((pair) => {
    const [applicationId, clientId, ...rest] = pair.trim().split(':')
    if (!applicationId || !clientId || rest.length > 0)
      throw new RangeError(`DX_HOST_CLIENTS must list applicationId:clientId pairs, comma-separated; got "${pair}"`)
    return { applicationId, clientId }
  })
}

function readStorefrontUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new RangeError(
      `DX_STOREFRONT_URL must be an http(s) address such as https://shop.example/book; got "${value}"`,
    )
  return value.trim()
}

export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[], cwd: string): MainConfig {
  const root = env.DX_ROOT ?? cwd
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`PORT must be a port number; got "${env.PORT}"`)
  const allowed = env.DX_ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  return {
    root,
    port,
    dataDir: env.DX_DATA_DIR ?? join(root, 'data'),
    now: env.DX_NOW || undefined,
    allowedOrigins: allowed && allowed.length > 0 ? allowed : undefined,
    publicOrigin: env.DX_PUBLIC_ORIGIN?.trim() || undefined,
    reseedOnly: argv.includes('--reseed-only'),
    introspection: readSwitch('DX_INTROSPECTION', env.DX_INTROSPECTION),
    graphqlLimits: readSwitch('DX_GRAPHQL_LIMITS', env.DX_GRAPHQL_LIMITS),
    newConversationsPerMinute: readCount('DX_NEW_CONVERSATIONS_PER_MINUTE', env.DX_NEW_CONVERSATIONS_PER_MINUTE),
    providerFaults: env.DX_DEMO_PROVIDER_FAULTS?.trim() || undefined,
    declinesBeforeCaptcha: readCount('DX_DECLINES_BEFORE_CAPTCHA', env.DX_DECLINES_BEFORE_CAPTCHA),
    trustProxy: readTrustProxy(env.DX_TRUST_PROXY),
    failedLookupsPer10Minutes: readCount('DX_FAILED_LOOKUPS_PER_10_MINUTES', env.DX_FAILED_LOOKUPS_PER_10_MINUTES),
    // Admin calls change bookings: a production server answers them only when asked to.
    admin: env.NODE_ENV === 'production' && !env.DX_ADMIN ? false : readSwitch('DX_ADMIN', env.DX_ADMIN),
    // Anyone may sign in as an author: a production server offers it only when asked to.
    demoSignIn:
      env.NODE_ENV === 'production' && !env.DX_DEMO_SIGN_IN
        ? false
        : readSwitch('DX_DEMO_SIGN_IN', env.DX_DEMO_SIGN_IN),
    staticAuthoringSaves: env.DX_STATIC_AUTHORING ? readSwitch('DX_STATIC_AUTHORING', env.DX_STATIC_AUTHORING) : false,
    // Published passwords and a page of reset links: a production server has them only when asked to.
    demoAccounts: demoSwitch(env, 'DX_DEMO_ACCOUNTS'),
    outbox: demoSwitch(env, 'DX_DEMO_OUTBOX'),
    storefrontUrl: readStorefrontUrl(env.DX_STOREFRONT_URL),
    hostClients: readHostClients(env.DX_HOST_CLIENTS),
  }
}
