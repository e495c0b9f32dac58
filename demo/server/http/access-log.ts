// One line per request: method, path without query string, status, milliseconds.
// Query strings and bodies may carry personal data (names, booking references): never logged.
import type { IncomingMessage, ServerResponse } from 'node:http'

export function logAccess(req: IncomingMessage, res: ServerResponse, log: (line: string) => void): void {
  const started = performance.now()
  res.on('finish', () => {
    const path = (req.url ?? '/').split('?')[0]
    log(`${req.method ?? '-'} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
  })
}
