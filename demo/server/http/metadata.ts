// The global metadata document. URLs are relative: the client resolves
// them against the server's origin, so the same document works on any host and port.
// `texts` carries the authored texts of every locale, nested like a locale file, read
// from the database on each request so a save shows at the next page load; the ETag is
// the document's hash, so a client revalidating (no-cache) gets a 304 until a text changes.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Messages } from '../../../core/i18n/i18n'
import { textsByLocale } from '../authoring/authored-messages'
import type { ContentStore } from '../authoring/content-store'
import { matchesIfNoneMatch } from './entity-tag'

export function metadataDocument(texts: Record<string, Messages>) {
  return {
    experienceApi: { url: '/dx/api/graphql', enabled: true },
    serviceUrls: { rest: '/dx/api' },
    authorization: null,
    dcUrl: null,
    ssoToken: null,
    ssgToken: null,
    applicationId: 'dx-demo',
    retry: { enabled: true, retries: 3, delayMs: 1000, services: ['flightStatus', 'flightSchedules', 'airports'] },
    texts,
  }
}

/** Answers GET and HEAD of the metadata document, 304 when the client's copy is current. */
export function sendMetadata(req: IncomingMessage, res: ServerResponse, content: ContentStore): void {
  const text = JSON.stringify(metadataDocument(textsByLocale(content.texts())))
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`
  const headers = { 'Cache-Control': 'no-cache', ETag: etag }
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end()
    return
  }
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}
