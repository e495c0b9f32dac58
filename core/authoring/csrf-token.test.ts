import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { csrfToken, forgetCsrfToken } from './csrf-token'
import { installSettings } from '../settings/install-settings'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'

cleanPageBetweenTests()
beforeEach(forgetCsrfToken)
// A failure's beacon is sent once its code has loaded (send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

/** The default token address, on the page's own origin (the content-management server's). */
const TOKEN_URL = `${location.origin}/libs/granite/csrf/token.json`

/** A token server handing out `t1`, `t2`, ... one per request. */
const tokenServer = () => {
  let issued = 0
  return fakeNetwork(() => jsonResponse({ token: `t${++issued}` }))
}

describe('anti-forgery token', () => {
  it('is read from a GET of the token address, with the time as _ and with credentials', async () => {
    const network = tokenServer()
    const before = Date.now()
    expect(await csrfToken(installSettings())).toBe('t1')
    const request = network.requests()[0]!
    expect(request.url.origin + request.url.pathname).toBe(TOKEN_URL)
    expect(Number(request.url.searchParams.get('_'))).toBeGreaterThanOrEqual(before)
    expect(request.init).toMatchObject({ method: 'GET', credentials: 'include' })
  })

  it('is fetched from the tokenUrl setting', async () => {
    const network = tokenServer()
    await csrfToken(installSettings({ tokenUrl: '/cms/token.json' }))
    expect(network.requests()[0]?.url.pathname).toBe('/cms/token.json')
  })

  it('is fetched once per page', async () => {
    const network = tokenServer()
    const settings = installSettings()
    const tokens = await Promise.all([csrfToken(settings), csrfToken(settings)])
    expect(await csrfToken(settings)).toBe('t1')
    expect(tokens).toEqual(['t1', 't1'])
    expect(network.requests()).toHaveLength(1)
  })

  it('is fetched anew once cleared', async () => {
    tokenServer()
    const settings = installSettings()
    await csrfToken(settings)
    forgetCsrfToken()
    expect(await csrfToken(settings)).toBe('t2')
  })

  it('is asked for again after a failed fetch', async () => {
    let answers = 0
    fakeNetwork(() => (++answers === 1 ? jsonResponse({}, 403) : jsonResponse({ token: 'fresh' })))
    const settings = installSettings()
    await expect(csrfToken(settings)).rejects.toMatchObject({ status: 403 })
    expect(await csrfToken(settings)).toBe('fresh')
  })

  it('fails with a clear error when the answer has no token', async () => {
    fakeNetwork(() => jsonResponse({ user: 'author' }))
    await expect(csrfToken(installSettings())).rejects.toMatchObject({
      code: 'UNEXPECTED_ANSWER',
      message: expect.stringContaining('`token` is not a non-empty string'),
    })
  })
})
