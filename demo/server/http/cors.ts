// CORS for the experience API: partner pages on other origins call
// it with credentials, so only configured origins get an answer they can read.
import type { IncomingMessage, ServerResponse } from 'node:http'

export type OriginPolicy = (origin: string) => boolean

const localhostOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/

/** An explicit list, or by default any http://localhost:<port> or http://127.0.0.1:<port>. */
export function originPolicy(allowedOrigins?: readonly string[]): OriginPolicy {
  if (!allowedOrigins || allowedOrigins.length === 0) return (origin) => localhostOrigin.test(origin)
  const allowed = new Set(allowedOrigins.map((origin) => origin.trim().replace(/\/$/, '')))
  return (origin) => allowed.has(origin)
}

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, HEAD'
// The request headers GraphQL, REST and authoring calls may send (core/http), lower-cased.
const allowedHeaders =
  'content-type, accept, accept-language, storefront, execution, request-id, conversation-id, authorization, dc-url, ssotoken, ssgtoken, application-id, csrf-token'

/**
 * Adds the CORS headers for an allowed origin. Answers a preflight itself and returns
 * true when it did; the caller then stops.
 */
export function applyApiCors(req: IncomingMessage, res: ServerResponse, isAllowed: OriginPolicy): boolean {
  const origin = req.headers.origin
  res.setHeader('Vary', 'Origin')
  const allowed = typeof origin === 'string' && isAllowed(origin)
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    // Retry-After is not one of the headers a cross-origin page may read unasked.
    res.setHeader('Access-Control-Expose-Headers', 'execution, retry-after')
  }
  if (req.method !== 'OPTIONS') return false
  if (!allowed) {
    res
      .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Origin not allowed; add it to DX_ALLOWED_ORIGINS.')
    return true
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Allow-Headers': allowedHeaders,
    'Access-Control-Max-Age': '600',
  })
  res.end()
  return true
}
