import type { Messages } from '../../core/i18n/i18n'
import type { AuthoredMessages } from '../../core/i18n/authored-texts'

/** A locale with a file in locales/: the build's locales (__DX_LOCALES__) but the pseudo-locale, made from en-US. */
const hasFile = (locale: string) =>
  locale === 'en-US' || (locale !== 'en-XA' && __DX_LOCALES__.split(' ').includes(locale))

/**
 * The translations of a locale, whole: a text is matched against every message, whatever
 * widgets the page holds (theirs hold only the units of the code loaded). None for a locale
 * without a file. The import names the folder, so esbuild makes a file of each locale there.
 */
export async function localeMessages(locale: string): Promise<Messages> {
  return hasFile(locale) ? ((await import(`../../locales/${locale}.json`)) as { default: Messages }).default : {}
}

/**
 * `base` with authored texts laid on it, group by group: a text of `over` wins. What is
 * neither a text nor a group there (a document may hold anything) is left out, as the
 * lookup leaves it.
 */
export function mergeMessages(base: Messages, over: AuthoredMessages): Messages {
  const merged: Messages = { ...base }
  for (const [name, value] of Object.entries(over)) {
    const under = merged[name]
    if (typeof value === 'string') merged[name] = value
    else if (typeof value === 'object' && value !== null)
      merged[name] = mergeMessages(typeof under === 'object' ? under : {}, value as AuthoredMessages)
  }
  return merged
}
