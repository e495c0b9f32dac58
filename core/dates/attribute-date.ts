import { parseQueryDate, parseSearchDate } from './dates'
import { logger } from '../logger/logger'

/**
 * A widget's `date` attribute: YYYY-MM-DD or the query string's MM-DD-YYYY; today when
 * there is none. An unreadable one gives undefined (the widget shows its form) and
 * tells the page's developer why in the console, instead of nothing happening.
 */
export function attributeDate(value: string | undefined, today: Date, element: string): Date | undefined {
  if (!value) return today
  const date = parseSearchDate(value) ?? parseQueryDate(value)
  if (!date) logger.warn(`<${element} date="${value}">: use YYYY-MM-DD`)
  return date
}
