import messages from 'dx-locale:agency'
import { addMessages } from '../../../core/i18n/i18n'

// The agency pages' en-US texts come with their code; other locales load whole (core/i18n).
addMessages('en-US', messages)
