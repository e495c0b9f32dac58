// @vitest-environment node
// Path resolution, then static files over real HTTP: precompressed copies chosen by
// Accept-Encoding, Cache-Control per kind of file, ETags and 304.
import { cpSync, mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { type IncomingHttpHeaders, request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { compressAssets } from '../../../scripts/compress-assets.mjs'
import { serverPerFile } from '../test-support/server-per-file'
import { resolveInside } from './static'

const base = '/srv/dx'

describe('resolving a URL path inside a folder', () => {
  it('maps a plain path to the file below the folder', () => {
    expect(resolveInside(base, 'chunks/a.js')).toBe(join(base, 'chunks/a.js'))
  })

  it('refuses .. segments, also when percent-encoded', () => {
    expect(resolveInside(base, '../etc/passwd')).toBeUndefined()
    expect(resolveInside(base, '%2e%2e/etc/passwd')).toBeUndefined()
    expect(resolveInside(base, 'a/..%2f..%2fetc')).toBeUndefined()
  })

  it('refuses backslashes, NUL bytes and malformed escapes', () => {
    expect(resolveInside(base, '..\\etc')).toBeUndefined()
    expect(resolveInside(base, 'a.js%00.html')).toBeUndefined()
    expect(resolveInside(base, '%E0%A4%A')).toBeUndefined()
  })

  it('refuses the folder itself', () => {
    expect(resolveInside(base, '')).toBeUndefined()
  })
})

/** A GET or HEAD with the body as sent: fetch would decode it and hide the coding. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

// A fake build, compressed by the build's own step, a demo page and the real mocks.
const script = `export const widgets = [${Array.from({ length: 300 }, (_, i) => `'widget-${i}'`).join(', ')}]\n`
const chunk = 'chunks/flight-status/beacon-HJEKOYV4.js'
let bundle = ''
const server = serverPerFile('static', (folder) => {
  const root = join(folder, 'root')
  bundle = join(root, 'dist/dx')
  mkdirSync(join(bundle, 'chunks/flight-status'), { recursive: true })
  mkdirSync(join(root, 'demo/pages'), { recursive: true })
  writeFileSync(join(bundle, 'loader.js'), script)
  writeFileSync(join(bundle, 'flight-status.js'), script)
  writeFileSync(join(bundle, chunk), script)
  writeFileSync(join(bundle, 'tiny.js'), 'export{}')
  // Changed by the tests that rebuild a file.
  writeFileSync(join(bundle, 'rebuilt.js'), script)
  writeFileSync(join(bundle, 'changing.js'), 'export{}')
  writeFileSync(join(root, 'demo/pages/index.html'), '<!doctype html><title>demo</title>\n')
  cpSync(join(process.cwd(), 'demo/mocks'), join(root, 'demo/mocks'), { recursive: true })
  return { root }
})

beforeAll(async () => {
  await compressAssets(bundle)
})

const brAndGzip = { 'accept-encoding': 'gzip, deflate, br' }

describe('compressed answers', () => {
  it('sends the brotli copy to a browser that accepts brotli, with its coding and length', async () => {
    const answer = await get('/dx/flight-status.js', brAndGzip)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-length']).toBe(String(answer.body.length))
    expect(answer.body.length).toBeLessThan(script.length)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const answer = await get('/dx/flight-status.js', { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).toString()).toBe(script)
  })

  it('sends the file as it is to a client that accepts no coding, still varying on Accept-Encoding', async () => {
    const answer = await get('/dx/flight-status.js')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.body.toString()).toBe(script)
  })

  it('varies on Accept-Encoding when it sends a copy', async () => {
    expect((await get('/dx/flight-status.js', brAndGzip)).headers.vary).toBe('Accept-Encoding')
  })

  it('sends a file the build left without copies as it is', async () => {
    const answer = await get('/dx/tiny.js', brAndGzip)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe('export{}')
  })

  it('sends a copy older than its file as the file itself, since the copy is stale', async () => {
    const rebuilt = `${script}// rebuilt\n`
    writeFileSync(join(bundle, 'rebuilt.js'), rebuilt)
    // A minute before the file was written, by the file system's clock.
    const past = new Date(statSync(join(bundle, 'rebuilt.js')).mtimeMs - 60_000)
    utimesSync(join(bundle, 'rebuilt.js.br'), past, past)
    utimesSync(join(bundle, 'rebuilt.js.gz'), past, past)
    const answer = await get('/dx/rebuilt.js', brAndGzip)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(rebuilt)
  })

  it('answers 404 for a copy asked for by its own path', async () => {
    expect((await get('/dx/flight-status.js.br', brAndGzip)).status).toBe(404)
    expect((await get('/dx/flight-status.js.gz', brAndGzip)).status).toBe(404)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get('/dx/flight-status.js', brAndGzip)
    const head = await get('/dx/flight-status.js', brAndGzip, 'HEAD')
    expect(head.status).toBe(200)
    for (const name of ['content-length', 'content-encoding', 'etag', 'cache-control', 'vary'])
      expect(head.headers[name], name).toBe(got.headers[name])
    expect(head.body.length).toBe(0)
  })

  it('adds Accept-Encoding to the Vary a route set, as the mocks vary on Origin for CORS', async () => {
    expect((await get('/dx/mocks/airports.json', brAndGzip)).headers.vary).toBe('Origin, Accept-Encoding')
  })
})

describe('caching', () => {
  it('caches a hashed chunk for a year, as immutable', async () => {
    expect((await get(`/dx/${chunk}`, brAndGzip)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('lets browsers and CDNs keep a widget entry for five minutes, with an ETag', async () => {
    const answer = await get('/dx/flight-status.js', brAndGzip)
    expect(answer.headers['cache-control']).toBe('public, max-age=300')
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]{20}-br"$/)
  })

  it('gives each coding of a file its own ETag, from the same hash', async () => {
    const br = (await get('/dx/flight-status.js', brAndGzip)).headers.etag ?? ''
    const gzip = (await get('/dx/flight-status.js', { 'accept-encoding': 'gzip' })).headers.etag ?? ''
    const identity = (await get('/dx/flight-status.js')).headers.etag ?? ''
    expect([br, gzip]).toEqual([identity.replace(/"$/, '-br"'), identity.replace(/"$/, '-gzip"')])
  })

  it('answers 304 with no body to a matching If-None-Match, with the ETag, Cache-Control and Vary of the 200', async () => {
    const first = await get('/dx/flight-status.js', brAndGzip)
    const again = await get('/dx/flight-status.js', { ...brAndGzip, 'if-none-match': first.headers.etag ?? '' })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    for (const name of ['etag', 'cache-control', 'vary']) expect(again.headers[name], name).toBe(first.headers[name])
  })

  it('keeps CORS and the security headers on a 304', async () => {
    const first = await get('/dx/loader.js', brAndGzip)
    const again = await get('/dx/loader.js', { ...brAndGzip, 'if-none-match': first.headers.etag ?? '' })
    expect(again.status).toBe(304)
    expect(again.headers['access-control-allow-origin']).toBe('*')
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(again.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers 200 when If-None-Match names another coding of the file', async () => {
    const gzip = await get('/dx/flight-status.js', { 'accept-encoding': 'gzip' })
    const br = await get('/dx/flight-status.js', { ...brAndGzip, 'if-none-match': gzip.headers.etag ?? '' })
    expect(br.status).toBe(200)
  })

  it('answers 200 with the new ETag once the file has changed', async () => {
    const before = await get('/dx/changing.js')
    writeFileSync(join(bundle, 'changing.js'), 'export{a}')
    const after = await get('/dx/changing.js', { 'if-none-match': before.headers.etag ?? '' })
    expect(after.status).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('answers 304 to If-None-Match: *', async () => {
    expect((await get(`/dx/${chunk}`, { 'if-none-match': '*' })).status).toBe(304)
  })

  it('has demo pages revalidated on every load, with an ETag', async () => {
    const page = await get('/', brAndGzip)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect((await get('/', { ...brAndGzip, 'if-none-match': page.headers.etag ?? '' })).status).toBe(304)
  })
})
