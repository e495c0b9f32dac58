// The demo server's texts by locale: one file each beside this one, the same locales as
// locales/*.json. A request in another locale gets one of its language, else English.
import arAE from './ar-AE'
import deDE from './de-DE'
import enUS from './en-US'
import esES from './es-ES'
import frFR from './fr-FR'
import heIL from './he-IL'
import jaJP from './ja-JP'
import ptBR from './pt-BR'
import type { ServerLocaleTexts } from './types'

/** Every locale's texts by its key. */
export const serverLocaleTexts = {
  'en-US': enUS,
  'de-DE': deDE,
  'ar-AE': arAE,
  'fr-FR': frFR,
  'es-ES': esES,
  'pt-BR': ptBR,
  'ja-JP': jaJP,
  'he-IL': heIL,
} as const satisfies Record<string, ServerLocaleTexts>

export type ServerLocale = keyof typeof serverLocaleTexts

/** The locales the server writes in, en-US first. */
export const serverLocales = Object.keys(serverLocaleTexts) as ServerLocale[]

/** The server locale of `tag` (a locale key or a language, any case): the same locale, else the first of its language. */
export function serverLocaleOf(tag: string | null | undefined): ServerLocale | undefined {
  const wanted = (tag ?? '').trim().toLowerCase()
  const language = wanted.split(/[-_]/)[0] ?? ''
  return (
    serverLocales.find((locale) => locale.toLowerCase() === wanted) ??
    serverLocales.find((locale) => locale.slice(0, 2) === language)
  )
}

/** What the server writes for a request in `locale`; English for a locale it has none of. */
export const serverTexts = (locale: string | null | undefined): ServerLocaleTexts =>
  serverLocaleTexts[serverLocaleOf(locale) ?? 'en-US']
