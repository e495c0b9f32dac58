// Serves both builds side by side on one 127.0.0.1 origin:
//   /preact/*  dist/dx            (what ships)
//   /react/*   dist/bench-react   (the React 19 yardstick)
//   /page/<variant>/<widget>?attr=value   a host page with one widget element
// The loader's default baseUrl is its own folder, so API and beacon calls arrive as
// /<variant>/api/... and /<variant>/images/... (and, for the root-relative URLs of the
// metadata document, as /dx/...); they are proxied to the demo server's /dx/... so
// both variants talk to the same API on the same origin, without CORS.
import { createServer, request } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'

const contentTypes = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css' }
const proxied = /^\/(?:preact|react|dx)\/((?:api|betaapi|images|mocks)\/.*)$/

/** @param {string} value */
const escapeHtml = (value) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * @param {string} variant
 * @param {string} widget
 * @param {URLSearchParams} attributes
 */
export function benchPage(variant, widget, attributes) {
  const attrs = [...attributes]
    .map(([name, value]) => ` ${name.replace(/[^\w-]/g, '')}="${escapeHtml(value)}"`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench ${variant} ${widget}</title>
<script type="module" src="/${variant}/loader.js"></script></head>
<body><dx-${widget}${attrs}></dx-${widget}></body></html>`
}

/**
 * A storefront page in mock mode (settings inline: bench pages have no CSP); the
 * hash chooses the storefront page.
 * @param {string} variant
 */
export function mockStorefrontPage(variant) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench ${variant} storefront</title>
<script>window.dxSettings = { mock: true, dataLayer: false }</script>
<script type="module" src="/${variant}/loader.js"></script></head>
<body><dx-storefront></dx-storefront></body></html>`
}

/**
 * @param {{ variants: Record<string, string>, apiOrigin: string, mocks?: Record<string, string> }} options
 *   variants: name -> folder; mocks: mock file name -> body, served for /<variant>/mocks/<name> instead of the demo's
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
export async function startStaticServer({ variants, apiOrigin, mocks = {} }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench')
    if (url.pathname === '/favicon.ico') return res.writeHead(204).end()
    const mock = /^\/(?:preact|react)\/mocks\/([\w.-]+)$/.exec(url.pathname)?.[1]
    if (mock && mock in mocks) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      return res.end(mocks[mock])
    }
    const storefront = /^\/mock-storefront\/(\w+)$/.exec(url.pathname)?.[1]
    if (storefront && variants[storefront]) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      return res.end(mockStorefrontPage(storefront))
    }
    const api = proxied.exec(url.pathname)
    if (api) {
      const upstream = request(
        `${apiOrigin}/dx/${api[1]}${url.search}`,
        { method: req.method, headers: { ...req.headers, host: new URL(apiOrigin).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
      return
    }
    const [, first = '', second = '', third = ''] = url.pathname.split('/')
    if (first === 'page' && variants[second]) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(benchPage(second, third, url.searchParams))
      return
    }
    const folder = variants[first]
    const file = normalize(url.pathname.slice(first.length + 2))
    if (!folder || file.startsWith('..')) return res.writeHead(404).end()
    readFile(join(folder, file)).then(
      (body) => {
        res.writeHead(200, {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-store',
        })
        res.end(body)
      },
      () => res.writeHead(404).end(),
    )
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
