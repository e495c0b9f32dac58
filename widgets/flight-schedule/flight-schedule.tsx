import { useEffect, useId, useMemo, useState } from 'react'
import type { AttributeProps } from '../../core/element-attributes'
import { formatSearchDate, parseSearchDate } from '../../core/dates/dates'
import { formatLongDate } from '../../core/i18n/format'
import { useTranslate } from '../ui/use-translate'
import { useRequest } from '../ui/use-request'
import { emit, useWidget } from '../ui/widget-context'
import { RequestError, Notice } from '../ui/messages'
import { fetchFlightSchedule, type ScheduleVariables } from './fetch-flight-schedule'
import { scheduleQueryFromProps } from './query-from-props'
import { ScheduleForm } from './schedule-form'
import { ScheduleOption } from './schedule-option'
import { ScheduleSkeleton } from './schedule-skeleton'
import { emptyScheduleText } from './empty-schedule-text'
import { plural } from '../ui/plural'
import { isFinalRefusal } from '../ui/error-text'
import { useRefusedAirports } from '../ui/airport-refusals'

/**
 * `<dx-flight-schedule origin="LHR" destination="JFK" date? type?>`: the flights
 * between two airports on a date, with the days of that week each one operates.
 */
export function FlightScheduleWidget(props: AttributeProps<'flight-schedule'>) {
  const { t, locale } = useTranslate()
  const { host } = useWidget()
  const headingId = useId()
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes arrive as a new object each render; the query follows the ones it reads
  const fromProps = useMemo(
    () => scheduleQueryFromProps(props, new Date()),
    [props.origin, props.destination, props.date, props.type],
  )
  const [query, setQuery] = useState<ScheduleVariables | undefined>(fromProps)
  useEffect(() => setQuery(fromProps), [fromProps])
  const key = query && JSON.stringify(query)
  const [state, reload] = useRequest(key, () => fetchFlightSchedule(query as ScheduleVariables))

  useEffect(() => {
    if (state.status !== 'success') return
    const { origin, destination, departureDate, schedules } = state.data
    emit(host, 'flight-schedule', {
      origin: origin.code,
      destination: destination.code,
      date: departureDate,
      count: schedules.length,
    })
  }, [state, host])

  // An airport the API refused is said at its field, which names it (From or To).
  const refused = useRefusedAirports(state, query, t, 'flightSchedule.airportUnknown')
  const refusedAtField = Object.keys(refused).length > 0
  const schedule = state.status === 'success' ? state.data : undefined
  const date = schedule && parseSearchDate(schedule.departureDate)
  const dateText = date ? formatLongDate(date, locale) : ''

  return (
    <section className="dx-flight-schedule" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('flightSchedule.title')}</h2>
      <ScheduleForm
        // Filled anew when the host's attributes name another query; what the traveller
        // submits stays as typed, with focus where it was.
        key={fromProps ? JSON.stringify(fromProps) : 'empty'}
        initial={fromProps ?? { departureDate: formatSearchDate(new Date()) }}
        busy={state.status === 'loading'}
        refused={refused}
        t={t}
        onSubmit={(next) => (next && JSON.stringify(next) === key ? reload() : setQuery(next))}
      />
      <div className="dx-results" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <ScheduleSkeleton t={t} />}
        {state.status === 'error' && !refusedAtField && (
          <RequestError
            error={state.error}
            t={t}
            onRetry={isFinalRefusal(state.error) ? undefined : reload}
            refusals="flightSchedule.refused"
          />
        )}
        {schedule && (
          <>
            <h3 className="dx-schedule-heading">
              {t('flightSchedule.heading', {
                origin: `${schedule.origin.city} (${schedule.origin.code})`,
                destination: `${schedule.destination.city} (${schedule.destination.code})`,
              })}
            </h3>
            {schedule.schedules.length === 0 ? (
              <Notice>{emptyScheduleText(schedule, query?.type === 'NONSTOP', t, locale)}</Notice>
            ) : (
              <>
                <p className="dx-schedule-summary" role="status">
                  {plural(t, locale, 'flightSchedule.summary', schedule.schedules.length, { date: dateText })}
                </p>
                <ol className="dx-options">
                  {schedule.schedules.map((option) => (
                    <ScheduleOption
                      key={option.flights.map((f) => f.flightNumber + f.departure).join('|')}
                      option={option}
                      date={schedule.departureDate}
                      t={t}
                      locale={locale}
                    />
                  ))}
                </ol>
              </>
            )}
          </>
        )}
      </div>
    </section>
  )
}
