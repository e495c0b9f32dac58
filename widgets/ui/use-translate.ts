import { useStore } from './use-store'
import { useCallback } from 'react'
import { $locale, translate } from '../../core/i18n/i18n'
import { $authoredTexts } from '../../core/i18n/authored-texts'
import type { MessageParams } from '../../core/i18n/interpolate'

export type Translate = (key: string, params?: MessageParams) => string

/**
 * The translation helper bound to the page's current locale; re-renders when the locale
 * or the authored texts change (an author's preview changes every widget at once).
 */
export function useTranslate(): { t: Translate; locale: string } {
  const locale = useStore($locale)
  const authored = useStore($authoredTexts)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for new authored texts, so that what is memoised on `t` shows them too
  const t = useCallback<Translate>((key, params) => translate(locale, key, params), [locale, authored])
  return { t, locale }
}
