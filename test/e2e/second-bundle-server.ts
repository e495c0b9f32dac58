// Another release of the dx files on a server of its own, as a second CDN path would be:
// the built loader at /dx/loader.js and the built widget files under the bundle-version
// folder /dx/<version>/. It records every path asked for, so a test can tell whether a
// page loaded anything of this release beyond its loader.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { join, normalize } from 'node:path'

export interface SecondBundleServer {
  /** e.g. http://127.0.0.1:41235: neither the demo server's origin nor the host pages'. */
  origin: string
  /** Every path asked for, in order. */
  requested: string[]
  close(): Promise<void>
}

/** Serves `distDir` (a build's dist/dx) as the release in bundle-version folder `version`. */
export async function startSecondBundleServer(distDir: string, version: string): Promise<SecondBundleServer> {
  const requested: string[] = []
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://bundle').pathname))
    requested.push(path)
    const folder = `/dx/${version}/`
    const file = path === '/dx/loader.js' ? 'loader.js' : path.startsWith(folder) ? path.slice(folder.length) : ''
    // Module scripts from another origin are fetched with CORS.
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }
    if (!file.endsWith('.js') || path.includes('..')) {
      res.writeHead(404, headers).end('not found')
      return
    }
    readFile(join(distDir, file)).then(
      (body) => res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' }).end(body),
      () => res.writeHead(404, headers).end('not found'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requested,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
