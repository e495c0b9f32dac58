// The partner site of the e2e tests: a static server on another origin than the demo
// server, as a partner's page would be. It
// serves test/e2e/pages/, replaces {{DX}} with the demo server's origin in pages,
// scripts and response headers, and {{name}} in pages with the request's query value
// `name` (so a test can put today's real flight into a page), and sends the per-page
// headers of pages/headers.json (e.g. a strict Content-Security-Policy).
import { createServer, type ServerResponse } from 'node:http'
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

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers })
  res.end(body)
}

export async function startHostServer({ dxOrigin, dir = pagesDir }: HostServerOptions): Promise<HostServer> {
  const pageHeaders = await readHeaders(dir, dxOrigin)
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host')
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
