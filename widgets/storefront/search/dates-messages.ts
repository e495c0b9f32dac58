import './results-messages'
import calendar from 'dx-locale:results.calendar'
import matrix from 'dx-locale:results.matrix'
import { addMessages } from '../../../core/i18n/i18n'

// Fares by day's and the date matrix's texts come with those pages (GROUPS_APART in
// build/locale-units.mjs), not with flight selection's; addMessages adds them to the
// results namespace, whichever comes first.
addMessages('en-US', { results: { ...calendar.results, ...matrix.results } })
