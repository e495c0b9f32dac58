// Every route of the demo server, in one table of prefixes.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { authoringRoute, isAuthoringPath } from '../authoring/authoring-route'
import type { AuthoringDeps } from '../authoring/authoring-deps'
import type { ApiDeps } from '../graphql/context'
import { adminRoute } from './admin-schedule-change'
import { answerBeacon, type BeaconCounter } from './beacon'
import { applyApiCors, type OriginPolicy } from './cors'
import { type ClientLimits, graphqlRoute } from './graphql'
import { hostTokenPath, hostTokenRoute } from './host-token-route'
import { outboxPath, outboxRoute } from './outbox-page'
import { termsPage, termsPrefix } from '../products/terms-pages'
import { sendMetadata } from './metadata'
import { paymentPagesRoute } from './payment-pages'
import { sendApiNotFound, sendText } from './respond'
import { cacheControlForBundle } from './bundle-cache-control'
import { applySecurityHeaders, demoPageCsp } from './security-headers'
import { resolveInside, sendFile } from './static'
import { tripRetrieveRoute } from './trip-retrieve'

export interface RouterOptions {
  /** Project root: dist/dx, demo/pages and demo/mocks are found below it. */
  root: string
  isAllowedOrigin: OriginPolicy
  /** This server's origins as browsers reach it (its public origin), from configuration, never from the Host header. */
  ownOrigins: readonly string[]
  deps: ApiDeps
  beacon: BeaconCounter
  /** Answer GraphQL introspection (__schema, __type). */
  introspection: boolean
  /** Enforce the GraphQL limits; off only to measure what they cost. */
  graphqlLimits: boolean
  clients: ClientLimits
  /** Answer the demo's admin calls (DX_ADMIN), to requests made on this machine only. */
  admin: boolean
  /** The content repository, accounts and tokens of the authoring endpoints. */
  authoring: AuthoringDeps
  /** The demo-only pages: the stand-in identity provider (DX_DEMO_ACCOUNTS) and the outbox (DX_DEMO_OUTBOX). */
  demo: { accounts: boolean; outbox: boolean }
}

export function createRouter(options: RouterOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const graphql = graphqlRoute(
    options.deps,
    { introspection: options.introspection, enforced: options.graphqlLimits },
    options.clients,
  )
  const paymentPages = paymentPagesRoute(options)
  const tripRetrieve = tripRetrieveRoute(options.deps, options.clients)
  const admin = adminRoute(options.deps, options.admin)
  const authoring = authoringRoute(options.authoring)
  const outbox = outboxRoute(options.deps.accounts.outbox, options.demo.outbox)
  const hostToken = hostTokenRoute(options.deps.accounts, options.demo.accounts, options.clients.trustProxy)
  const bundleDir = join(options.root, 'dist/dx')
  const pagesDir = join(options.root, 'demo/pages')
  const mocksDir = join(options.root, 'demo/mocks')

  const serveFrom = async (
    req: IncomingMessage,
    res: ServerResponse,
    dir: string,
    path: string,
    headers: Record<string, string>,
  ) => {
    const method = req.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') {
      sendText(res, 405, 'Only GET and HEAD are served here.', { Allow: 'GET, HEAD' })
      return
    }
    const file = resolveInside(dir, path)
    if (!file) {
      sendText(res, 404, 'Not found.')
      return
    }
    if (!(await sendFile(req, res, file, headers))) sendText(res, 404, 'Not found.')
  }

  return async (req, res) => {
    applySecurityHeaders(res)
    const path = new URL(req.url ?? '/', 'http://localhost').pathname

    if (path === '/dx/api' || path.startsWith('/dx/api/')) {
      if (applyApiCors(req, res, options.isAllowedOrigin)) return
      if (path === '/dx/api/graphql') return graphql(req, res)
      if (path.startsWith('/dx/api/payment/')) return paymentPages(req, res, path)
      if (path === '/dx/api/trips/retrieve') return tripRetrieve(req, res)
      if (path === '/dx/api/metadata.json' && (req.method === 'GET' || req.method === 'HEAD')) {
        return sendMetadata(req, res, options.authoring.content)
      }
      return sendApiNotFound(res, path)
    }
    if (path === '/dx/images/dx.gif' && (req.method === 'GET' || req.method === 'HEAD')) {
      return answerBeacon(req, res, options.beacon)
    }
    if (path.startsWith('/admin/')) return admin(req, res, path)
    if (path === outboxPath) return outbox(req, res)
    if (path.startsWith(termsPrefix)) return termsPage(req, res, path)
    if (path === hostTokenPath) {
      // Called from the host page, on the airline's own origin, like the API.
      if (applyApiCors(req, res, options.isAllowedOrigin)) return
      return hostToken(req, res)
    }
    if (isAuthoringPath(path)) {
      // Called with credentials from the authoring page, like the API.
      if (applyApiCors(req, res, options.isAllowedOrigin)) return
      return authoring(req, res, path)
    }
    if (path.startsWith('/dx/mocks/')) {
      // Mock files stand in for API calls (the `mock` setting), so they get the API's CORS.
      if (applyApiCors(req, res, options.isAllowedOrigin)) return
      return serveFrom(req, res, mocksDir, path.slice('/dx/mocks/'.length), { 'Cache-Control': 'no-cache' })
    }
    if (path.startsWith('/dx/')) {
      // Module scripts and their chunks are fetched with CORS from partner pages.
      return serveFrom(req, res, bundleDir, path.slice('/dx/'.length), {
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': cacheControlForBundle(path),
      })
    }
    const page = path === '/' ? 'index.html' : path
    // Only the pages themselves run the widgets; their stylesheet keeps the default CSP.
    const csp: Record<string, string> = page.endsWith('.html') ? { 'Content-Security-Policy': demoPageCsp } : {}
    return serveFrom(req, res, pagesDir, page, { 'Cache-Control': 'no-cache', ...csp })
  }
}
