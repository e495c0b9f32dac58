import account from 'dx-locale:account'
import dialog from 'dx-locale:account.dialog'
import forgot from 'dx-locale:account.forgot'
import { addMessages } from '../../../core/i18n/i18n'

// The dialog's en-US texts arrive with the dialog, not with the button that opens it
// (GROUPS_APART in esbuild.config.mjs); merged with the account namespace's own, which
// addMessages would otherwise replace whole.
addMessages('en-US', { account: { ...account.account, ...dialog.account, ...forgot.account } })
