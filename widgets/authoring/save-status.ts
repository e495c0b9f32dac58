import type { Overwrite } from '../../core/authoring/types'
import { keyOfContentPath } from '../../core/authoring/content-path'
import { MAX_TEXT_LENGTH } from '../../core/authoring/text-limits'
import { isDxError } from '../../core/http/errors'
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

/** The first change problem of an INVALID_CHANGES refusal (`{ details: [{ problem }] }`). */
function firstProblem(details: unknown): unknown {
  if (typeof details !== 'object' || details === null || !('details' in details)) return undefined
  const [first] = Array.isArray(details.details) ? details.details : []
  return typeof first === 'object' && first !== null && 'problem' in first ? first.problem : undefined
}

/**
 * What a refused save says, as what to do next: sign in again (SIGN_IN_REQUIRED,
 * CSRF_INVALID), shorten or fill a text (INVALID_CHANGES by its first problem), undo what
 * may not be saved; never "something went wrong on our side" for the author's own request.
 */
function refusalText(failure: unknown, t: Translate): string {
  if (isDxError(failure) && failure.code === 'INVALID_CHANGES') {
    const problem = firstProblem(failure.details)
    if (problem === 'EMPTY_TEXT') return t('authoring.refused.EMPTY_TEXT')
    if (problem === 'TEXT_TOO_LONG') return t('authoring.refused.TEXT_TOO_LONG', { max: MAX_TEXT_LENGTH })
  }
  return errorText(failure, t, 'authoring.refused')
}

/**
 * What the live region says after a save: each text another author replaced, then
 * that the changes are saved, or what failed and that the changes are kept.
 */
export function saveStatus(outcome: SaveOutcome, t: Translate, locale: string): string[] {
  const notices = outcome.overwritten.map((overwrite) => overwriteNotice(overwrite, t, locale))
  if (outcome.failure === undefined) return [...notices, t('authoring.saved')]
  return [...notices, `${refusalText(outcome.failure, t)} ${t('authoring.keptUnsaved')}`]
}
