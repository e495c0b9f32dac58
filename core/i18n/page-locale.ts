// The page's locale on its own, without the messages: the API client sends it with every call
// (Accept-Language: the API answers airport and city names in it), prefetch included, which
// runs before any widget's messages load.
import { atom } from 'nanostores'
import { shared } from '../shared-instance'
import { chooseLocale } from './locale'
import { getSettings } from '../settings/get-settings'
import { getHashQueryParam } from '../router/hash-query'

/** The locales the bundle has messages for (i18n.ts loads each but en-US, which it ships). */
export const LOADABLE_LOCALES = ['en-US', 'de-DE', 'ar-AE'] as const
export type LoadableLocale = (typeof LOADABLE_LOCALES)[number]

const loadable: readonly string[] = LOADABLE_LOCALES

/** The page's locale, shared by every widget, picked in the order chooseLocale describes. */
export const $locale = shared('locale', () => {
  const settings = getSettings()
  const query = new URLSearchParams(location.search).get('locale') ?? getHashQueryParam('locale')
  return atom(
    chooseLocale({
      query,
      setting: settings.locale,
      browser: navigator.languages?.length ? navigator.languages : [navigator.language],
      defaultLocale: settings.defaultLocale,
      supported: settings.supportedLocales.filter((l) => loadable.includes(l)),
    }),
  )
})
