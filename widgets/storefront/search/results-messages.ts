import messages from 'dx-locale:results'
import { addMessages } from '../../../core/i18n/i18n'

// The strings of the results pages (date-selection, matrix, flight-selection) come with
// those pages' code, not with the shell's first load.
addMessages('en-US', messages)
