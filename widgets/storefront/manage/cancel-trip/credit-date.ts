import { formatLongDate } from '../../../../core/i18n/format'

/** A travel credit's last day (YYYY-MM-DD, a calendar day, not an instant) as the locale writes it. */
export function creditDate(day: string, locale: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return formatLongDate(new Date(year, month - 1, date), locale)
}
