// @vitest-environment node
// The authoring endpoints over real HTTP, on a fresh database: sign-in, token, permission
// and access-control documents, reading and saving nodes.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { LOAD_MORE_NAME, type SaveResponse, type TreeNode } from '../../../core/authoring/types'
import { migratedDb } from '../test-support/migrated-db'
import { accounts } from './accounts'
import { tokenStore } from './anti-forgery-tokens'
import type { AuthoringDeps } from './authoring-deps'
import { authoringRoute } from './authoring-route'
import { contentStore } from './content-store'

const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))))

/** The authoring route alone over a fresh database; its origin. */
async function listen(
  switches: Partial<Pick<AuthoringDeps, 'staticSaves' | 'signIn' | 'isTrustedOrigin'>> = {},
): Promise<string> {
  const db = migratedDb()
  const route = authoringRoute({
    content: contentStore(db, () => Date.parse('2026-06-01T12:00:00Z')),
    accounts: accounts(db),
    tokens: tokenStore(db, Date.now),
    signIn: true,
    staticSaves: false,
    secureCookie: false,
    ...switches,
  })
  const server = createServer((req, res) => void route(req, res, new URL(req.url ?? '/', 'http://x').pathname))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const base = '/dx/authoring/content'

/** Signs in on `origin`; the cookie to send back. */
async function signIn(origin: string, user: string): Promise<string> {
  const response = await fetch(`${origin}/dx/authoring/sign-in?user=${user}`)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

async function tokenFor(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/libs/granite/csrf/token.json?_=1`, { headers: { cookie } })
  return ((await response.json()) as { token: string }).token
}

/** An author signed in, with a token. */
async function author(origin: string, user = 'author') {
  const cookie = await signIn(origin, user)
  return { cookie, token: await tokenFor(origin, cookie) }
}

function put(origin: string, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${origin}${base}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const create = (path: string, value: string) => ({ path, operation: 'CREATE', value })

describe('the demo sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict author cookie for the whole site', async () => {
    const response = await fetch(`${await listen()}/dx/authoring/sign-in?user=author`)
    expect(response.headers.get('set-cookie')).toBe('dx_author=author; HttpOnly; SameSite=Strict; Path=/')
  })

  it('refuses an account that does not exist, naming the demo accounts', async () => {
    const response = await fetch(`${await listen()}/dx/authoring/sign-in?user=admin`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'UNKNOWN_USER', users: ['author', 'reader', 'search-author'] })
  })

  it('is not there when switched off', async () => {
    expect((await fetch(`${await listen({ signIn: false })}/dx/authoring/sign-in?user=author`)).status).toBe(404)
  })

  it('when switched off, lets no cookie sign anyone in: anyone can write one', async () => {
    const origin = await listen({ signIn: false })
    const response = await fetch(`${origin}/dx/authoring/content/permissions.json`, {
      headers: { cookie: 'dx_author=author' },
    })
    expect(await response.json()).toEqual({ user: 'reader', canAuthor: false })
  })

  it('signs out by clearing the cookie', async () => {
    const origin = await listen()
    const response = await fetch(`${origin}/dx/authoring/sign-out`, {
      headers: { cookie: await signIn(origin, 'author') },
    })
    expect(response.headers.get('set-cookie')).toMatch(/^dx_author=; Max-Age=0; HttpOnly; SameSite=Strict; Path=\//)
  })
})

describe('the anti-forgery token address', () => {
  it('answers a token to a signed-in account, never to be cached', async () => {
    const origin = await listen()
    const response = await fetch(`${origin}/libs/granite/csrf/token.json?_=1`, {
      headers: { cookie: await signIn(origin, 'author') },
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/) })
  })

  it("answers a visitor who is not signed in with the reader account's token", async () => {
    const response = await fetch(`${await listen()}/libs/granite/csrf/token.json`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/) })
  })
})

describe('the permission and access-control documents', () => {
  it('let an author author', async () => {
    const origin = await listen()
    const response = await fetch(`${origin}${base}/permissions.json`, {
      headers: { cookie: await signIn(origin, 'author') },
    })
    expect(await response.json()).toEqual({ user: 'author', canAuthor: true })
  })

  it('let a visitor without the cookie read only', async () => {
    const response = await fetch(`${await listen()}${base}/permissions.json`)
    expect(await response.json()).toEqual({ user: 'reader', canAuthor: false })
  })

  it('list the signed-in account’s entries only', async () => {
    const origin = await listen()
    const response = await fetch(`${origin}${base}/acl.json`, {
      headers: { cookie: await signIn(origin, 'search-author') },
    })
    expect(await response.json()).toEqual({
      entries: [
        { path: '/*/global', privileges: ['read', 'write'] },
        { path: '/*/searchBox', privileges: ['read', 'write'] },
      ],
    })
  })
})

describe('reading nodes', () => {
  it('answers a component node', async () => {
    const response = await fetch(`${await listen()}${base}/en-US/searchBox.json`)
    expect(await response.json()).toMatchObject({ name: 'searchBox', path: '/en-US/searchBox', value: {}, version: 0 })
  })

  it('answers 404 for a component that does not exist', async () => {
    expect((await fetch(`${await listen()}${base}/en-US/nothing.json`)).status).toBe(404)
  })

  it('answers every text of a big component by following the LOAD MORE nodes', async () => {
    const origin = await listen()
    const texts: TreeNode[] = []
    let next: string | undefined = `${base}/en-US/payment.json?children=0`
    let pages = 0
    while (next) {
      const { children } = (await (await fetch(`${origin}${next}`)).json()) as { children: TreeNode[] }
      const more = children.at(-1)?.name === LOAD_MORE_NAME ? children.pop() : undefined
      texts.push(...children)
      next = more?.links.find((link) => link.rel === 'search')?.href
      pages += 1
    }
    expect(pages).toBe(2)
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.every((text) => text.parent === '/en-US/payment')).toBe(true)
  })

  it('refuses a children offset that is not a whole number', async () => {
    const response = await fetch(`${await listen()}${base}/en-US/payment.json?children=-1`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'INVALID_OFFSET' })
  })

  it('answers the same node at the static web server’s address', async () => {
    const response = await fetch(`${await listen()}${base}?dataPath=/en-US/searchBox`)
    expect(await response.json()).toMatchObject({ path: '/en-US/searchBox' })
  })
})

describe('saving a node', () => {
  it('answers the node saved and no notice', async () => {
    const origin = await listen()
    const { cookie, token } = await author(origin)
    const body = { changes: [create('/en-US/searchBox/formLabel', 'Find flights')], seen: { '/en-US/searchBox': 0 } }
    const response = await put(origin, '/en-US/searchBox.json', body, { cookie, 'csrf-token': token })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as SaveResponse
    expect(answer).toMatchObject({ node: { value: { formLabel: 'Find flights' }, version: 1 }, overwritten: [] })
  })

  it('takes the token as the :cq_csrf_token query parameter', async () => {
    const origin = await listen()
    const { cookie, token } = await author(origin)
    const body = { changes: [create('/en-US/searchBox/formLabel', 'Find flights')], seen: {} }
    const response = await put(origin, `/en-US/searchBox.json?:cq_csrf_token=${token}`, body, { cookie })
    expect(response.status).toBe(200)
  })

  it('refuses a save without a token', async () => {
    const origin = await listen()
    const { cookie } = await author(origin)
    const response = await put(origin, '/en-US/searchBox.json', { changes: [], seen: {} }, { cookie })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'CSRF_INVALID' })
  })

  it('refuses a token issued to another account', async () => {
    const origin = await listen()
    const { token } = await author(origin, 'search-author')
    const { cookie } = await author(origin)
    const response = await put(
      origin,
      '/en-US/searchBox.json',
      { changes: [], seen: {} },
      { cookie, 'csrf-token': token },
    )
    expect(await response.json()).toMatchObject({ error: 'CSRF_INVALID' })
  })

  // Outside the content-management frame the editor sends no token (docs/authoring.md):
  // the page's origin, which a browser sends on every PUT, and the SameSite cookie check it.
  describe('outside the frame, without a token', () => {
    const trusted = (origin: string) => origin === 'https://cms.example'
    const change = { changes: [create('/en-US/searchBox/formLabel', 'Find flights')], seen: {} }

    it('takes a save from a page of a trusted origin', async () => {
      const origin = await listen({ isTrustedOrigin: trusted })
      const { cookie } = await author(origin)
      const response = await put(origin, '/en-US/searchBox.json', change, { cookie, origin: 'https://cms.example' })
      expect(response.status).toBe(200)
    })

    it.each([
      ['another origin', { origin: 'https://evil.example' }],
      ['an opaque origin', { origin: 'null' }],
      ['no origin', {}],
    ])('refuses one from %s', async (_, headers) => {
      const origin = await listen({ isTrustedOrigin: trusted })
      const { cookie } = await author(origin)
      const response = await put(origin, '/en-US/searchBox.json', change, { cookie, ...headers })
      expect(await response.json()).toMatchObject({ error: 'CSRF_INVALID' })
    })

    it('still refuses a stale or foreign token from a trusted origin (the frame renews it)', async () => {
      const origin = await listen({ isTrustedOrigin: trusted })
      const { token } = await author(origin, 'search-author')
      const { cookie } = await author(origin)
      const headers = { cookie, origin: 'https://cms.example', 'csrf-token': token }
      expect(await (await put(origin, '/en-US/searchBox.json', change, headers)).json()).toMatchObject({
        error: 'CSRF_INVALID',
      })
    })
  })

  it('refuses a visitor who is not signed in', async () => {
    const response = await put(await listen(), '/en-US/searchBox.json', { changes: [], seen: {} }, {})
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'SIGN_IN_REQUIRED' })
  })

  it('refuses paths the account may not write, naming them, and saves none of the save', async () => {
    const origin = await listen()
    const { cookie, token } = await author(origin, 'search-author')
    const body = { changes: [create('/en-US/storefront/searchAgain', 'When?')], seen: {} }
    const response = await put(origin, '/en-US/storefront.json', body, { cookie, 'csrf-token': token })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'FORBIDDEN_PATH', paths: ['/en-US/storefront/searchAgain'] })
    expect(await (await fetch(`${origin}${base}/en-US/storefront.json`)).json()).toMatchObject({
      value: {},
      version: 0,
    })
  })

  it('answers a wrong change with 400 and its details', async () => {
    const origin = await listen()
    const { cookie, token } = await author(origin)
    const body = { changes: [create('/en-US/searchBox/nope', 'x')], seen: {} }
    const response = await put(origin, '/en-US/searchBox.json', body, { cookie, 'csrf-token': token })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'INVALID_CHANGES',
      details: [{ index: 0, path: '/en-US/searchBox/nope', problem: 'UNKNOWN_KEY' }],
    })
  })

  it('answers a body that is not JSON with 400', async () => {
    const origin = await listen()
    const { cookie, token } = await author(origin)
    const response = await fetch(`${origin}${base}/en-US/searchBox.json`, {
      method: 'PUT',
      headers: { cookie, 'csrf-token': token },
      body: '{changes',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'INVALID_BODY' })
  })

  it('refuses a value nested 40,000 levels deep with 400 BODY_TOO_DEEP, before walking it', async () => {
    const origin = await listen()
    const { cookie, token } = await author(origin)
    const levels = 40_000
    const value = `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`
    const body = `{"changes":[{"path":"/en-US/searchBox/journey","operation":"CREATE","value":${value}}],"seen":{}}`
    expect(body.length).toBeLessThan(256 * 1024)
    const response = await fetch(`${origin}${base}/en-US/searchBox.json`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, 'csrf-token': token },
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'BODY_TOO_DEEP' })
  })

  it('tells the earlier author over HTTP that their text was replaced', async () => {
    const origin = await listen()
    const first = await author(origin)
    const second = await author(origin, 'search-author')
    const seen = { '/en-US/searchBox': 0 }
    const label = '/en-US/searchBox/formLabel'
    await put(
      origin,
      '/en-US/searchBox.json',
      { changes: [create(label, 'Find flights')], seen },
      { cookie: first.cookie, 'csrf-token': first.token },
    )
    await put(
      origin,
      '/en-US/searchBox.json',
      { changes: [create(label, 'Search')], seen },
      { cookie: second.cookie, 'csrf-token': second.token },
    )
    const next = { changes: [create('/en-US/searchBox/title', 'Where to?')], seen: { '/en-US/searchBox': 2 } }
    const response = await put(origin, '/en-US/searchBox.json', next, {
      cookie: first.cookie,
      'csrf-token': first.token,
    })
    expect(((await response.json()) as SaveResponse).overwritten).toEqual([
      { path: label, by: 'search-author', at: '2026-06-01T12:00:00.000Z' },
    ])
  })

  it('refuses a save of a locale node: components are saved one by one', async () => {
    const origin = await listen()
    const { cookie, token } = await author(origin)
    expect((await put(origin, '/en-US.json', { changes: [], seen: {} }, { cookie, 'csrf-token': token })).status).toBe(
      405,
    )
  })
})

describe('saving at the static web server’s address', () => {
  const change = { changes: [create('/en-US/searchBox/formLabel', 'Find flights')], seen: {} }

  it('wants a token while static saves are off', async () => {
    const origin = await listen()
    const { cookie } = await author(origin)
    const response = await put(origin, '?dataPath=/en-US/searchBox', change, { cookie })
    expect(await response.json()).toMatchObject({ error: 'CSRF_INVALID' })
  })

  it('takes a save without a token when they are on', async () => {
    const origin = await listen({ staticSaves: true })
    const { cookie } = await author(origin)
    expect((await put(origin, '?dataPath=/en-US/searchBox', change, { cookie })).status).toBe(200)
  })

  it('still wants write access when they are on', async () => {
    const origin = await listen({ staticSaves: true })
    const { cookie } = await author(origin, 'reader')
    expect(await (await put(origin, '?dataPath=/en-US/searchBox', change, { cookie })).json()).toMatchObject({
      error: 'FORBIDDEN_PATH',
    })
  })
})
