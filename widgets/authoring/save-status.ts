import type { Overwrite } from '../../core/authoring/types'
import { keyOfContentPath } from '../../core/authoring/content-path'
import type { Translate } from '../ui/use-translate'
import { errorText } from '../ui/error-text'
import type { SaveOutcome } from './save-session'

function dateTime(at: string, locale: string): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime())
    ? at
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** "Your text for searchBox.formLabel was replaced by author-2 at …": never a silent loss. */
function overwriteNotice(overwrite: Overwrite, t: Translate, locale: string): string {
  return t('authoring.overwritten', {
    key: keyOfContentPath(overwrite.path),
    by: overwrite.by,
    at: dateTime(overwrite.at, locale),
  })
}

/**
 * What the live region says after a save: each text another author replaced, then
 * that the changes are saved, or what failed and that the changes are kept.
 */
export function saveStatus(outcome: SaveOutcome, t: Translate, locale: string): string[] {
  const notices = outcome.overwritten.map((overwrite) => overwriteNotice(overwrite, t, locale))
  if (outcome.failure === undefined) return [...notices, t('authoring.saved')]
  return [...notices, `${errorText(outcome.failure, t, 'authoring.refused')} ${t('authoring.keptUnsaved')}`]
}
