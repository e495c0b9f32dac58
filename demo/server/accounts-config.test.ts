// The accounts' switches (docs/demo-api.md): the demo accounts and identity provider, the
// outbox page, the storefront page of reset links and the host's accepted clients.
import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

const read = (env: NodeJS.ProcessEnv) => readConfig(env, [], '/srv/dx')

describe('DX_DEMO_ACCOUNTS and DX_DEMO_OUTBOX', () => {
  it('are on in the demo', () => {
    expect([read({}).demoAccounts, read({}).outbox]).toEqual([true, true])
  })

  it('are off in production unless asked for: published passwords, a page of reset links', () => {
    const production = read({ NODE_ENV: 'production' })
    expect([production.demoAccounts, production.outbox]).toEqual([false, false])
    const asked = read({ NODE_ENV: 'production', DX_DEMO_OUTBOX: 'on', DX_DEMO_ACCOUNTS: 'on' })
    expect([asked.demoAccounts, asked.outbox]).toEqual([true, true])
  })

  it('go off with "off" in the demo too', () => {
    expect(read({ DX_DEMO_OUTBOX: 'off' }).outbox).toBe(false)
  })
})

describe('DX_STOREFRONT_URL and DX_HOST_CLIENTS', () => {
  it('read the storefront page and the application:client pairs', () => {
    const config = read({ DX_STOREFRONT_URL: 'https://shop.example/book', DX_HOST_CLIENTS: 'air:web, air:app' })
    expect(config.storefrontUrl).toBe('https://shop.example/book')
    expect(config.hostClients).toEqual([
      { applicationId: 'air', clientId: 'web' },
      { applicationId: 'air', clientId: 'app' },
    ])
  })

  it('refuse what they cannot use', () => {
    expect(() => read({ DX_STOREFRONT_URL: 'javascript:alert(1)' })).toThrow(RangeError)
    expect(() => read({ DX_HOST_CLIENTS: 'no-client-id' })).toThrow(RangeError)
  })
})
