import type { IncomingMessage } from 'node:http'

/**
 * Who sent a request, for per-client limits: the socket's remote address, or behind a
 * proxy the operator trusts, the address that proxy appended to X-Forwarded-For (its
 * last entry). The entries before it come from the client itself and prove nothing.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown'
  if (!trustProxy) return socketAddress
  const header = req.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')
  return forwarded.at(-1)?.trim() || socketAddress
}
