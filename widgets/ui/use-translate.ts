import { useStore } from './use-store'
import { useCallback } from 'react'
import { $locale, translate } from '../../core/i18n/i18n'
import type { MessageParams } from '../../core/i18n/interpolate'

export type Translate = (key: string, params?: MessageParams) => string

/** The translation helper bound to the page's current locale; re-renders when it changes. */
export function useTranslate(): { t: Translate; locale: string } {
  const locale = useStore($locale)
  const t = useCallback<Translate>((key, params) => translate(locale, key, params), [locale])
  return { t, locale }
}
