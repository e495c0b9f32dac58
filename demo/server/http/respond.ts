import type { ServerResponse } from 'node:http'
import type { GraphQLError } from 'graphql'

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
  res.end(text)
}

/**
 * A REST call's error in the catalogue shape: `{ errors: [{ type, code, status, message }] }`
 * with what else the error carries (details, retryAfterSeconds), answered with its status;
 * a 429 with Retry-After.
 */
export function sendCatalogueError(res: ServerResponse, error: GraphQLError): void {
  const { type, code, status, ...more } = error.extensions
  const httpStatus = typeof status === 'number' ? status : 500
  const retryAfter = more.retryAfterSeconds
  sendJson(
    res,
    httpStatus,
    { errors: [{ type, code, status: httpStatus, message: error.message, ...more }] },
    typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {},
  )
}

/** 404 in the catalogue shape for API paths (type HTTPERROR). */
export function sendApiNotFound(res: ServerResponse, path: string): void {
  sendJson(res, 404, {
    type: 'HTTPERROR',
    code: 'NOT_FOUND',
    status: 404,
    message: `No API at ${path}. The experience API is POST or GET /dx/api/graphql; metadata is GET /dx/api/metadata.json; a trip is retrieved with POST /dx/api/trips/retrieve.`,
  })
}
