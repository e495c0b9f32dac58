import rosetta from 'rosetta'
import { atom } from 'nanostores'
import common from 'dx-locale:common'
import errors from 'dx-locale:errors'
import { shared } from '../shared-instance'
import { interpolate, type MessageParams } from './interpolate'
import { chooseLocale } from './locale'
import { getSettings } from '../settings/get-settings'
import { getHashQueryParam } from '../router/hash-query'
import { logger } from '../logger/logger'

export type Messages = { [key: string]: string | Messages }

// en-US ships inside the bundle (it is the default), each namespace with the code
// that uses it (addMessages); the other locales load whole, on demand.
const LOCALE_LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  'de-DE': () => import('../../locales/de-DE.json'),
  'ar-AE': () => import('../../locales/ar-AE.json'),
}

const dictionary = shared('i18n', () => rosetta<Messages>({ 'en-US': { ...common, ...errors } }))

/** Adds namespaces of a locale's messages (a widget's en-US strings, when its chunk loads). */
export function addMessages(locale: string, messages: Messages): void {
  dictionary.set(locale, messages)
}

/** The page's locale, shared by every widget (spec section 5 choice order). */
export const $locale = shared('locale', () => {
  const settings = getSettings()
  const query = new URLSearchParams(location.search).get('locale') ?? getHashQueryParam('locale')
  return atom(
    chooseLocale({
      query,
      setting: settings.locale,
      browser: navigator.languages?.length ? navigator.languages : [navigator.language],
      defaultLocale: settings.defaultLocale,
      supported: settings.supportedLocales.filter((l) => l === 'en-US' || l in LOCALE_LOADERS),
    }),
  )
})

/** Loads a locale's messages; a failed load keeps the page usable in the keys' own words. */
export async function loadLocale(locale: string): Promise<void> {
  if (dictionary.table(locale)) return
  const load = LOCALE_LOADERS[locale]
  if (!load) return
  try {
    dictionary.set(locale, (await load()).default)
  } catch (error) {
    logger.error(`could not load locale ${locale}`, error)
  }
}

/**
 * The translation helper: the message for `key` in `locale`, with placeholders
 * filled. Returns the key itself when there is no translation or formatting fails
 * (spec section 5); `{n, number}` given a non-number renders `Error!`.
 */
export function translate(locale: string, key: string, params: MessageParams = {}): string {
  const template: unknown = dictionary.t(key, {}, locale)
  if (typeof template !== 'string' || template === '') return key
  try {
    return interpolate(template, params, locale) ?? key
  } catch {
    return key
  }
}
