import { parseSearchDate } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import { maskDateOfBirth } from '../../../core/privacy/mask'

/**
 * A saved date of birth (YYYY-MM-DD) shown again: masked as the privacy settings say
 * ("••/••/1980" in en-US, "1980/••/••" in ja-JP), else written out as the locale writes dates. The passengers page and
 * the confirmation both show it this way.
 */
export function dateOfBirthText(value: string, locale: string): string {
  const shown = maskDateOfBirth(value, locale)
  const date = shown === value ? parseSearchDate(value) : undefined
  return date ? formatLongDate(date, locale) : shown
}
