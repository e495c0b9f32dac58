import messages from 'dx-locale:exchange'
import { addMessages } from '../../../../core/i18n/i18n'

// The strings of changing flights come with the code that shows them (the part choice,
// the fares' costs, the review, what the change left on the trip), not with a first load.
addMessages('en-US', messages)
