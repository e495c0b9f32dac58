import { formatSearchDate } from '../../../core/dates/dates'
import { lastBookableDay, searchConfig } from '../../../core/search/config'
import { getSettings } from '../../../core/settings/get-settings'

/**
 * The last date a search may ask for, YYYY-MM-DD: `bookingHorizonDays` from today. Fares by
 * day and the date matrix show no price after it, though the API has some: a day chosen
 * there would open a search the storefront refuses (criteria-from-query.ts).
 */
export const lastBookableDate = (): string =>
  formatSearchDate(lastBookableDay(searchConfig(getSettings().search), new Date()))
