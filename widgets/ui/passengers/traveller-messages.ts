import travellers from 'dx-locale:travellers'
import { addMessages } from '../../../core/i18n/i18n'

// The passenger counts ("2 adults") come with the passenger field that shows them, not
// with every widget's first load: a flight-status page ships none of them.
addMessages('en-US', travellers)
