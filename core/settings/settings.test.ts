// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRIVACY, DEFAULT_STOREFRONT, resolveSettings } from './settings'

const context = { pathname: '/', loaderUrl: 'https://cdn.example.test/dx/loader.js' }

describe('global runtime settings', () => {
  it('applies the defaults when the host sets nothing', () => {
    const settings = resolveSettings(undefined, context)
    expect(settings).toMatchObject({
      appId: 'dx-storefront',
      baseUrl: 'https://cdn.example.test/dx/',
      buildNumber: '16',
      env: 'prod',
      storefront: 'ZZDX',
      airline: 'ZZ',
      isBeta: false,
      isAuthorable: false,
      isServedFromStaticWebServer: false,
      bundleCapabilities: [],
      tokenUrl: '/libs/granite/csrf/token.json',
      prefetch: false,
      mock: false,
      dataLayer: true,
      channels: ['b2c', 'b2b'],
      agentOrderTypes: ['AGENCY', 'CALL_CENTER'],
    })
    expect(settings.cid).toBeUndefined()
    expect(settings.bundleVersion).toBeUndefined()
  })

  it('merges window.dxSettings over the defaults', () => {
    const settings = resolveSettings(
      { cid: 'conv-1', bundleVersion: 'v42', env: 'cert', isBeta: true, currency: 'EUR', dataLayer: false },
      context,
    )
    expect(settings).toMatchObject({
      cid: 'conv-1',
      bundleVersion: 'v42',
      env: 'cert',
      isBeta: true,
      currency: 'EUR',
      dataLayer: false,
    })
    expect(settings.appId).toBe('dx-storefront')
  })

  it('ignores host values of the wrong type', () => {
    const settings = resolveSettings(
      { isBeta: 'yes', buildNumber: 17, cid: 42, bundleCapabilities: ['a', 3, 'b'], channels: 'b2b', storefront: 7 },
      context,
    )
    expect(settings.isBeta).toBe(false)
    expect(settings.buildNumber).toBe('16')
    expect(settings.cid).toBeUndefined()
    expect(settings.bundleCapabilities).toEqual(['a', 'b'])
    expect(settings.channels).toEqual(['b2c', 'b2b'])
    expect(settings.storefront).toBe(DEFAULT_STOREFRONT)
  })

  it('ignores a dxSettings that is not an object', () => {
    expect(resolveSettings('storefront=ABCD', context).storefront).toBe('ZZDX')
  })

  it.each(['int', 'cert', 'stage', 'prod'] as const)('accepts the %s environment', (env) => {
    expect(resolveSettings({ env }, context).env).toBe(env)
  })

  it('falls back to prod for an environment outside int/cert/stage/prod', () => {
    expect(resolveSettings({ env: 'qa' }, context).env).toBe('prod')
  })

  it('uses the default storefront ZZDX, whose first two letters are the airline code', () => {
    const settings = resolveSettings({}, { ...context, pathname: '/partner/page.html' })
    expect(settings.storefront).toBe('ZZDX')
    expect(settings.airline).toBe('ZZ')
  })

  it('takes the airline and storefront codes from the page path, upper-cased', () => {
    const settings = resolveSettings({}, { ...context, pathname: '/booking/ssw/ab/abcd/' })
    expect(settings.storefront).toBe('ABCD')
    expect(settings.airline).toBe('AB')
  })

  it('lets an explicit storefront setting win over the path, with its first two letters as airline', () => {
    const settings = resolveSettings({ storefront: 'qrst' }, { ...context, pathname: '/booking/ssw/ab/abcd/' })
    expect(settings.storefront).toBe('QRST')
    expect(settings.airline).toBe('QR')
  })

  it('resolves a relative baseUrl against the loader and ends it with a slash', () => {
    expect(resolveSettings({ baseUrl: '../static' }, context).baseUrl).toBe('https://cdn.example.test/static/')
  })
})

describe('privacy settings', () => {
  it('masks every field by default', () => {
    expect(resolveSettings({}, context).privacy).toEqual({
      isEnabled: true,
      maskFrequentFlyerNumber: true,
      maskPhone: true,
      maskEmail: true,
      maskDateOfBirth: true,
      maskTravelDocument: true,
    })
  })

  it('takes the flags the host sets and keeps the defaults for the others', () => {
    const { privacy } = resolveSettings({ privacy: { maskEmail: false, isEnabled: true } }, context)
    expect(privacy).toEqual({ ...DEFAULT_PRIVACY, maskEmail: false })
  })

  it('lets the host turn masking off as a whole', () => {
    expect(resolveSettings({ privacy: { isEnabled: false } }, context).privacy.isEnabled).toBe(false)
  })

  it('ignores flags that are not booleans, unknown keys and a privacy value that is not an object', () => {
    expect(
      resolveSettings({ privacy: { maskPhone: 'no', isEnabled: 0, extra: false } } as never, context).privacy,
    ).toEqual(DEFAULT_PRIVACY)
    expect(resolveSettings({ privacy: [false] } as never, context).privacy).toEqual(DEFAULT_PRIVACY)
    expect(resolveSettings({ privacy: 'off' } as never, context).privacy).toEqual(DEFAULT_PRIVACY)
  })

  it('gives each resolution its own object, so changing one never changes the defaults', () => {
    const privacy = resolveSettings({}, context).privacy
    privacy.maskEmail = false
    expect(DEFAULT_PRIVACY.maskEmail).toBe(true)
  })
})
