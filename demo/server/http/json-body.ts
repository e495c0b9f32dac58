// A REST call's JSON object body: read up to a size, parsed, or answered with the
// catalogue's 413 or 400 (the route then stops).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody, refuseTooLarge } from './read-body'
import { sendJson } from './respond'

const badRequest = (status: number, code: string, message: string) => ({
  errors: [{ type: 'HTTPERROR', code, status, message }],
})

/** The body's JSON object, or undefined once the refusal is answered. */
export async function jsonObjectBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
): Promise<Record<string, unknown> | undefined> {
  const text = await readBody(req, maxBytes)
  if (text === undefined) {
    const body = badRequest(413, 'PAYLOAD_TOO_LARGE', `Request body over ${maxBytes} bytes; send a smaller request.`)
    refuseTooLarge(req, res, (headers) => sendJson(res, 413, body, headers))
    return undefined
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  sendJson(res, 400, badRequest(400, 'BAD_REQUEST', 'Send a JSON object body with Content-Type application/json.'))
  return undefined
}

/** Answers 405 naming the one method a REST call takes. */
export function refuseMethod(res: ServerResponse, allowed: string, hint: string): void {
  sendJson(res, 405, badRequest(405, 'METHOD_NOT_ALLOWED', `Only ${allowed} is answered here: ${hint}`), {
    Allow: allowed,
  })
}

/** Answers 415 to a body not declared `application/json`. */
export function refuseMediaType(res: ServerResponse): void {
  sendJson(
    res,
    415,
    badRequest(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type application/json.'),
  )
}
