// The partner site of the e2e tests: a static server on another origin than the demo
// server, as a partner's page would be. It
// serves test/e2e/pages/, replaces {{DX}} with the demo server's origin in pages,
// scripts and response headers, and {{name}} in pages with the request's query value
// `name` (so a test can put today's real flight into a page), and sends the per-page
// headers of pages/headers.json (e.g. a strict Content-Security-Policy).
//
// It also fronts the demo server's authoring addresses, as a content-management host does:
// every request under /dx/authoring/ (sign-in, content, permissions, access-control list)
// and /libs/granite/ (the anti-forgery token) is forwarded to the demo server as it came
// (method, path and query, body, headers with the Cookie), and the answer comes back as
// it went (status, headers with every Set-Cookie, body). The authoring addresses resolve
// against the page, not the widgets' bundle, so the author's sign-in cookie belongs to
// this origin: first-party, sent by the page's own calls, never a third-party cookie.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

export const pagesDir = fileURLToPath(new URL('./pages/', import.meta.url))

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** Response headers per page path, e.g. { "/csp.html": { "Content-Security-Policy": "..." } }. */
type PageHeaders = Record<string, Record<string, string>>

export interface HostServer {
  /** e.g. http://localhost:41234: a different origin (and site) than the demo server's 127.0.0.1. */
  origin: string
  close(): Promise<void>
}

export interface HostServerOptions {
  /** Origin of the demo server, substituted for {{DX}}. */
  dxOrigin: string
  /** Folder of pages; test/e2e/pages by default. */
  dir?: string
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char)
}

function fill(template: string, dxOrigin: string, query = new URLSearchParams()): string {
  return template.replaceAll('{{DX}}', dxOrigin).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = query.get(name)
    return value === null ? placeholder : escapeHtml(value)
  })
}

async function readHeaders(dir: string, dxOrigin: string): Promise<PageHeaders> {
  const text = await readFile(join(dir, 'headers.json'), 'utf8').catch(() => '{}')
  return JSON.parse(fill(text, dxOrigin)) as PageHeaders
}

/** Paths the content-management host answers itself in real life; here the demo server does. */
const forwardedPaths = ['/dx/authoring/', '/libs/granite/']

/** Headers of one connection only, which a proxy does not pass on; `host` names the demo server instead. */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
])

/** Raw header pairs (name, value, name, value...) without the connection's own; repeated names (Set-Cookie) kept. */
function passedOn(rawHeaders: string[]): string[] {
  const kept: string[] = []
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string
    if (!connectionHeaders.has(name.toLowerCase())) kept.push(name, rawHeaders[i + 1] as string)
  }
  return kept
}

/** Sends the request on to the demo server and its answer back, both streamed. */
function forward(req: IncomingMessage, res: ServerResponse, dxOrigin: string): void {
  const target = new URL(req.url ?? '/', dxOrigin)
  // Headers given as raw pairs get no Host of node's own: it names the demo server.
  const headers = [...passedOn(req.rawHeaders), 'Host', target.host]
  const upstream = request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, passedOn(answer.rawHeaders))
    answer.pipe(res)
  })
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy(error)
    else send(res, 502, `the demo server did not answer: ${error.message}`)
  })
  req.pipe(upstream)
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers })
  res.end(body)
}

export async function startHostServer({ dxOrigin, dir = pagesDir }: HostServerOptions): Promise<HostServer> {
  const pageHeaders = await readHeaders(dir, dxOrigin)
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host')
    if (forwardedPaths.some((prefix) => url.pathname.startsWith(prefix))) return forward(req, res, dxOrigin)
    const path = normalize(decodeURIComponent(url.pathname))
    // Browsers ask for a favicon; a 404 would read as a page problem in every test.
    if (path === '/favicon.ico') return send(res, 204, '')
    const type = contentTypes[extname(path)]
    if (req.method !== 'GET' || path.includes('..') || !type) return send(res, 404, 'not found')
    readFile(join(dir, path), 'utf8').then(
      (text) => send(res, 200, fill(text, dxOrigin, url.searchParams), { 'Content-Type': type, ...pageHeaders[path] }),
      () => send(res, 404, 'not found'),
    )
  })
  // Listen on the IPv4 loopback but name it "localhost": the browser treats it as a
  // different origin and site than the demo server's 127.0.0.1, with no DNS involved.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
