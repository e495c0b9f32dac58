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
  }
}
