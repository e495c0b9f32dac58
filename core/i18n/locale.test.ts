// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bidiIsolate, chooseLocale, isLocaleKey, isRtl } from './locale'

const supported = ['en-US', 'de-DE', 'ar-AE']
const choose = (over: Partial<Parameters<typeof chooseLocale>[0]>) =>
  chooseLocale({ browser: [], defaultLocale: 'en-US', supported, ...over })

describe('locale rules', () => {
  it.each(['en-US', 'de-DE', 'zh-HANT', 'sr-LAT'])('accepts the locale key %s', (key) => {
    expect(isLocaleKey(key)).toBe(true)
  })

  it.each(['en', 'en-us', 'zh-Hant', 'EN-US', 'EN-us', 'eng-US', 'en_US', 'en-USAAA', 'en-U', ' en-US', 'en-US\n'])(
    'rejects the locale key %s',
    (key) => {
      expect(isLocaleKey(key)).toBe(false)
    },
  )

  it('chooses the query locale when it is supported', () => {
    expect(choose({ query: 'de-DE', setting: 'ar-AE', browser: ['ar-AE'] })).toBe('de-DE')
  })

  it("chooses the host's locale setting next, when it is supported", () => {
    expect(choose({ query: 'fr-FR', setting: 'ar-AE', browser: ['de-DE'] })).toBe('ar-AE')
  })

  it("chooses the browser's first language when the query locale is not supported", () => {
    expect(choose({ query: 'fr-FR', browser: ['de-DE', 'ar-AE'] })).toBe('de-DE')
  })

  it("looks only at the browser's first language", () => {
    expect(choose({ browser: ['fr-FR', 'de-DE'], defaultLocale: 'ar-AE' })).toBe('ar-AE')
  })

  it('chooses the default locale when neither query nor browser is supported', () => {
    expect(choose({ browser: ['fr-FR'], defaultLocale: 'de-DE' })).toBe('de-DE')
  })

  it('chooses the first supported locale when the default is not supported', () => {
    expect(chooseLocale({ browser: ['fr-FR'], defaultLocale: 'fr-FR', supported: ['de-DE', 'en-US'] })).toBe('de-DE')
  })

  it('ignores supported entries that are not locale keys', () => {
    expect(chooseLocale({ query: 'german', browser: [], defaultLocale: 'xx', supported: ['german', 'de-DE'] })).toBe(
      'de-DE',
    )
  })

  // A host may list a malformed key among its locales; the pattern refuses it wherever it
  // comes from, and the choice goes on down the order as if it were not supported.
  it.each(['EN-us', 'en_US', 'en-USAAA'])(
    "refuses the query locale %s though the host lists it, and takes the browser's first language",
    (key) => {
      expect(
        chooseLocale({ query: key, browser: ['de-DE'], defaultLocale: 'ar-AE', supported: [key, ...supported] }),
      ).toBe('de-DE')
    },
  )

  it.each(['EN-us', 'en_US', 'en-USAAA'])(
    'refuses the browser language %s though the host lists it, and takes the default locale',
    (key) => {
      expect(chooseLocale({ browser: [key], defaultLocale: 'ar-AE', supported: [key, ...supported] })).toBe('ar-AE')
    },
  )

  it.each(['EN-us', 'en_US', 'en-USAAA'])(
    'refuses the default locale %s though the host lists it, and takes the first supported one',
    (key) => {
      expect(chooseLocale({ browser: [], defaultLocale: key, supported: [key, 'de-DE', 'en-US'] })).toBe('de-DE')
    },
  )

  describe('for a new locale the host supports', () => {
    const withFrench = [...supported, 'fr-FR']
    const chooseFrom = (over: Partial<Parameters<typeof chooseLocale>[0]>) =>
      chooseLocale({ browser: [], defaultLocale: 'en-US', supported: withFrench, ...over })

    it('chooses it from the query, over the browser and the default', () => {
      expect(chooseFrom({ query: 'fr-FR', browser: ['de-DE'], defaultLocale: 'ar-AE' })).toBe('fr-FR')
    })

    it("chooses it as the browser's first language when the query names an unsupported one", () => {
      expect(chooseFrom({ query: 'ja-JP', browser: ['fr-FR', 'de-DE'], defaultLocale: 'ar-AE' })).toBe('fr-FR')
    })

    it('chooses it as the default when neither query nor browser is supported', () => {
      expect(chooseFrom({ query: 'ja-JP', browser: ['pt-BR'], defaultLocale: 'fr-FR' })).toBe('fr-FR')
    })

    it('chooses it as the first supported locale when the default is not supported', () => {
      expect(chooseLocale({ browser: ['pt-BR'], defaultLocale: 'ja-JP', supported: ['fr-FR', ...supported] })).toBe(
        'fr-FR',
      )
    })

    it('passes it by when the host does not list it', () => {
      expect(choose({ query: 'fr-FR', browser: ['fr-FR'], defaultLocale: 'de-DE' })).toBe('de-DE')
    })
  })

  it('writes Arabic right to left and English left to right', () => {
    expect(isRtl('ar-AE')).toBe(true)
    expect(isRtl('en-US')).toBe(false)
  })

  it('isolates a run of codes and times in right-to-left text only, so it keeps its own order', () => {
    expect(bidiIsolate('LHR 2:50 م', 'ar-AE')).toBe('\u2068LHR 2:50 م\u2069')
    expect(bidiIsolate('LHR 2:50 PM', 'en-US')).toBe('LHR 2:50 PM')
  })
})
