// Masking of personal data shown again to the traveller (privacy settings): saved
// passenger summaries, the confirmation. Never applied to an input
// being edited. Masks have a fixed length, so they do not reveal how long a value is.
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

/** Only the year, in an order that reads the same in every locale: "•• •• 1980". */
function maskDate(value: string): string {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(value)?.[1]
  return year ? `${dots(2)} ${dots(2)} ${year}` : dots(4)
}

const MASKS: Record<MaskedField, (value: string) => string> = {
  frequentFlyerNumber: (value) => keepLast(value, 4),
  travelDocument: (value) => keepLast(value, 4),
  phone: (value) => keepLast(value.replace(/\D/g, ''), 3),
  email: maskEmail,
  dateOfBirth: maskDate,
}

/**
 * The value as it may be shown again: unchanged when privacy is off or the field's flag
 * is off, else masked. Email keeps the first character and the domain (a•••@example.com),
 * phone the last 3 digits, loyalty and document numbers the last 4 characters, a date of
 * birth (YYYY-MM-DD) only the year. An empty value stays empty.
 */
export function maskValue(field: MaskedField, value: string, privacy = getSettings().privacy): string {
  if (value === '' || !privacy.isEnabled || !privacy[FLAG[field]]) return value
  return MASKS[field](value.trim())
}
