// Request bodies up to a size, and the answer to a bigger one. A body over the limit is
// no longer read or kept; the route answers 413 with `Connection: close`, and only once
// that answer is written is the rest of the body drained and dropped, so the client
// reads the 413 (a socket destroyed under an unread body is reset and loses it).
import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long a client may go on sending a refused body before its connection is cut. */
const drainLimitMs = 5_000

/** The body as text, or undefined when it is over `maxBytes` (the request is then paused: answer with `refuseTooLarge`). */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return void chunks.push(chunk)
      req.off('data', onData)
      req.pause()
      chunks.length = 0
      resolve(undefined)
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * Answers a body that `readBody` refused: `send` writes the 413 (it gets the headers to
 * add), then the connection closes once the client has it; what it still sends is read
 * and dropped, for `drainLimitMs` at most.
 */
export function refuseTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  send: (headers: Record<string, string>) => void,
): void {
  res.once('finish', () => {
    const cutOff = setTimeout(() => req.destroy(), drainLimitMs)
    cutOff.unref()
    req.once('close', () => clearTimeout(cutOff))
    req.resume()
  })
  send({ Connection: 'close' })
}
