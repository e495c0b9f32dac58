import type { DxSettings } from '../settings/settings'

/**
 * Generic API path: origin, plus the base path's directory, plus
 * `api` (`betaapi` when beta), plus the endpoint. Base `https://x.test/dx/` and
 * endpoint `graphql` give `https://x.test/dx/api/graphql`.
 */
export function apiUrl(settings: Pick<DxSettings, 'baseUrl' | 'isBeta'>, endpoint: string): string {
  const base = new URL(settings.baseUrl)
  const directory = base.pathname.replace(/\/[^/]*$/, '')
  return `${base.origin}${directory}/${settings.isBeta ? 'betaapi' : 'api'}/${endpoint.replace(/^\/+/, '')}`
}
