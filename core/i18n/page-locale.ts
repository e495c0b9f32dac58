// The page's locale on its own, without the messages: the API client sends it with every call
// (Accept-Language: the API answers airport and city names in it), prefetch included, which
// runs before any widget's messages load.
import { atom } from 'nanostores'
import { shared } from '../shared-instance'
import { chooseLocale } from './locale'
import { getSettings } from '../settings/get-settings'
import { getHashQueryParam } from '../router/hash-query'

export type Messages = { [key: string]: string | Messages }

// en-US ships inside the bundle (it is the default), each namespace with the code
// that uses it (addMessages); the other locales load whole, on demand.
export const LOCALE_LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  'de-DE': () => import('../../locales/de-DE.json'),
  'ar-AE': () => import('../../locales/ar-AE.json'),
  'fr-FR': () => import('../../locales/fr-FR.json'),
  'es-ES': () => import('../../locales/es-ES.json'),
  'pt-BR': () => import('../../locales/pt-BR.json'),
  'ja-JP': () => import('../../locales/ja-JP.json'),
  'he-IL': () => import('../../locales/he-IL.json'),
  // en-US accented, longer and bracketed (build/pseudo-locale.mjs), for finding hard-coded
  // and clipped texts: in tests and development builds only, chosen like any locale.
  ...(__DX_PSEUDO_LOCALE__ ? { 'en-XA': () => import('dx-locale:en-XA') } : {}),
}

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
      // The pseudo-locale comes last, so it is chosen only when named: by the query, the setting or the browser.
      supported: (__DX_PSEUDO_LOCALE__ ? [...settings.supportedLocales, 'en-XA'] : settings.supportedLocales).filter(
        (l) => l === 'en-US' || l in LOCALE_LOADERS,
      ),
    }),
  )
})
