import { isDxError } from '../../../core/http/errors'

/**
 * Whether a booking call failed because the conversation ended. Only that goes to the
 * shell's onError (which leaves for the search); a booking page explains every other
 * failure itself, since the shell reads a validation error as a refused search.
 */
export const isExpired = (error: unknown): boolean => isDxError(error) && error.type === 'EXECUTION_EXPIRED'
