import { map } from 'nanostores'
import { shared } from '../shared-instance'
import type { Messages } from './i18n'

/**
 * Texts content authors wrote, per locale, nested like a locale file (`searchBox` ->
 * `formLabel`). They win over the translations; a text not authored falls back to the
 * translation, then to the key. Shared by every widget on the page, so an author's
 * preview changes them all at once.
 */
export const $authoredTexts = shared('authored-texts', () => map<Record<string, Messages>>({}))
