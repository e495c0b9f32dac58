import { isDxError } from '../../core/http/errors'
import type { Translate } from './use-translate'

/** The translated message for any failure: the catalogue type's text, never the server's own words. */
export function errorText(error: unknown, t: Translate): string {
  return t(isDxError(error) ? error.translationKey : 'errors.unexpected')
}
