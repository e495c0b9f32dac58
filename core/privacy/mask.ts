// Masking of personal data shown again to the traveller (privacy settings): saved
// passenger summaries, the confirmation. Never applied to an input
// being edited. Masks have a fixed length, so they do not reveal how long a value is.
import { dateFormat } from '../i18n/format'
import { bidiIsolate } from '../i18n/locale'
import { getSettings } from '../settings/get-settings'
import type { PrivacySettings } from '../settings/settings'

export type MaskedField = 'frequentFlyerNumber' | 'phone' | 'email' | 'dateOfBirth' | 'travelDocument'

const FLAG: Record<MaskedField, keyof PrivacySettings> = {
  frequentFlyerNumber: 'maskFrequentFlyerNumber',
  phone: 'maskPhone',
  email: 'maskEmail',
  dateOfBirth: 'maskDateOfBirth',
  travelDocument: 'maskTravelDocument',
}

const DOT = '•'
const dots = (count: number) => DOT.repeat(count)

/** Keeps the last `keep` characters; a value not longer than that is masked whole. */
function keepLast(value: string, keep: number): string {
  return value.length > keep ? `${dots(4)}${value.slice(-keep)}` : dots(4)
}

function maskEmail(value: string): string {
  const at = value.lastIndexOf('@')
  if (at < 1) return dots(4)
  return `${value.slice(0, 1)}${dots(3)}${value.slice(at)}`
}

/**
 * Only the year, in the locale's own order and separators (•• •• for day and month):
 * "••/••/1980" in en-US, "••.••.1980" in de-DE, "1980/••/••" in ja-JP. Read from the
 * locale's numeric date so every locale gets its order without a table of them. In
 * right-to-left text the mask is isolated, or its bullets, unlike digits, would be
 * reordered around the year.
 */
function maskDate(value: string, locale: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!parts) return dots(4)
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])))
  const text = dateFormat('numeric', locale)
    .formatToParts(date)
    .map((part) => (part.type === 'day' || part.type === 'month' ? dots(2) : part.value))
    .join('')
  return bidiIsolate(text, locale)
}

const MASKS: Record<Exclude<MaskedField, 'dateOfBirth'>, (value: string) => string> = {
  frequentFlyerNumber: (value) => keepLast(value, 4),
  travelDocument: (value) => keepLast(value, 4),
  phone: (value) => keepLast(value.replace(/\D/g, ''), 3),
  email: maskEmail,
}

const isMasked = (field: MaskedField, value: string, privacy: PrivacySettings) =>
  value !== '' && privacy.isEnabled && privacy[FLAG[field]]

/**
 * The value as it may be shown again: unchanged when privacy is off or the field's flag
 * is off, else masked. Email keeps the first character and the domain (a•••@example.com),
 * phone the last 3 digits, loyalty and document numbers the last 4 characters. An empty
 * value stays empty.
 */
export function maskValue(
  field: Exclude<MaskedField, 'dateOfBirth'>,
  value: string,
  privacy = getSettings().privacy,
): string {
  return isMasked(field, value, privacy) ? MASKS[field](value.trim()) : value
}

/** A date of birth (YYYY-MM-DD) as it may be shown again: when masked, only its year, in the locale's date order. */
export function maskDateOfBirth(value: string, locale: string, privacy = getSettings().privacy): string {
  return isMasked('dateOfBirth', value, privacy) ? maskDate(value.trim(), locale) : value
}
