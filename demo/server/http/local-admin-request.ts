// Whether a request to an admin call was made by a program on the server's own machine, and not
// by a page in a browser there or by anyone through a proxy. The socket's loopback address alone
// is not enough: a proxy on the machine forwards strangers from 127.0.0.1, a page on another site
// can POST to 127.0.0.1 from the traveller's browser, and a name that an attacker's DNS points at
// 127.0.0.1 (DNS rebinding) makes that page same-origin with a server that reads no Host header.
import type { IncomingMessage } from 'node:http'

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]']

/**
 * Headers a proxy adds to say whom it forwards. Any of them, whatever its value, means the
 * request came through a proxy: none is trusted to name the client, and none is ignored.
 */
const forwardingHeaders = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
]

const isForwarded = (req: IncomingMessage): boolean =>
  Object.keys(req.headers).some((name) => name.startsWith('x-forwarded-') || forwardingHeaders.includes(name))

/** The Host values that name this server on a loopback name: `127.0.0.1:<port>`, `localhost:<port>`, `[::1]:<port>` (and without the port on 80). */
function ownLoopbackHosts(req: IncomingMessage): string[] {
  const port = req.socket.localPort
  const withPort = loopbackHosts.map((host) => `${host}:${port}`)
  return port === 80 ? [...withPort, ...loopbackHosts] : withPort
}

/**
 * From a loopback address, not through a proxy, to a loopback Host with the server's port, and
 * with no Origin or this same origin (a browser sends Origin with every cross-site POST).
 */
export function isLocalAdminRequest(req: IncomingMessage): boolean {
  if (!loopbackAddresses.has(req.socket.remoteAddress ?? '') || isForwarded(req)) return false
  const host = req.headers.host?.toLowerCase()
  if (host === undefined || !ownLoopbackHosts(req).includes(host)) return false
  const origin = req.headers.origin
  return origin === undefined || origin.toLowerCase() === `http://${host}`
}

/** A JSON body, by its media type: a cross-site form or `fetch` without CORS cannot send it. */
export function isJsonRequest(req: IncomingMessage): boolean {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}
