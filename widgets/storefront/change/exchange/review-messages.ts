import review from 'dx-locale:exchange.review'
import { addMessages } from '../../../../core/i18n/i18n'

// The review's texts come with the review (GROUPS_APART in build/locale-units.mjs), not with
// the search pages, which carry the rest of the exchange namespace; addMessages adds the
// group to it, whichever comes first.
addMessages('en-US', review)
