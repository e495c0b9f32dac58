import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authoringApi } from './authoring-calls'
import { forgetCsrfToken } from './csrf-token'
import { REMOVE_MARKER, type TreeNode } from './types'
import { installSettings } from '../settings/install-settings'
import type { DxSettingsInput } from '../settings/settings'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse, type SentRequest } from '../../test/fake-network'

cleanPageBetweenTests()
beforeEach(forgetCsrfToken)
// A failure's beacon is sent once its code has loaded (send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

const BASE = 'http://127.0.0.1:8080/dx/authoring/content'
const TOKEN_PATH = '/libs/granite/csrf/token.json'
const INSIDE_FRAME: DxSettingsInput = { isRunningInsideAEM: true }

/** The search box node as the contract shows it. */
const searchBox = (overrides: Partial<TreeNode> = {}): TreeNode => ({
  name: 'searchBox',
  parent: '/en-US',
  path: '/en-US/searchBox',
  value: { formLabel: 'Find a flight' },
  schema: JSON.stringify({ type: 'object', properties: { formLabel: { type: 'string' } } }),
  version: 7,
  links: [{ rel: 'parent', href: '/dx/authoring/content/en-US.json' }],
  ...overrides,
})

const saved = { node: searchBox({ version: 8 }), overwritten: [] }
const forbidden = () => jsonResponse({ error: 'FORBIDDEN_PATH', paths: ['/en-US/storefront/heading'] }, 403)

/**
 * The content-management server: tokens `t1`, `t2`, ... one per token request; every
 * other request answered by `answer`, in order.
 */
function cms(...answers: (() => Response | Promise<Response>)[]) {
  let issued = 0
  let asked = 0
  const network = fakeNetwork((url) => {
    if (url.pathname === TOKEN_PATH) return jsonResponse({ token: `t${++issued}` })
    const answer = answers[Math.min(asked++, answers.length - 1)]
    return answer ? answer() : jsonResponse({}, 404)
  })
  const calls = () => network.requests().filter(({ url }) => url.pathname !== TOKEN_PATH)
  const tokenRequests = () => network.requests().filter(({ url }) => url.pathname === TOKEN_PATH)
  return { calls, tokenRequests }
}

const address = ({ url }: SentRequest) => url.origin + url.pathname
const tokenOf = ({ url, headers }: SentRequest) => ({
  query: url.searchParams.get(':cq_csrf_token'),
  header: headers['csrf-token'],
})

describe('authoring calls: addresses', () => {
  it('reads a component node at <base>/<locale>/<component>.json, with credentials', async () => {
    const server = cms(() => jsonResponse(searchBox()))
    const node = await authoringApi(installSettings()).readComponent('en-US', 'searchBox')
    const [call] = server.calls()
    expect(address(call!)).toBe(`${BASE}/en-US/searchBox.json`)
    expect(call!.init).toMatchObject({ method: 'GET', credentials: 'include' })
    expect(node).toEqual(searchBox())
  })

  it('takes the authoring base from authoringBaseUrl, relative to the page', async () => {
    const server = cms(() => jsonResponse(searchBox()))
    await authoringApi(installSettings({ authoringBaseUrl: '/cms/content/' })).readComponent('en-US', 'searchBox')
    expect(address(server.calls()[0]!)).toBe(`${location.origin}/cms/content/en-US/searchBox.json`)
  })

  it('saves by a PUT of the changes after the save rules and the versions seen', async () => {
    const server = cms(() => jsonResponse(saved))
    const answer = await authoringApi(installSettings()).save(
      'en-US',
      'searchBox',
      [
        { path: '/en-US/searchBox/formLabel', operation: 'CREATE', value: 'Find' },
        { path: '/en-US/searchBox/formLabel', operation: 'UPDATE', value: 'Find a flight' },
        { path: '/en-US/searchBox/submit', operation: 'DELETE', value: REMOVE_MARKER },
      ],
      { '/en-US/searchBox': 7 },
    )
    const [call] = server.calls()
    expect(address(call!)).toBe(`${BASE}/en-US/searchBox.json`)
    expect(call!.init).toMatchObject({ method: 'PUT', credentials: 'include' })
    expect(JSON.parse(String(call!.init.body))).toEqual({
      changes: [{ path: '/en-US/searchBox/formLabel', operation: 'CREATE', value: 'Find a flight' }],
      seen: { '/en-US/searchBox': 7 },
    })
    expect(answer).toEqual(saved)
  })

  it('reads the permission document at <base>/permissions.json', async () => {
    const server = cms(() => jsonResponse({ user: 'author', canAuthor: true }))
    expect(await authoringApi(installSettings()).permissions()).toEqual({ user: 'author', canAuthor: true })
    expect(address(server.calls()[0]!)).toBe(`${BASE}/permissions.json`)
  })

  it('reads the permission document from permissionUrl, relative to the page', async () => {
    const server = cms(() => jsonResponse({ user: 'reader', canAuthor: false }))
    await authoringApi(installSettings({ permissionUrl: '/cms/permissions.json' })).permissions()
    expect(address(server.calls()[0]!)).toBe(`${location.origin}/cms/permissions.json`)
  })

  it('reads the access-control list at <base>/acl.json', async () => {
    const entries = [{ path: '/*/searchBox', privileges: ['read', 'write'] }]
    const server = cms(() => jsonResponse({ entries }))
    expect(await authoringApi(installSettings()).accessControl()).toEqual({ entries })
    expect(address(server.calls()[0]!)).toBe(`${BASE}/acl.json`)
  })

  it('reads the access-control list from aclUrl', async () => {
    const server = cms(() => jsonResponse({ entries: [] }))
    await authoringApi(installSettings({ aclUrl: 'https://cms.example.test/acl.json' })).accessControl()
    expect(address(server.calls()[0]!)).toBe('https://cms.example.test/acl.json')
  })
})

describe('authoring calls: the anti-forgery token', () => {
  it('goes as the :cq_csrf_token query parameter and the csrf-token header inside the frame', async () => {
    const server = cms(() => jsonResponse(searchBox()))
    await authoringApi(installSettings(INSIDE_FRAME)).readComponent('en-US', 'searchBox')
    expect(tokenOf(server.calls()[0]!)).toEqual({ query: 't1', header: 't1' })
  })

  it('goes with a save inside the frame', async () => {
    const server = cms(() => jsonResponse(saved))
    await authoringApi(installSettings(INSIDE_FRAME)).save('en-US', 'searchBox', [], {})
    expect(tokenOf(server.calls()[0]!)).toEqual({ query: 't1', header: 't1' })
  })

  it('is fetched once for several calls', async () => {
    const server = cms(() => jsonResponse({ user: 'author', canAuthor: true }))
    const api = authoringApi(installSettings(INSIDE_FRAME))
    await api.permissions()
    await api.permissions()
    expect(server.tokenRequests()).toHaveLength(1)
  })

  it('is neither fetched nor sent outside the frame', async () => {
    const server = cms(() => jsonResponse(saved))
    await authoringApi(installSettings()).save('en-US', 'searchBox', [], {})
    expect(tokenOf(server.calls()[0]!)).toEqual({ query: null, header: undefined })
    expect(server.tokenRequests()).toHaveLength(0)
  })

  it('is neither fetched nor sent from a static web server, which is read at <base>?dataPath=<path>', async () => {
    const server = cms(() => jsonResponse(searchBox()))
    await authoringApi(installSettings({ ...INSIDE_FRAME, isServedFromStaticWebServer: true })).readComponent(
      'en-US',
      'searchBox',
    )
    const [call] = server.calls()
    expect(address(call!)).toBe(BASE)
    expect(call!.url.searchParams.get('dataPath')).toBe('/en-US/searchBox')
    expect(tokenOf(call!)).toEqual({ query: null, header: undefined })
    expect(server.tokenRequests()).toHaveLength(0)
  })
})

describe('authoring calls: a 403', () => {
  it('clears the token, fetches exactly one new one and retries the call once with it', async () => {
    const server = cms(forbidden, () => jsonResponse(saved))
    const answer = await authoringApi(installSettings(INSIDE_FRAME)).save('en-US', 'searchBox', [], {})
    expect(answer).toEqual(saved)
    expect(server.tokenRequests()).toHaveLength(2)
    expect(server.calls().map(tokenOf)).toEqual([
      { query: 't1', header: 't1' },
      { query: 't2', header: 't2' },
    ])
  })

  it('a second time reaches the caller with its code and paths, after exactly two attempts', async () => {
    const server = cms(forbidden, forbidden, () => jsonResponse(saved))
    const failure = await authoringApi(installSettings(INSIDE_FRAME))
      .save('en-US', 'storefront', [], {})
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({
      name: 'DxError',
      type: 'HTTPERROR',
      status: 403,
      code: 'FORBIDDEN_PATH',
      details: { paths: ['/en-US/storefront/heading'] },
    })
    expect(server.calls()).toHaveLength(2)
    expect(server.tokenRequests()).toHaveLength(2)
  })

  it('is final outside the frame, where there is no token to renew', async () => {
    const server = cms(forbidden, () => jsonResponse(saved))
    await expect(authoringApi(installSettings()).save('en-US', 'storefront', [], {})).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN_PATH',
    })
    expect(server.calls()).toHaveLength(1)
  })

  it('is retried for a read as well', async () => {
    const server = cms(forbidden, () => jsonResponse({ entries: [] }))
    await authoringApi(installSettings(INSIDE_FRAME)).accessControl()
    expect(server.calls()).toHaveLength(2)
  })

  it('is the only failure retried: another one reaches the caller at once', async () => {
    const server = cms(() => jsonResponse({ error: 'UNKNOWN_KEY' }, 400))
    await expect(authoringApi(installSettings(INSIDE_FRAME)).save('en-US', 'x', [], {})).rejects.toMatchObject({
      status: 400,
      code: 'UNKNOWN_KEY',
    })
    expect(server.calls()).toHaveLength(1)
    expect(server.tokenRequests()).toHaveLength(1)
  })
})

describe('authoring calls: a failing server', () => {
  const serverFailure = () => jsonResponse({ error: 'INTERNAL' }, 500)
  const timedOut = () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))
  const save = () => authoringApi(installSettings(INSIDE_FRAME)).save('en-US', 'searchBox', [], {})

  it('fails a save answered 500 at once, as the server’s failure', async () => {
    const server = cms(serverFailure, () => jsonResponse(saved))
    await expect(save()).rejects.toMatchObject({ name: 'DxError', type: 'HTTPERROR', status: 500 })
    expect(server.calls()).toHaveLength(1)
  })

  it('fails a save with no answer in time as NETWORK_ERROR with the code TIMEOUT', async () => {
    cms(timedOut)
    await expect(save()).rejects.toMatchObject({ name: 'DxError', type: 'NETWORK_ERROR', code: 'TIMEOUT' })
  })

  it('fails a save with the network down as NETWORK_ERROR', async () => {
    cms(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(save()).rejects.toMatchObject({ name: 'DxError', type: 'NETWORK_ERROR' })
  })

  it('saves when asked again after a failure, with the token it has', async () => {
    const server = cms(serverFailure, () => jsonResponse(saved))
    await save().catch(() => undefined)
    expect(await save()).toEqual(saved)
    expect(server.tokenRequests()).toHaveLength(1)
  })
})

describe('authoring calls: lazy children', () => {
  const child = (name: string, value: unknown): TreeNode => ({
    name,
    parent: '/en-US/searchBox',
    path: `/en-US/searchBox/${name}`,
    value,
    schema: JSON.stringify({ type: 'object', properties: { a: { type: 'string' } } }),
    version: 1,
    links: [],
  })
  const loadMore = (href: string): TreeNode => ({
    name: 'LOAD MORE',
    parent: '/en-US/searchBox',
    path: '/en-US/searchBox/~load more',
    value: null,
    schema: '{}',
    version: 0,
    links: [{ rel: 'search', href }],
  })
  const withChildrenLink = searchBox({
    links: [{ rel: 'children', href: '/dx/authoring/content/en-US/searchBox.json?children=0' }],
  })

  it('are read page after page through the LOAD MORE search link, and merged into the node', async () => {
    const server = cms(
      () => jsonResponse(withChildrenLink),
      () =>
        jsonResponse({
          children: [
            child('journey', { a: 'One way' }),
            loadMore('/dx/authoring/content/en-US/searchBox.json?children=100'),
          ],
        }),
      () => jsonResponse({ children: [child('passengers', { a: 'Adults' })] }),
    )
    const node = await authoringApi(installSettings()).readComponent('en-US', 'searchBox')
    expect(server.calls().map(({ url }) => url.searchParams.get('children'))).toEqual([null, '0', '100'])
    expect(node.value).toEqual({ formLabel: 'Find a flight', journey: { a: 'One way' }, passengers: { a: 'Adults' } })
    expect(JSON.parse(node.schema).properties).toHaveProperty('passengers')
  })

  it('carry the token inside the frame, on every page', async () => {
    const server = cms(
      () => jsonResponse(withChildrenLink),
      () => jsonResponse({ children: [loadMore('/dx/authoring/content/en-US/searchBox.json?children=100')] }),
      () => jsonResponse({ children: [] }),
    )
    await authoringApi(installSettings(INSIDE_FRAME)).readComponent('en-US', 'searchBox')
    expect(server.calls().map((call) => tokenOf(call).query)).toEqual(['t1', 't1', 't1'])
  })

  it('are not followed to another origin', async () => {
    cms(() =>
      jsonResponse(searchBox({ links: [{ rel: 'children', href: 'https://elsewhere.example.test/children.json' }] })),
    )
    await expect(authoringApi(installSettings()).readComponent('en-US', 'searchBox')).rejects.toMatchObject({
      code: 'UNEXPECTED_ANSWER',
      message: expect.stringContaining('https://elsewhere.example.test'),
    })
  })

  it('stop with a clear error when a LOAD MORE node leads back to a page read before', async () => {
    const first = '/dx/authoring/content/en-US/searchBox.json?children=0'
    cms(
      () => jsonResponse(withChildrenLink),
      () => jsonResponse({ children: [loadMore(first)] }),
    )
    await expect(authoringApi(installSettings()).readComponent('en-US', 'searchBox')).rejects.toMatchObject({
      code: 'UNEXPECTED_ANSWER',
      message: expect.stringContaining('read before'),
    })
  })
})

describe('authoring calls: answers of the wrong shape', () => {
  it('fail a read with an error naming what is wrong', async () => {
    cms(() => jsonResponse({ ...searchBox(), version: 'seven' }))
    await expect(authoringApi(installSettings()).readComponent('en-US', 'searchBox')).rejects.toMatchObject({
      name: 'DxError',
      code: 'UNEXPECTED_ANSWER',
      message: expect.stringContaining('`version` is not a number'),
    })
  })

  it('fail a read answered by a page instead of JSON', async () => {
    cms(() => new Response('<html>Sign in</html>', { headers: { 'content-type': 'text/html' } }))
    await expect(authoringApi(installSettings()).permissions()).rejects.toMatchObject({
      code: 'UNEXPECTED_ANSWER',
      message: expect.stringContaining('is not a permission document'),
    })
  })

  it('fail a save whose answer has no overwritten list', async () => {
    cms(() => jsonResponse({ node: searchBox() }))
    await expect(authoringApi(installSettings()).save('en-US', 'searchBox', [], {})).rejects.toMatchObject({
      code: 'UNEXPECTED_ANSWER',
      message: expect.stringContaining('`overwritten`'),
    })
  })

  it('fail an access-control list whose entries are not a list', async () => {
    cms(() => jsonResponse({ entries: { path: '/*' } }))
    await expect(authoringApi(installSettings()).accessControl()).rejects.toMatchObject({ code: 'UNEXPECTED_ANSWER' })
  })
})
