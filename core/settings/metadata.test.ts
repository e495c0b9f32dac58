import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadMetadata, parseMetadata } from './metadata'
import { installSettings } from './install-settings'
import { $authoredTexts } from '../i18n/authored-texts'
import {
  BASE_URL,
  GRAPHQL_URL,
  METADATA_URL,
  fakeNetwork,
  jsonResponse,
  cleanPageBetweenTests,
} from '../../test/fake-network'

cleanPageBetweenTests()

const notCalled = () => jsonResponse({}, 404)

describe('global metadata document', () => {
  it('falls back to defaults for every missing field', () => {
    const metadata = parseMetadata({}, installSettings())
    expect(metadata).toEqual({
      serviceUrls: {},
      experienceApiUrl: GRAPHQL_URL,
      experienceApiEnabled: true,
      authorization: undefined,
      dcUrl: undefined,
      ssoToken: undefined,
      ssgToken: undefined,
      applicationId: undefined,
      retry: { enabled: false, retries: 3, delayMs: 1000, services: [] },
      texts: {},
    })
  })

  it('ignores fields of the wrong type', () => {
    const metadata = parseMetadata(
      {
        experienceApi: 'graphql',
        serviceUrls: { rest: 5 },
        authorization: null,
        retry: { enabled: 'yes', retries: -1, delayMs: '10', services: ['a', 1] },
      },
      installSettings(),
    )
    expect(metadata.experienceApiUrl).toBe(GRAPHQL_URL)
    expect(metadata.serviceUrls).toEqual({})
    expect(metadata.authorization).toBeUndefined()
    expect(metadata.retry).toEqual({ enabled: false, retries: 3, delayMs: 1000, services: ['a'] })
  })

  it('resolves relative URLs against the base URL', () => {
    const metadata = parseMetadata(
      { experienceApi: { url: '/dx/api/graphql' }, serviceUrls: { rest: 'api/rest' } },
      installSettings(),
    )
    expect(metadata.experienceApiUrl).toBe('http://127.0.0.1:8080/dx/api/graphql')
    expect(metadata.serviceUrls.rest).toBe(`${BASE_URL}api/rest`)
  })

  it('reads the retry configuration', () => {
    const metadata = parseMetadata(
      { retry: { enabled: true, retries: 5, delayMs: 250, services: ['flightStatus'] } },
      installSettings(),
    )
    expect(metadata.retry).toEqual({ enabled: true, retries: 5, delayMs: 250, services: ['flightStatus'] })
  })

  it('reads the tokens, dc url, application id and experience API switch', () => {
    const metadata = parseMetadata(
      {
        authorization: 'tok',
        dcUrl: 'https://dc.test',
        ssoToken: 'sso',
        ssgToken: 'ssg',
        applicationId: 'app',
        experienceApi: { enabled: false },
      },
      installSettings(),
    )
    expect(metadata).toMatchObject({
      authorization: 'tok',
      dcUrl: 'https://dc.test',
      ssoToken: 'sso',
      ssgToken: 'ssg',
      applicationId: 'app',
      experienceApiEnabled: false,
    })
  })

  it('is fetched once per page', async () => {
    const network = fakeNetwork(notCalled, { applicationId: 'app' })
    const [first, second] = await Promise.all([loadMetadata(), loadMetadata()])
    await loadMetadata()
    expect(first).toBe(second)
    expect(first.applicationId).toBe('app')
    expect(network.fetch.mock.calls.filter(([url]) => String(url) === METADATA_URL)).toHaveLength(1)
  })

  it('falls back to defaults, with a warning, when the document cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fakeNetwork(notCalled)
    installSettings({ metadataUrl: 'missing.json' })
    const metadata = await loadMetadata()
    expect(metadata.experienceApiUrl).toBe(GRAPHQL_URL)
    expect(metadata.retry.enabled).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      '[dx] metadata document unavailable, using defaults',
      expect.objectContaining({ message: 'The server answered 404.' }),
    )
  })

  it('falls back to defaults when the document is malformed JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const network = fakeNetwork(() => new Response('{"retry": {', { headers: { 'content-type': 'application/json' } }))
    installSettings({ metadataUrl: 'broken.json' })
    const metadata = await loadMetadata()
    expect(network.requests()[0]?.url.href).toBe(`${BASE_URL}broken.json`)
    expect(metadata.retry).toEqual({ enabled: false, retries: 3, delayMs: 1000, services: [] })
  })

  it('is asked for with credentials and without the cache, as every call is', async () => {
    const network = fakeNetwork(notCalled)
    await loadMetadata()
    const [, init] = network.fetch.mock.calls.find(([url]) => String(url) === METADATA_URL) ?? []
    expect(init).toMatchObject({ credentials: 'include', cache: 'no-cache', headers: { Accept: 'application/json' } })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('reads mocks/metadata.json in mock mode', async () => {
    const network = fakeNetwork(notCalled, { applicationId: 'from-mock' })
    installSettings({ mock: true })
    const metadata = await loadMetadata()
    expect(network.fetch.mock.calls.map(([url]) => String(url))).toEqual([`${BASE_URL}mocks/metadata.json`])
    expect(metadata.applicationId).toBe('from-mock')
  })
})

describe('authored texts in the metadata document', () => {
  afterEach(() => $authoredTexts.set({}))

  it('are read per locale, nested like a locale file', () => {
    const texts = { 'de-DE': { searchBox: { formLabel: 'Flug finden', journey: { 'one-way': 'Nur hin' } } } }
    expect(parseMetadata({ texts }, installSettings()).texts).toEqual(texts)
  })

  it('drop a locale that holds no group of texts', () => {
    const texts = { 'en-US': 'Find a flight', 'de-DE': ['Flug'], 'ar-AE': null }
    expect(parseMetadata({ texts }, installSettings()).texts).toEqual({})
  })

  it('are none when the field is not an object', () => {
    expect(parseMetadata({ texts: ['en-US'] }, installSettings()).texts).toEqual({})
  })

  it('keep a locale named __proto__ as a key, not as the prototype', () => {
    const document = JSON.parse('{ "texts": { "__proto__": { "searchBox": { "formLabel": "x" } } } }')
    const texts = parseMetadata(document, installSettings()).texts
    expect(Object.getPrototypeOf(texts)).toBe(Object.prototype)
    expect(Object.keys(texts)).toEqual(['__proto__'])
  })

  it('reach the shared store when the document arrives', async () => {
    fakeNetwork(notCalled, { texts: { 'en-US': { searchBox: { formLabel: 'Find a flight' } } } })
    await loadMetadata()
    expect($authoredTexts.get()).toEqual({ 'en-US': { searchBox: { formLabel: 'Find a flight' } } })
  })

  it("leave a locale an author's preview has set meanwhile", async () => {
    fakeNetwork(notCalled, {
      texts: { 'en-US': { searchBox: { formLabel: 'Saved' } }, 'de-DE': { searchBox: { formLabel: 'Gespeichert' } } },
    })
    const loading = loadMetadata()
    $authoredTexts.setKey('en-US', { searchBox: { formLabel: 'Previewed' } })
    await loading
    expect($authoredTexts.get()).toEqual({
      'en-US': { searchBox: { formLabel: 'Previewed' } },
      'de-DE': { searchBox: { formLabel: 'Gespeichert' } },
    })
  })

  it('leave the store as it is when the document has none', async () => {
    const before = $authoredTexts.get()
    fakeNetwork(notCalled)
    await loadMetadata()
    expect($authoredTexts.get()).toBe(before)
  })
})
