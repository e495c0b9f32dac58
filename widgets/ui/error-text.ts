import { isDxError } from '../../core/http/errors'
import type { Translate } from './use-translate'

/**
 * The translated message for any failure: the catalogue's text, never the server's own
 * words. `refusals` names a group of messages by error code (`flightStatus.refused`) for
 * refusals a widget can explain better ("we do not fly to or from XYZ"); then the
 * catalogue's own message for the code (`errors.code`: the accounts' codes, which load with
 * core/http/error-code-messages.ts), then the message of the error's type.
 */
export function errorText(error: unknown, t: Translate, refusals?: string): string {
  if (!isDxError(error)) return t('errors.unexpected')
  for (const group of [refusals, 'errors.code']) {
    const key = group && error.code && `${group}.${error.code}`
    const explained = key && t(key)
    if (explained && explained !== key) return explained
  }
  return t(error.translationKey)
}

/** A refusal of what was asked (validation, business rule, another 4xx): asking again cannot change it. */
export function isFinalRefusal(error: unknown): boolean {
  return (
    isDxError(error) &&
    (error.type === 'validation' ||
      error.type === 'businessLogic' ||
      error.type === 'BusinessLogic' ||
      (error.type === 'HTTPERROR' && error.status !== undefined && error.status >= 400 && error.status < 500))
  )
}
