import { afterEach, describe, expect, it, vi } from 'vitest'
import { graphql } from './graphql'
import { hostIdentity } from './host-identity'
import { fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'

cleanPageBetweenTests()
afterEach(() => {
  window.dxSettings = undefined
  vi.unstubAllGlobals()
})

const SESSION = 'query session { session { givenName } }'
const answer = () => jsonResponse({ data: { session: { givenName: 'Ada' } } })

describe('the host-provided identity', () => {
  it('sends the host’s access token as the bearer token, with its application and client ids', async () => {
    const network = fakeNetwork(answer)
    window.dxSettings = { hostIdentity: { accessToken: 'host-token-1', applicationId: 'zed-web', clientId: 'c-42' } }
    await graphql(SESSION, {})
    expect(network.requests()[0]!.headers).toMatchObject({
      authorization: 'Bearer host-token-1',
      'application-id': 'zed-web',
      'client-id': 'c-42',
    })
  })

  it('reads the token again at each call, so a token the host renewed is the one sent', async () => {
    const network = fakeNetwork(answer)
    window.dxSettings = { hostIdentity: { accessToken: 'first' } }
    await graphql(SESSION, {})
    window.dxSettings.hostIdentity = { accessToken: 'renewed' }
    await graphql(SESSION, {})
    expect(network.requests().map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer renewed',
    ])
  })

  it('wins over the metadata document’s token and application id', async () => {
    const network = fakeNetwork(answer, { authorization: 'metadata-token', applicationId: 'metadata-app' })
    window.dxSettings = { hostIdentity: { accessToken: 'host-token', applicationId: 'host-app' } }
    await graphql(SESSION, {})
    expect(network.requests()[0]!.headers).toMatchObject({
      authorization: 'Bearer host-token',
      'application-id': 'host-app',
    })
  })

  it('sends no bearer without an access token: the session cookie, credentials included, identifies', async () => {
    const network = fakeNetwork(answer)
    window.dxSettings = { hostIdentity: { clientId: 'c-42' } }
    await graphql(SESSION, {})
    const { headers, init } = network.requests()[0]!
    expect(headers.authorization).toBeUndefined()
    expect(init.credentials).toBe('include')
    expect(hostIdentity()).toBeUndefined()
  })

  it('is left out where the build is of widgets that never call about a person (flight status and schedule)', async () => {
    vi.stubGlobal('__DX_HOST_IDENTITY__', false)
    const network = fakeNetwork(answer, { authorization: 'metadata-token', applicationId: 'metadata-app' })
    window.dxSettings = { hostIdentity: { accessToken: 'host-token', applicationId: 'host-app', clientId: 'c-42' } }
    await graphql(SESSION, {})
    const { headers } = network.requests()[0]!
    expect(headers).toMatchObject({ authorization: 'Bearer metadata-token', 'application-id': 'metadata-app' })
    expect(headers['client-id']).toBeUndefined()
  })

  it('is the host’s identity once it gives an access token', () => {
    window.dxSettings = { hostIdentity: { accessToken: 't', clientId: 'c-42' } }
    expect(hostIdentity()).toEqual({ accessToken: 't', clientId: 'c-42' })
  })
})
