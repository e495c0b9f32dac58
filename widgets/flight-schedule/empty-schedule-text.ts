import { parseSearchDate } from '../../core/dates/dates'
import { formatLongDate } from '../../core/i18n/format'
import type { Translate } from '../ui/use-translate'
import type { FlightSchedule } from './fetch-flight-schedule'

/**
 * What a day without flights says, and where to go from it: past the timetable's last day,
 * that day; else the next day with flights, or that none fly for two weeks. Asked for
 * nonstop flights only, it says nonstop: the route may still be flown with a stop, which
 * unticking the box shows.
 */
export function emptyScheduleText(
  schedule: FlightSchedule,
  nonstopOnly: boolean,
  t: Translate,
  locale: string,
): string {
  const longDate = (date: string) => formatLongDate(parseSearchDate(date) as Date, locale)
  const route = { origin: schedule.origin.city, destination: schedule.destination.city }
  if (schedule.departureDate > schedule.lastDate)
    return t('flightSchedule.beyond', { ...route, last: longDate(schedule.lastDate) })
  const date = longDate(schedule.departureDate)
  if (schedule.nextDate)
    return t(nonstopOnly ? 'flightSchedule.emptyNextNonstop' : 'flightSchedule.emptyNext', {
      ...route,
      date,
      next: longDate(schedule.nextDate),
    })
  return t(nonstopOnly ? 'flightSchedule.emptyNonstop' : 'flightSchedule.empty', { ...route, date })
}
