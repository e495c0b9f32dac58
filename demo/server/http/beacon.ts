// The beacon target (a HEAD to a gif under images). Its query string may
// carry page details, so nothing of the request is kept: only a hit count.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The smallest transparent 1x1 GIF. */
export const transparentGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

export interface BeaconCounter {
  hits: number
}

export function answerBeacon(req: IncomingMessage, res: ServerResponse, counter: BeaconCounter): void {
  counter.hits++
  res.writeHead(200, {
    'Content-Type': 'image/gif',
    'Content-Length': String(transparentGif.length),
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  })
  res.end(req.method === 'HEAD' ? undefined : transparentGif)
}
