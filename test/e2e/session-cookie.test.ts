// The session cookie in Chromium with third-party cookies blocked: a partner's page on
// http://localhost:<port> signs in to the API on http://127.0.0.1:<port> with credentials;
// the cookie is partitioned under the partner's site, sent with the page's later calls,
// never readable by its scripts, and not seen from another site. A control cookie set the
// ordinary third-party way is refused, so the browser really blocks them.
import { chromium, type Browser } from 'playwright-core'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { demoTraveller } from '../../demo/server/accounts/demo-accounts'
import { serverPerFile } from '../../demo/server/test-support/server-per-file'
import { signInDocument, sessionDocument, signOutDocument } from '../../demo/server/test-support/account-http'
import { type HostServer, startHostServer } from './host-server'

const dx = serverPerFile('session-cookie-e2e')
let browser: Browser
let host: HostServer
let control: Server
let controlOrigin = ''

beforeAll(async () => {
  host = await startHostServer({ dxOrigin: dx.url })
  // Sets an ordinary (unpartitioned) third-party cookie, CORS with credentials allowed.
  control = createServer((req, res) => {
    res.writeHead(200, {
      'Set-Cookie': 'control=1; Path=/; Secure; SameSite=None',
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
    })
    res.end('{}')
  })
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve))
  controlOrigin = `http://127.0.0.1:${(control.address() as AddressInfo).port}`
  browser = await chromium.launch({
    // The full browser, as visitors run it: the headless shell the other e2e tests use does not
    // block third-party cookies for this switch (test/chromium.mjs).
    executablePath: requireChromium(),
    // Third-party cookies blocked: Chromium blocks them in off-the-record contexts (Playwright's)
    // and the switch blocks them in any; the control cookie below checks that they are.
    args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
    headless: true,
  })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await host?.close()
  await new Promise<void>((resolve) => control.close(() => resolve()))
})

/** A GraphQL call from the page, with credentials: the answer's data and errors. */
const callFromPage = (query: string, variables: Record<string, unknown> = {}) =>
  `fetch(${JSON.stringify(`${dx.url}/dx/api/graphql`)}, {
     method: 'POST', credentials: 'include',
     headers: { 'content-type': 'application/json', accept: 'application/json' },
     body: JSON.stringify({ query: ${JSON.stringify(query)}, variables: ${JSON.stringify(variables)} }),
   }).then((response) => response.json())`

describe('the session cookie with third-party cookies blocked', () => {
  it('is partitioned under the partner’s site, sent back, unreadable by script, and unseen from another site', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${host.origin}/blank.html`)

      await page.evaluate(
        `fetch(${JSON.stringify(`${controlOrigin}/`)}, { credentials: 'include' }).then((r) => r.text())`,
      )
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('control')

      const signedIn = (await page.evaluate(
        callFromPage(signInDocument, { userId: demoTraveller.userId, password: demoTraveller.password }),
      )) as { data: { signIn: { givenName: string } } }
      expect(signedIn.data.signIn.givenName).toBe('Ada')
      const cookies = (await context.cookies()).filter((cookie) => cookie.name === '__Host-dx-session')
      expect(cookies).toHaveLength(1)
      expect(cookies[0]).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/' })
      expect(cookies[0]?.partitionKey).toBe('http://localhost')

      const again = (await page.evaluate(callFromPage(sessionDocument))) as { data: { session: { givenName: string } } }
      expect(again.data.session.givenName).toBe('Ada')
      expect(await page.evaluate('document.cookie')).not.toContain('dx-session')

      // The same page on another top-level site (127.0.0.1, the API's own) has no session:
      // the partner's sign-in is kept under the partner's site only.
      const elsewhere = await context.newPage()
      await elsewhere.goto(`${host.origin.replace('localhost', '127.0.0.1')}/blank.html`)
      const there = (await elsewhere.evaluate(callFromPage(sessionDocument))) as { data: { session: unknown } }
      expect(there.data.session).toBeNull()

      const out = (await page.evaluate(callFromPage(signOutDocument))) as { data: { signOut: boolean } }
      expect(out.data.signOut).toBe(true)
      expect((await context.cookies()).filter((cookie) => cookie.name === '__Host-dx-session')).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)
})
