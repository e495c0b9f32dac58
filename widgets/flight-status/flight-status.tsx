import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { AttributeProps } from '../../core/element-attributes'
import { getSettings } from '../../core/settings/get-settings'
import { formatSearchDate, parseSearchDate } from '../../core/dates/dates'
import { formatLongDate, formatTime } from '../../core/i18n/format'
import { type DxError, isDxError } from '../../core/http/errors'
import { isFinalRefusal } from '../ui/error-text'
import { useTranslate } from '../ui/use-translate'
import { useRequest } from '../ui/use-request'
import { useVisibleInterval } from '../ui/use-visible-interval'
import { emit, useWidget } from '../ui/widget-context'
import { ErrorMessage } from '../ui/messages'
import { RetryButton } from '../ui/retry-button'
import { errorText } from '../ui/error-text'
import {
  fetchFlightStatus,
  type FlightStatus,
  type FlightStatusQueryVariables,
} from '../../core/flight-status/fetch-flight-status'
import { flightStatusKey } from '../../core/prefetch/flight-status'
import { takePrefetchedOr } from '../../core/prefetch/prefetch'
import { queryFromProps } from '../../core/flight-status/query-from-props'
import { legStatus } from '../../core/flight-status/leg-status'
import { StatusForm } from './status-form'
import { StatusLeg } from './status-leg'
import { StatusSkeleton } from './status-skeleton'
import { latestAt, latestData } from '../ui/latest-data'
import { useRefusedAirports } from '../ui/airport-refusals'

/** The days the timetable holds, when the API refused a date outside them (FLIGHT_DATE_OUT_OF_RANGE). */
function datesHeld(error: DxError): { first: Date; last: Date } | undefined {
  if (error.code !== 'FLIGHT_DATE_OUT_OF_RANGE') return undefined
  const { firstDate, lastDate } = (error.details ?? {}) as { firstDate?: unknown; lastDate?: unknown }
  const first = typeof firstDate === 'string' ? parseSearchDate(firstDate) : undefined
  const last = typeof lastDate === 'string' ? parseSearchDate(lastDate) : undefined
  return first && last ? { first, last } : undefined
}

/** How often a status on screen refreshes; a host may ask for slower, never faster than 30 s. */
const DEFAULT_REFRESH_SECONDS = 60
const MIN_REFRESH_SECONDS = 30

/**
 * `<dx-flight-status flight-number="123" date="2026-12-01" origin? destination?
 * airline-code? refresh-seconds?>`: the status of each leg of a flight, refreshed
 * while in view; with no flight number it shows the form only.
 */
export function FlightStatusWidget(props: AttributeProps<'flight-status'>) {
  const { t, locale } = useTranslate()
  const { host } = useWidget()
  const headingId = useId()
  const airline = props.airlineCode?.toUpperCase() || getSettings().airline
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes arrive as a new object each render; the query follows the ones it reads
  const fromProps = useMemo(
    () => queryFromProps(props, airline, new Date()),
    [props.flightNumber, props.date, props.origin, props.destination, airline],
  )
  const [query, setQuery] = useState<FlightStatusQueryVariables | undefined>(fromProps)
  useEffect(() => setQuery(fromProps), [fromProps])
  const key = query && JSON.stringify(query)
  const [state, reload] = useRequest(key, () => {
    const current = query as FlightStatusQueryVariables
    return takePrefetchedOr<FlightStatus>(flightStatusKey(current), () => fetchFlightStatus(current))
  })
  const refreshSeconds = Math.max(MIN_REFRESH_SECONDS, Number(props.refreshSeconds) || DEFAULT_REFRESH_SECONDS)
  // A failed refresh (network, server) is tried again at the next tick; an answer that
  // asking again cannot change (no such flight, a refused query) ends the refreshing.
  const final = state.status === 'error' && isFinalRefusal(state.error)
  useVisibleInterval(reload, refreshSeconds, key !== undefined && !final)

  useEffect(() => {
    if (state.status !== 'success') return
    const { airlineCode, flightNumber, date, flights } = state.data
    emit(host, 'flight-status', { airlineCode, flightNumber, date, statuses: flights.map(legStatus) })
  }, [state, host])

  const status = latestData(state)
  // When the status shown was answered: it stays beside the status while a refresh runs or
  // fails, so a traveller can tell how old what they see is.
  const answeredAt = latestAt(state)
  const notFound = state.status === 'error' && isDxError(state.error) && state.error.code === 'FLIGHT_NOT_FOUND'
  const outOfRange = state.status === 'error' && isDxError(state.error) ? datesHeld(state.error) : undefined
  const queryDate = query && parseSearchDate(query.departureDate)
  // An airport the API refused is said at its field, which names it (From or To).
  const refused = useRefusedAirports(state, query, t, 'flightStatus.airportUnknown')
  const refusedAtField = Object.keys(refused).length > 0
  // The folded form opens on an airport the API refused, which is said at its field.
  const folded = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (refusedAtField && folded.current) folded.current.open = true
  }, [refusedAtField])

  const form = (
    <StatusForm
      // Filled anew when the host's attributes name another query; what the traveller
      // submits stays as typed, with focus where it was.
      key={fromProps ? JSON.stringify(fromProps) : 'empty'}
      initial={fromProps ?? { departureDate: formatSearchDate(new Date()) }}
      airlineCode={airline}
      busy={state.status === 'loading'}
      refused={refused}
      t={t}
      onSubmit={(next) => (next && JSON.stringify(next) === key ? reload() : setQuery(next))}
    />
  )

  return (
    <section className="dx-flight-status" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('flightStatus.title')}</h2>
      {/* With a flight to show, the form folds under its name: the status comes first, as
          a partner's sidebar has room for it and little more. */}
      {fromProps ? (
        <details ref={folded}>
          <summary className="dx-button dx-button--secondary">{t('flightStatus.formLabel')}</summary>
          {form}
        </details>
      ) : (
        form
      )}
      {/* Only what a listener needs is announced: the statuses, when they change; not
          the whole result, and not the "updated" time of every refresh. */}
      <p className="dx-visually-hidden" role="status">
        {status && !notFound
          ? status.flights
              .map(
                (leg) =>
                  `${leg.departureInfo.airportCode}–${leg.arrivalInfo.airportCode}: ${t(`flightStatus.status.${legStatus(leg)}`)}`,
              )
              .join('. ')
          : ''}
      </p>
      <div className="dx-results" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && !status && <StatusSkeleton t={t} />}
        {state.status === 'error' && query && !refusedAtField && (
          <ErrorMessage action={!final && <RetryButton label={t('common.retry')} onRetry={reload} />}>
            {notFound
              ? t('flightStatus.notFound', {
                  airline: query.airlineCode,
                  flightNumber: query.flightNumber,
                  date: queryDate ? formatLongDate(queryDate, locale) : query.departureDate,
                })
              : outOfRange
                ? t('flightStatus.outOfRange', {
                    first: formatLongDate(outOfRange.first, locale),
                    last: formatLongDate(outOfRange.last, locale),
                  })
                : errorText(state.error, t, 'flightStatus.refused')}
          </ErrorMessage>
        )}
        {status && !notFound && (
          <div className="dx-status">
            <div className="dx-status-header">
              <h3 className="dx-status-flight">
                {t('flightStatus.heading', { airline: status.airlineCode, flightNumber: status.flightNumber })}
              </h3>
              <p className="dx-status-date">{queryDate ? formatLongDate(queryDate, locale) : status.date}</p>
              {answeredAt && (
                <p className="dx-status-updated">
                  {t('flightStatus.updated', { time: formatTime(answeredAt, locale) })}
                </p>
              )}
              <button
                type="button"
                className="dx-button dx-button--secondary"
                onClick={() => state.status !== 'loading' && reload()}
                aria-disabled={state.status === 'loading'}
              >
                {t('flightStatus.refresh')}
              </button>
            </div>
            {status.flights.map((leg) => (
              <StatusLeg
                key={leg.departureInfo.airportCode + leg.departureInfo.scheduledDateTime}
                leg={leg}
                t={t}
                locale={locale}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
