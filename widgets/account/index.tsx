import { defineWidget } from '../ui/mount-widget'
import { loadMetadata } from '../../core/settings/metadata'
import { Account } from './account'
import css from './account.css'

// The button brings the account namespace's texts (widgets/ui/sign-in), the dialog and the menu their own.
export const mount = defineWidget('account', Account, css, {}, loadMetadata)
