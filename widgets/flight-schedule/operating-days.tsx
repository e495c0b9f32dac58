import { parseSearchDate } from '../../core/dates/dates'
import { formatLongDate, formatWeekday } from '../../core/i18n/format'
import type { OperatingDay } from './fetch-flight-schedule'
import type { Translate } from '../ui/use-translate'

interface Props {
  days: OperatingDay[]
  /** The searched date, highlighted. */
  selected: string
  t: Translate
  locale: string
}

/** The week around the searched date: a letter per day that reads out in full for screen readers. */
export function OperatingDays({ days, selected, t, locale }: Props) {
  return (
    <ul className="dx-days" aria-label={t('flightSchedule.operatingDays')}>
      {days.map((day) => {
        const date = parseSearchDate(day.date)
        if (!date) return null
        return (
          <li
            key={day.date}
            className={`dx-day${day.available ? ' dx-day--on' : ''}${day.date === selected ? ' dx-day--selected' : ''}`}
          >
            <span aria-hidden="true">{formatWeekday(date, locale, 'narrow')}</span>
            {/* The date and whether the flight operates in one message: how they join is the locale's ("：" in Japanese). */}
            <span className="dx-visually-hidden">
              {t(day.available ? 'flightSchedule.operates' : 'flightSchedule.doesNotOperate', {
                date: formatLongDate(date, locale),
              })}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
