import type { ServerResponse } from 'node:http'

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

/** 404 in the catalogue shape for API paths (type HTTPERROR). */
export function sendApiNotFound(res: ServerResponse, path: string): void {
  sendJson(res, 404, {
    type: 'HTTPERROR',
    code: 'NOT_FOUND',
    status: 404,
    message: `No API at ${path}. The experience API is POST or GET /dx/api/graphql; metadata is GET /dx/api/metadata.json.`,
  })
}
