import { formatLongDate } from '../../../../core/i18n/format'
import { maskDateOfBirth, maskValue } from '../../../../core/privacy/mask'

// Values of the profile shown again, read-only: masked as the privacy settings say
// (never in an input being edited, where the traveller sees what they type).

/** A YYYY-MM-DD date as the locale writes it (a document's expiry: no privacy mask applies). */
export function readableDate(value: string, locale: string): string {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number)
  return formatLongDate(new Date(year, month - 1, day), locale)
}

/** A date of birth as the locale writes it, or only its year (in the locale's date order) when masked. */
export function shownDate(value: string | null | undefined, locale: string): string {
  if (!value) return ''
  const masked = maskDateOfBirth(value, locale)
  return masked === value ? readableDate(value, locale) : masked
}

export const shownEmail = (value: string): string => maskValue('email', value)

/** The phone with its calling code, e.g. +44 7700900123, or its last digits when masked. */
export const shownPhone = (code: string, number: string): string => maskValue('phone', `+${code} ${number}`)

export const shownDocumentNumber = (value: string): string => maskValue('travelDocument', value)

export const shownLoyaltyNumber = (value: string): string => maskValue('frequentFlyerNumber', value)
