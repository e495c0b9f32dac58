import '../dates-messages'
import { useLayoutEffect, useRef } from 'react'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import css from '../results.css'
import datesCss from '../dates.css'
import { parseSearchDate } from '../../../../core/dates/dates'
import { formatShortDate, formatWeekday } from '../../../../core/i18n/format'
import { Loading, Notice } from '../../../ui/messages'
import { SearchError } from '../../shell/search-error'
import { priceTag } from '../../../ui/price'
import { usePageRequest } from '../../shell/use-page-request'
import { searchFlights } from '../../../../core/search/search-flights'
import { searchKey, searchVariables } from '../../../../core/search/search-variables'
import { criteriaHash, go } from '../../shell/navigate'
import type { PageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { lowestAmount } from '../date-selection/month-grid'
import { matrixAxes } from './matrix-axes'
import type { MatrixCell, Money } from '../../shell/api'
import { ViewLinks } from '../../shell/view-links'
import { lastBookableDate } from '../last-bookable-date'
import { citiesOf } from '../answer-cities'
import { scrollIntoMiddle } from '../../../ui/scroll-into-middle'
import { isRtl } from '../../../../core/i18n/locale'
import { pairKey, usePairFocus } from './use-pair-focus'

function dayLabel(date: string, locale: string): string {
  const day = parseSearchDate(date)
  return day ? `${formatWeekday(day, locale)} ${formatShortDate(day, locale)}` : date
}

/** The pair Tab enters the matrix on: the dates searched, else the first that can be chosen, row by row. */
function entryPair(
  outbound: readonly string[],
  inbound: readonly string[],
  cell: (out: string, back: string) => MatrixCell | undefined,
  choosable: (entry: MatrixCell | undefined) => boolean,
  searched: string | undefined,
): string {
  const pairs = inbound.flatMap((back) => outbound.map((out) => ({ key: pairKey(out, back), entry: cell(out, back) })))
  const entry =
    pairs.find((pair) => pair.key === searched && pair.entry) ?? pairs.find((pair) => choosable(pair.entry)) ?? pairs[0]
  return entry?.key ?? ''
}

/** matrix (FLEXIBLECALENDAR): lowest round-trip totals for outbound x inbound dates, +/- 3 days. */
export function MatrixPage({ route, criteria, t, locale, titleId, onError }: PageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  useLazyStyles(section, datesCss)
  const [outPart, backPart] = criteria.itineraryParts
  const roundTrip = criteria.journeyType === 'round-trip' && criteria.itineraryParts.length === 2
  const variables = roundTrip ? searchVariables({ ...criteria, direction: 0, flights: [] }) : undefined
  const [state, reload] = usePageRequest(variables && searchKey(variables), () => searchFlights(variables!), onError)
  const cells = state.status === 'success' ? (state.data.matrix ?? []) : []
  const { outbound, inbound, cell } = matrixAxes(cells)
  // A pair after the last day a search may ask for has no price here, as in fares by day.
  const lastDay = lastBookableDate()
  const choosable = (entry: MatrixCell | undefined): entry is MatrixCell & { lowestTotal: Money } =>
    !!entry?.available && !!entry.lowestTotal && entry.outboundDate <= lastDay && entry.inboundDate <= lastDay
  const lowest = lowestAmount(cells.filter(choosable))
  const scroller = useRef<HTMLDivElement>(null)
  const { focused, onKeyDown, onPairFocus } = usePairFocus({
    outbound,
    inbound,
    entry: entryPair(outbound, inbound, cell, choosable, outPart && backPart && pairKey(outPart.date, backPart.date)),
    rtl: isRtl(locale),
    scroller,
  })
  // On a phone the matrix is wider than the screen: it opens on the dates searched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, whose table it scrolls (read through the ref)
  useLayoutEffect(() => {
    const searched = scroller.current?.querySelector('[aria-pressed="true"]')
    if (scroller.current && searched) scrollIntoMiddle(scroller.current, searched)
  }, [state])

  const choose = (out: string, back: string) =>
    go(
      criteriaHash(route.channel, 'flight-selection', {
        ...criteria,
        itineraryParts: criteria.itineraryParts.map((part, index) => ({ ...part, date: index === 0 ? out : back })),
        direction: 0,
        flights: [],
        activeMonth: undefined,
      }),
    )

  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <header className="dx-sf-head">
        <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
          {t('results.matrix.title')}
        </h2>
        {outPart && (
          <p className="dx-sf-route">
            {t(
              'storefront.summary.route',
              citiesOf(state.status === 'success' ? state.data : undefined, outPart) ?? {
                origin: outPart.origin,
                destination: outPart.destination,
              },
            )}
          </p>
        )}
      </header>
      <ViewLinks route={route} criteria={criteria} t={t} locale={locale} titleId={titleId} onError={onError} />
      {!roundTrip && (
        <Notice>
          {t('results.matrix.roundTripOnly')}{' '}
          <RouteLink hash={criteriaHash(route.channel, 'flight-selection', criteria)}>
            {t('results.matrix.toFlights')}
          </RouteLink>
        </Notice>
      )}
      {state.status === 'loading' && <Loading label={t('results.matrix.loading')} />}
      {state.status === 'error' && <SearchError error={state.error} onRetry={reload} />}
      {state.status === 'success' && outbound.length > 0 && (
        // Not a region of its own (the grid inside has the name), nor a Tab stop: the grid's is inside.
        <div ref={scroller} className="dx-scroll">
          <table
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: pairs of dates moved through with arrow keys, one Tab stop (the ARIA grid pattern, as fares by day)
            role="grid"
            aria-labelledby="dx-matrix-caption"
            className="dx-matrix"
            onKeyDown={onKeyDown}
          >
            <caption id="dx-matrix-caption">{t('results.matrix.caption')}</caption>
            <thead>
              <tr>
                <td className="dx-matrix-corner">
                  <span aria-hidden="true">{t('results.matrix.corner')}</span>
                </td>
                {outbound.map((date) => (
                  <th key={date} scope="col">
                    <span className="dx-visually-hidden">{t('results.matrix.departure')} </span>
                    {dayLabel(date, locale)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {inbound.map((back) => (
                <tr key={back}>
                  <th scope="row">
                    <span className="dx-visually-hidden">{t('results.matrix.return')} </span>
                    {dayLabel(back, locale)}
                  </th>
                  {outbound.map((out) => {
                    const entry = cell(out, back)
                    const priced = choosable(entry) ? entry.lowestTotal : undefined
                    // Every pair at the lowest price is marked, not the first of them alone.
                    const isBest = lowest !== undefined && !!priced && priced.amount === lowest
                    const pair = pairKey(out, back)
                    return (
                      <td key={out} className={isBest ? 'dx-matrix-best' : undefined}>
                        <button
                          type="button"
                          className={`dx-matrix-cell${priced ? '' : ' dx-matrix-none'}`}
                          data-pair={pair}
                          tabIndex={pair === focused ? 0 : -1}
                          // A pair without a price still takes focus, so the arrows reach it and it says why.
                          aria-disabled={priced ? undefined : true}
                          aria-pressed={out === outPart?.date && back === backPart?.date}
                          onFocus={() => onPairFocus(pair)}
                          onClick={() => priced && choose(out, back)}
                        >
                          {/* Moving from pair to pair, the dates must be read with the price. */}
                          <span className="dx-visually-hidden">{`${t('results.matrix.departure')} ${dayLabel(out, locale)}${t('common.listComma')}${t('results.matrix.return')} ${dayLabel(back, locale)}: `}</span>
                          {priced ? (
                            // Whole amounts, rounded up, as fares by day shows them (flight selection gives the
                            // cents): with them an Arabic row ("US$ 1,755.84") ran out of a desktop's table.
                            priceTag({ money: priced, points: entry?.pointsTotal, locale, t, whole: true })
                          ) : (
                            <>
                              <span aria-hidden="true">–</span>
                              <span className="dx-visually-hidden">{t('results.matrix.unavailable')}</span>
                            </>
                          )}
                          {isBest && <span className="dx-day-best">{t('results.calendar.lowest')}</span>}
                        </button>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* On a phone the cheapest pair's cell has no room for the word "Lowest": a key names its border. */}
      {state.status === 'success' && lowest !== undefined && (
        <p className="dx-cal-key" aria-hidden="true">
          <span>
            <span className="dx-cal-key-swatch" />
            {t('results.calendar.lowest')}
          </span>
        </p>
      )}
      {state.status === 'success' && !cells.some(choosable) && (
        <Notice>
          {t('results.matrix.empty')}{' '}
          <RouteLink hash={criteriaHash(route.channel, 'home', { ...criteria, flights: [] })}>
            {t('storefront.searchAgain')}
          </RouteLink>
        </Notice>
      )}
    </section>
  )
}
