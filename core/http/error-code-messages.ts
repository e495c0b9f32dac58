import errors from 'dx-locale:errors'
import codes from 'dx-locale:errors.code'
import { addMessages } from '../i18n/i18n'

// The catalogue's en-US messages for the accounts' error codes (`errors.code` in
// locales/, shown by widgets/ui/error-text.ts), registered by the code that may meet them
// (the sign-in dialog, the account pages): they stay out of the runtime every widget loads,
// as the other locales load whole. Merged with the runtime's errors, which
// addMessages would otherwise replace whole.
addMessages('en-US', { errors: { ...errors.errors, ...codes.errors } })
