import { map } from 'nanostores'
import { shared } from '../shared-instance'

/**
 * One locale's authored texts as the metadata document or an author's preview gives
 * them, nested like a locale file. Whatever a document holds at a key's end, only a
 * string there is read as a text; anything else leaves the translation.
 */
export type AuthoredMessages = Readonly<Record<string, unknown>>

/**
 * Texts content authors wrote, per locale, nested like a locale file (`searchBox` ->
 * `formLabel`). They win over the translations; a text not authored falls back to the
 * translation, then to the key. Shared by every widget on the page, so an author's
 * preview changes them all at once.
 */
export const $authoredTexts = shared('authored-texts', () => map<Record<string, AuthoredMessages>>({}))
