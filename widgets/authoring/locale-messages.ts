import type { Messages } from '../../core/i18n/i18n'
import type { AuthoredMessages } from '../../core/i18n/authored-texts'

// Every message of a locale, whatever widgets the page holds: a text is matched against
// them all. The widgets' own tables hold only the en-US namespaces of the widgets loaded.
const LOCALE_FILES: Record<string, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('../../locales/en-US.json'),
  'de-DE': () => import('../../locales/de-DE.json'),
  'ar-AE': () => import('../../locales/ar-AE.json'),
  'fr-FR': () => import('../../locales/fr-FR.json'),
  'es-ES': () => import('../../locales/es-ES.json'),
  'pt-BR': () => import('../../locales/pt-BR.json'),
  'ja-JP': () => import('../../locales/ja-JP.json'),
  'he-IL': () => import('../../locales/he-IL.json'),
}

/** The translations of a locale; none for a locale without a file. */
export async function localeMessages(locale: string): Promise<Messages> {
  const load = LOCALE_FILES[locale]
  return load ? (await load()).default : {}
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
