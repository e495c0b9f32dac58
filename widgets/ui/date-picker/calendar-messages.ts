import calendar from 'dx-locale:calendar'
import { addMessages } from '../../../core/i18n/i18n'

// The calendar's strings come with the date field, not with every widget's first load.
addMessages('en-US', calendar)
