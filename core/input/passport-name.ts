/** Letters, with spaces, hyphens or apostrophes between them, up to 50 characters. */
const NAME = /^\p{L}[\p{L}\p{M} '’-]{0,48}[\p{L}\p{M}]?$/u
/** A letter of any script but Latin: a ticket carries names in Latin letters only. */
const NOT_LATIN = /[^\P{L}\p{sc=Latn}]/u

export type PassportNameProblem = 'REQUIRED' | 'NOT_LATIN_NAME' | 'INVALID_NAME'

/**
 * A passenger's name as a ticket can carry it: Latin letters, accents included (é, ø,
 * ß), as written in the passport's Latin letters. A name in another script ("محمد")
 * gets its own problem, so the message can ask for the passport's spelling in Latin
 * letters. The browser and the API check with this same rule.
 */
export function passportNameProblem(value: string): PassportNameProblem | undefined {
  const name = value.trim().normalize('NFC')
  if (!name) return 'REQUIRED'
  if (NOT_LATIN.test(name)) return 'NOT_LATIN_NAME'
  return NAME.test(name) ? undefined : 'INVALID_NAME'
}
