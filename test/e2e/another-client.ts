// A browser context that reaches the demo API as another client. The server tells
// clients apart by the socket's address (it trusts no X-Forwarded-For unless told it sits
// behind a proxy), and every test connects from 127.0.0.1; so a test that uses up a
// per-client allowance (failed trip lookups) would refuse the lookups of the tests after
// it. Its API requests go instead through this process, from another loopback address
// (any 127.x.y.z is this machine), and the page gets the server's answers unchanged.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { BrowserContext } from 'playwright-core'

export interface ApiExchange {
  method: string
  path: string
  requestBody: string
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
  localAddress: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body ?? undefined)
  })
}

/**
 * Routes the context's requests to the demo API (`dxOrigin`/dx/api/...) through this
 * process from `address` (e.g. 127.0.0.2). Returns every exchange so far, in order.
 */
export async function asAnotherClient(
  context: BrowserContext,
  dxOrigin: string,
  address: string,
): Promise<() => ApiExchange[]> {
  const exchanges: ApiExchange[] = []
  await context.route(`${dxOrigin}/dx/api/**`, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    // Uncompressed, so the body passes to the page as it is.
    const { 'accept-encoding': _encoding, ...headers } = await request.allHeaders()
    const body = request.postDataBuffer()
    const answer = await send(url, request.method(), headers, body, address)
    exchanges.push({
      method: request.method(),
      path: url.pathname,
      requestBody: body?.toString('utf8') ?? '',
      status: answer.status,
      headers: answer.headers,
      body: answer.body.toString('utf8'),
    })
    const responseHeaders: Record<string, string> = {}
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join('\n') : value
    await route.fulfill({ status: answer.status, headers: responseHeaders, body: answer.body })
  })
  return () => [...exchanges]
}
