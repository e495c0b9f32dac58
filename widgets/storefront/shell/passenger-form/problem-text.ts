import type { Translate } from '../../../ui/use-translate'

/** The field of a path: passengers.2.travelDocument.number -> travelDocument.number, contact.email -> email. */
export function fieldOf(path: string): string {
  return path.replace(/^passengers\.\d+\./, '').replace(/^contact\./, '')
}

/**
 * What to do about a problem, in the page's locale: a missing value says what to enter
 * in that field; other codes say what the field takes. `date` is the last flight's date,
 * which ages and document expiry count on. An unknown code still points at the field.
 */
export function problemText(t: Translate, path: string, code: string, date: string): string {
  const key = code === 'REQUIRED' ? `passengers.required.${fieldOf(path)}` : `passengers.error.${code}`
  const text = t(key, { date })
  return text === key ? t('passengers.error.unknown') : text
}
