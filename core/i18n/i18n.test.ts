import { afterEach, describe, expect, it, vi } from 'vitest'
import { addMessages, loadLocale, translate, type Messages } from './i18n'
import { $authoredTexts } from './authored-texts'
import { FORMAT_ERROR, interpolate } from './interpolate'
import { durationText } from './duration'
import { formatMoney } from './format'
import { forgetShared } from '../shared-instance'

describe('translation helper', () => {
  it('returns the message for a key', () => {
    expect(translate('en-US', 'common.retry')).toBe('Try again')
  })

  it('fills placeholders', () => {
    expect(durationText((key, params) => translate('en-US', key, params), 445)).toBe('7 h 25 min')
    expect(durationText((key, params) => translate('en-US', key, params), 660)).toBe('11 h')
    expect(durationText((key, params) => translate('en-US', key, params), 45)).toBe('45 min')
    expect(durationText((key, params) => translate('en-US', key, params), 0)).toBe('0 min')
  })

  it('formats a {n, number} placeholder for the locale', () => {
    expect(interpolate('{n, number} seats', { n: 12500 }, 'de-DE')).toBe('12.500 seats')
  })

  it('returns the key itself when no translation exists', () => {
    expect(translate('en-US', 'nowhere.toBeFound')).toBe('nowhere.toBeFound')
  })

  it('returns the key itself when the key names a group rather than a message', () => {
    expect(translate('en-US', 'common')).toBe('common')
  })

  it('renders Error! for a numeric placeholder given a non-number', () => {
    expect(interpolate('{count, number} ways to fly', { count: 'many' }, 'en-US')).toBe(FORMAT_ERROR)
    expect(FORMAT_ERROR).toBe('Error!')
  })

  it('fills a message again with other values (it is cut into parts once)', () => {
    expect(interpolate('{ a } and {b,number}', { a: 'x', b: 1 }, 'en-US')).toBe('x and 1')
    expect(interpolate('{ a } and {b,number}', { a: 'y', b: 2000 }, 'en-US')).toBe('y and 2,000')
  })

  it('renders a null value as nothing, as an empty one', () => {
    expect(interpolate('[{a}]', { a: null as unknown as string }, 'en-US')).toBe('[]')
  })

  it('returns the key for a path through a null in the messages', () => {
    addMessages('en-US', { brokenNamespace: null as unknown as Messages })
    expect(translate('en-US', 'brokenNamespace.greeting')).toBe('brokenNamespace.greeting')
  })

  it('renders Error! when a numeric placeholder fails, even with another placeholder missing', () => {
    expect(interpolate('{missing} {n, number}', { n: 'x' }, 'en-US')).toBe(FORMAT_ERROR)
  })

  it('returns the key itself when a placeholder has no value', () => {
    expect(translate('en-US', 'common.duration', { hours: 7 })).toBe('common.duration')
  })

  it('answers from messages added after the key was first asked for', () => {
    expect(translate('en-US', 'laterNamespace.greeting')).toBe('laterNamespace.greeting')
    addMessages('en-US', { laterNamespace: { greeting: 'Hello' } })
    expect(translate('en-US', 'laterNamespace.greeting')).toBe('Hello')
    addMessages('en-US', { laterNamespace: { greeting: 'Welcome aboard' } })
    expect(translate('en-US', 'laterNamespace.greeting')).toBe('Welcome aboard')
  })

  it('loads the German messages on demand', async () => {
    await loadLocale('de-DE')
    expect(translate('de-DE', 'common.retry')).toBe('Erneut versuchen')
  })

  it('loads the Arabic messages on demand', async () => {
    await loadLocale('ar-AE')
    expect(translate('ar-AE', 'common.retry')).toBe('حاول مرة أخرى')
  })

  it('loads the pseudo-locale en-XA in tests, made from en-US', async () => {
    await loadLocale('en-XA')
    expect(translate('en-XA', 'common.retry')).toMatch(/^\[Ţŕý åĝåîñ.*\]$/)
    expect(durationText((key, params) => translate('en-XA', key, params), 445)).toMatch(/^\[7 ĥ 25 ɱîñ.*\]$/)
  })

  it('shows en-US texts in a locale it has no messages for, filled as en-US', async () => {
    await expect(loadLocale('it-IT')).resolves.toBeUndefined()
    expect(translate('it-IT', 'common.retry')).toBe('Try again')
    expect(translate('it-IT', 'common.pointsPlus', { points: 12500, amount: '€5' })).toBe('12,500 points + €5')
  })

  it('returns the key in a locale it has no messages for when en-US has none either', () => {
    expect(translate('it-IT', 'nowhere.toBeFound')).toBe('nowhere.toBeFound')
  })

  it('formats money from integer minor units', () => {
    expect(formatMoney(123450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€')
    expect(formatMoney(12345, 'JPY', 'en-US')).toBe('¥12,345')
    // The currency's own minor-unit digits: three for the Kuwaiti dinar.
    expect(formatMoney(1234, 'KWD', 'en-US')).toBe('KWD\u00a01.234')
  })
})

describe('authored texts', () => {
  afterEach(() => $authoredTexts.set({}))

  it('win over the translation', () => {
    $authoredTexts.set({ 'en-US': { common: { retry: 'Have another go' } } })
    expect(translate('en-US', 'common.retry')).toBe('Have another go')
  })

  it('leave the translation where no author wrote one', () => {
    $authoredTexts.set({ 'en-US': { common: { retry: 'Have another go' } } })
    expect(translate('en-US', 'common.close')).toBe('Close')
  })

  it('leave the key where there is neither an authored text nor a translation', () => {
    $authoredTexts.set({ 'en-US': { common: { retry: 'Have another go' } } })
    expect(translate('en-US', 'nowhere.toBeFound')).toBe('nowhere.toBeFound')
  })

  it('leave the translation where the authored value is not a text', () => {
    $authoredTexts.set({
      'en-US': { common: { retry: 7, close: null, done: ['Finished'], loading: { text: 'Wait' } } },
    })
    const keys = ['common.retry', 'common.close', 'common.done', 'common.loading']
    expect(keys.map((key) => translate('en-US', key))).toEqual(['Try again', 'Close', 'Done', 'Loading…'])
  })

  it('leave the translation for an empty authored text', () => {
    $authoredTexts.set({ 'en-US': { common: { retry: '' } } })
    expect(translate('en-US', 'common.retry')).toBe('Try again')
  })

  it('apply to their own locale only', async () => {
    await loadLocale('de-DE')
    $authoredTexts.set({ 'en-US': { common: { retry: 'Have another go' } } })
    expect(translate('de-DE', 'common.retry')).toBe('Erneut versuchen')
  })

  it('are filled like translations', () => {
    $authoredTexts.set({ 'en-US': { common: { duration: '{hours}h{minutes}' } } })
    expect(durationText((key, params) => translate('en-US', key, params), 445)).toBe('7h25')
  })

  it('word the error catalogue too', () => {
    $authoredTexts.set({ 'en-US': { errors: { NETWORK_ERROR: 'We lost you for a moment.' } } })
    expect(translate('en-US', 'errors.NETWORK_ERROR')).toBe('We lost you for a moment.')
  })

  it('answer with the new text once an author replaces them, though the old one was looked up', () => {
    $authoredTexts.set({ 'en-US': { common: { retry: 'Have another go' } } })
    expect(translate('en-US', 'common.retry')).toBe('Have another go')
    $authoredTexts.setKey('en-US', { common: { retry: 'Once more' } })
    expect(translate('en-US', 'common.retry')).toBe('Once more')
  })

  it("keep a locale's texts when another locale's change", async () => {
    await loadLocale('de-DE')
    $authoredTexts.set({ 'de-DE': { common: { retry: 'Nochmal' } }, 'en-US': { common: { retry: 'Have another go' } } })
    expect(translate('de-DE', 'common.retry')).toBe('Nochmal')
    $authoredTexts.setKey('en-US', { common: { retry: 'Once more' } })
    expect(translate('de-DE', 'common.retry')).toBe('Nochmal')
  })

  it('apply in a locale whose translations are not loaded', () => {
    $authoredTexts.set({ 'fr-FR': { common: { retry: 'Réessayer' } } })
    expect(translate('fr-FR', 'common.retry')).toBe('Réessayer')
  })
})

describe('the page locale', () => {
  it('follows the locale query-string field', async () => {
    history.replaceState(null, '', '/?locale=de-DE')
    forgetShared('locale')
    vi.resetModules()
    try {
      const { $locale } = await import('./i18n')
      expect($locale.get()).toBe('de-DE')
    } finally {
      forgetShared('locale')
      history.replaceState(null, '', '/')
    }
  })

  it('takes the pseudo-locale en-XA from the query in tests, though the host does not list it', async () => {
    history.replaceState(null, '', '/?locale=en-XA')
    forgetShared('locale')
    vi.resetModules()
    try {
      const { $locale } = await import('./i18n')
      expect($locale.get()).toBe('en-XA')
    } finally {
      forgetShared('locale')
      history.replaceState(null, '', '/')
    }
  })

  it('follows the locale field of a storefront hash', async () => {
    history.replaceState(null, '', '/#/b2c/home?locale=ar-AE')
    forgetShared('locale')
    vi.resetModules()
    try {
      const { $locale } = await import('./i18n')
      expect($locale.get()).toBe('ar-AE')
    } finally {
      forgetShared('locale')
      history.replaceState(null, '', '/')
    }
  })
})
