// @vitest-environment node
// The security headers per kind of answer, over real HTTP (startServer on port 0 over a
// project root of the test's own: one demo page and its stylesheet, a fake build, the
// real mocks).
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverPerFile } from '../test-support/server-per-file'

// A project root of the test's own: one demo page and its stylesheet, a fake build, the real mocks.
const server = serverPerFile('headers', (folder) => {
  const root = join(folder, 'root')
  mkdirSync(join(root, 'dist/dx/chunks'), { recursive: true })
  mkdirSync(join(root, 'demo/pages'), { recursive: true })
  writeFileSync(join(root, 'dist/dx/loader.js'), 'export {}\n')
  writeFileSync(join(root, 'demo/pages/storefront.html'), '<!doctype html><title>demo</title>\n')
  writeFileSync(join(root, 'demo/pages/demo.css'), 'body {}\n')
  cpSync(join(process.cwd(), 'demo/mocks'), join(root, 'demo/mocks'), { recursive: true })
  return { root }
})

const headersOf = async (path: string, init?: RequestInit) => (await fetch(`${server.url}${path}`, init)).headers
const nothingRuns = "default-src 'none'; frame-ancestors 'none'"

describe('security headers', () => {
  it('gives a demo page a CSP with scripts and styles from this origin only, nothing inline, and no framing', async () => {
    const csp = (await headersOf('/storefront.html')).get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    // This origin, and Google Pay's payment method manifest (the demo API offers Google Pay).
    expect(csp).toContain("connect-src 'self' https://google.com https://pay.google.com;")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it('gives a payment page (the demo bank) its own CSP: no script at all, no framing', async () => {
    const headers = await headersOf('/dx/api/payment/challenge')
    expect(headers.get('content-security-policy')).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/)
    // Stricter than strict-origin-when-cross-origin: nothing at all leaves for another site.
    expect(headers.get('referrer-policy')).toBe('same-origin')
  })

  it('lets widget files, mocks, stylesheets and API answers run nothing and be framed by no one', async () => {
    for (const path of ['/dx/loader.js', '/dx/mocks/airports.json', '/demo.css', '/dx/api/metadata.json']) {
      expect((await headersOf(path)).get('content-security-policy'), path).toBe(nothingRuns)
    }
    const graphql = await headersOf('/dx/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(graphql.get('content-security-policy')).toBe(nothingRuns)
  })

  it('keeps widget files loadable from partner pages on other origins', async () => {
    expect((await headersOf('/dx/loader.js')).get('access-control-allow-origin')).toBe('*')
  })

  it('sends Referrer-Policy strict-origin-when-cross-origin and nosniff with every other answer, errors too', async () => {
    for (const path of ['/storefront.html', '/dx/loader.js', '/dx/api/metadata.json', '/dx/api/nope', '/missing']) {
      const headers = await headersOf(path)
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })
})

describe('the demo pages', () => {
  const pagesDir = join(process.cwd(), 'demo/pages')
  const pages = readdirSync(pagesDir).filter((name) => name.endsWith('.html'))

  it('carry no inline script, inline style or event handler attribute, which their CSP would block', () => {
    expect(pages.length).toBeGreaterThan(0)
    for (const name of pages) {
      const html = readFileSync(join(pagesDir, name), 'utf8')
      expect(html, name).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i)
    }
  })
})
