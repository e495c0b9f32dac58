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
}

/** `on` (the default when unset or empty) or `off`. */
function readSwitch(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true
  if (value === 'off') return false
  throw new RangeError(`${name} must be "on" or "off"; got "${value}"`)
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
  }
}
