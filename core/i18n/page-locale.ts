// The page's locale on its own, without the messages: the API client sends it with every call
// (Accept-Language: the API answers airport and city names in it), prefetch included, which
// runs before any widget's messages load.
import { atom } from 'nanostores'
import { shared } from '../shared-instance'
import { chooseLocale } from './locale'
import { getSettings } from '../settings/get-settings'
import { getHashQueryParam } from '../router/hash-query'

export type Messages = { [key: string]: string | Messages }

/** The locales whose messages load a unit at a time (core/i18n/message-units.ts): all but en-US. */
export const UNIT_LOCALES = __DX_LOCALES__.split(' ')

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
      // Those the build has messages for: en-US, which ships inside the bundle, and a file of
      // locales/ (UNIT_LOCALES). The pseudo-locale en-XA (build/pseudo-locale.mjs), in tests and
      // development builds only, comes last, so it is chosen only when named: by the query, the
      // setting or the browser.
      supported: (__DX_PSEUDO_LOCALE__ ? [...settings.supportedLocales, 'en-XA'] : settings.supportedLocales).filter(
        (l) => l === 'en-US' || UNIT_LOCALES.includes(l),
      ),
    }),
  )
})
