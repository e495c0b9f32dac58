import type { Messages } from '../../core/i18n/i18n'

// Every message of a locale, whatever widgets the page holds: a text is matched against
// them all. The widgets' own tables hold only the en-US namespaces of the widgets loaded.
const LOCALE_FILES: Record<string, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('../../locales/en-US.json'),
  'de-DE': () => import('../../locales/de-DE.json'),
  'ar-AE': () => import('../../locales/ar-AE.json'),
}

/** The translations of a locale; none for a locale without a file. */
export async function localeMessages(locale: string): Promise<Messages> {
  const load = LOCALE_FILES[locale]
  return load ? (await load()).default : {}
}

/** `base` with `over` laid on it, group by group: a text of `over` wins. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base }
  for (const [name, value] of Object.entries(over)) {
    const under = merged[name]
    merged[name] = typeof value === 'object' && typeof under === 'object' ? mergeMessages(under, value) : value
  }
  return merged
}
