import '../dates-messages'
import '../../shell/exchange/exchange-messages'
import { withKeptParts } from '../../shell/exchange/kept-parts'
import { exchangeOnError } from '../../shell/trip-change/change-route'
import { useId, useMemo, useRef } from 'react'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import css from '../results.css'
import datesCss from '../dates.css'
import { formatSearchDate, parseSearchDate } from '../../../../core/dates/dates'
import {
  formatLongDate,
  formatMoneyWhole,
  formatMonthYear,
  formatWeekday,
  moneyFormat,
} from '../../../../core/i18n/format'
import { Loading } from '../../../ui/messages'
import { SearchError } from '../../shell/search-error'
import { priceTag } from '../../../ui/price'
import { usePageRequest } from '../../shell/use-page-request'
import { searchFlights } from '../../../../core/search/search-flights'
import type { CalendarDay, Money } from '../../shell/api'
import { searchKey, searchVariables } from '../../../../core/search/search-variables'
import { criteriaHash, go } from '../../shell/navigate'
import type { PageProps } from '../../shell/page-props'
import { PartHeading } from '../../shell/part-heading'
import { citiesOf } from '../answer-cities'
import { ViewLinks } from '../../shell/view-links'
import { lastBookableDate } from '../last-bookable-date'
import { lowestAmount, monthOf, monthWeeks, searchDateForMonth, shiftMonth } from './month-grid'
import { firstDayOfWeek } from '../../../ui/date-picker/week-info'
import { isRtl } from '../../../../core/i18n/locale'
import { useDayFocus } from './use-day-focus'
import { formatAmountWhole } from './day-amount'
import { changeOutcomeText } from '../../shell/exchange/change-cost'
import type { ChangePrice } from '../../shell/exchange/api'

/**
 * date-selection (CALENDAR30): the lowest fare of each day of a month for the part
 * being chosen (outbound, then inbound), month by month through `activeMonth`. In a
 * change of flights (criteria with an exchangeType) only the part that changes is chosen,
 * between the parts kept around it, and every kept part goes with the search as booked.
 */
export function DateSelectionPage({ route, criteria: read, t, locale, titleId, onError: shellOnError }: PageProps) {
  const onError = exchangeOnError(route, shellOnError)
  const criteria = useMemo(() => withKeptParts(read, route.query), [read, route.query])
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  useLazyStyles(section, datesCss)
  const { itineraryParts: parts, direction } = criteria
  const part = parts[direction] ?? parts[0]
  const today = formatSearchDate(new Date())
  const lastDay = lastBookableDate()
  const lastMonth = monthOf(lastDay)
  const month = criteria.activeMonth ?? monthOf(part?.date ?? today)
  const earliest = parts[direction - 1]?.date ?? today
  const exchange = criteria.exchangeType !== undefined
  // A changed part still flies before the part kept after it.
  const latest = exchange ? parts[direction + 1]?.date : undefined
  // One part per calendar: the API answers the first part without a selection, and
  // CALENDAR30 sends none. An exchange sends every part, the kept ones with their offer.
  const searched = part && { ...part, date: searchDateForMonth(month, part.date, today) }
  const variables =
    searched &&
    searchVariables(
      exchange
        ? { ...criteria, itineraryParts: parts.map((p, index) => (index === direction ? searched : p)) }
        : { ...criteria, itineraryParts: [searched], direction: 0, flights: [] },
    )
  const [state, reload] = usePageRequest(variables && searchKey(variables), () => searchFlights(variables!), onError)

  const days = new Map<string, CalendarDay>(
    (state.status === 'success' ? (state.data.calendar ?? []) : []).map((day) => [day.date, day]),
  )
  const bookable = (date: string) =>
    !!days.get(date)?.available && date >= earliest && date <= lastDay && (latest === undefined || date <= latest)
  // A change of flights shows what changing to each day's lowest fare costs to pay, not the fare.
  const shown = (day: CalendarDay | undefined) => (exchange ? day?.change?.totalDue : day?.lowestTotal) ?? null
  const cheapest = lowestAmount(
    [...days.values()].filter((day) => bookable(day.date)).map((day) => ({ ...day, lowestTotal: shown(day) })),
  )
  // A change with nothing to pay says "$0" on its days: "Lowest" on each of them would add nothing.
  const lowest = exchange && cheapest === 0 ? undefined : cheapest
  // Every day at the lowest price is marked, not the first of them alone.
  const isLowest = (date: string) => lowest !== undefined && bookable(date) && shown(days.get(date))?.amount === lowest
  const firstDay = firstDayOfWeek(locale)
  const weeks = monthWeeks(month, firstDay)
  const bestShown = weeks.some((week) => week.some((date) => date !== null && isLowest(date)))
  const bookedDay = weeks.flat().find((date) => date !== null && days.get(date)?.booked)
  // The currency of the month's money prices (award prices name their own).
  const priced = weeks
    .flat()
    .map((date) => (date && bookable(date) ? days.get(date) : undefined))
    .find((day) => shown(day) && day?.pointsTotal == null)
  const currency = shown(priced)?.currency
  const rtl = isRtl(locale)
  const monthTitle = formatMonthYear(parseSearchDate(`${month}-01`) ?? new Date(), locale)
  const firstShown = monthOf(today)
  const showMonth = (shown: string) =>
    go(criteriaHash(route.channel, 'date-selection', { ...criteria, activeMonth: shown }))
  const toMonth = (delta: number) => showMonth(shiftMonth(month, delta))
  const grid = useRef<HTMLTableElement>(null)
  const captionId = useId()
  const coversId = useId()
  const monthDays = weeks.flat().filter((date): date is string => !!date)
  const { focused, onKeyDown, onDayFocus } = useDayFocus({
    month,
    entry: (part && monthOf(part.date) === month ? part.date : monthDays.find(bookable)) ?? `${month}-01`,
    rtl,
    firstDay,
    canShow: (shown) => shown >= firstShown && shown <= lastMonth,
    showMonth,
    grid,
  })

  const choose = (date: string) => {
    if (exchange) {
      // The flights of that day for the part that changes; the kept parts stay as they are.
      go(
        criteriaHash(route.channel, 'flight-selection', {
          ...criteria,
          itineraryParts: parts.map((p, index) => (index === direction ? { ...p, date } : p)),
          activeMonth: undefined,
        }),
      )
      return
    }
    const next = parts.map((p, index) =>
      index === direction || (index > direction && p.date < date) ? { ...p, date } : p,
    )
    const following = next[direction + 1]
    go(
      following
        ? criteriaHash(route.channel, 'date-selection', {
            ...criteria,
            itineraryParts: next,
            direction: direction + 1,
            activeMonth: monthOf(following.date),
            flights: [],
          })
        : criteriaHash(route.channel, 'flight-selection', {
            ...criteria,
            itineraryParts: next,
            direction: 0,
            activeMonth: undefined,
            flights: [],
          }),
    )
  }

  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <PartHeading
        criteria={criteria}
        t={t}
        locale={locale}
        titleId={titleId}
        kind="date"
        cities={citiesOf(state.status === 'success' ? state.data : undefined, searched)}
      />
      <ViewLinks route={route} criteria={criteria} t={t} locale={locale} titleId={titleId} onError={onError} />
      <div className="dx-cal-nav">
        <button
          type="button"
          className="dx-button dx-button--secondary"
          onClick={() => month > firstShown && toMonth(-1)}
          aria-disabled={month <= firstShown}
        >
          {/* The arrow points the way the months go, right for "back" in a right-to-left
              language, set apart left to right so the browser does not mirror it: the space
              beside it, which must sit between arrow and text, does not collapse. */}
          <span aria-hidden="true" dir="ltr">
            {rtl ? '\u00a0›' : '‹\u00a0'}
          </span>
          <span className="dx-cal-nav-text">{t('results.calendar.previous')}</span>
        </button>
        <h3 aria-live="polite">{monthTitle}</h3>
        <button
          type="button"
          className="dx-button dx-button--secondary"
          onClick={() => month < lastMonth && toMonth(1)}
          aria-disabled={month >= lastMonth}
        >
          <span className="dx-cal-nav-text">{t('results.calendar.next')}</span>
          <span aria-hidden="true" dir="ltr">
            {rtl ? '‹\u00a0' : '\u00a0›'}
          </span>
        </button>
      </div>
      {state.status === 'loading' && <Loading label={t('results.calendar.loading')} />}
      {state.status === 'error' && (
        <SearchError error={state.error} onRetry={reload} refusals={exchange ? 'exchange.refused' : undefined} />
      )}
      {/* Each day's price is its own flight's, searched alone; a change's is what the change costs. */}
      <p id={coversId} className="dx-cal-covers">
        {t(exchange ? 'results.calendar.coversChange' : 'results.calendar.covers')}
      </p>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a month of days moved through with arrow keys, one Tab stop (the ARIA grid pattern, as the search box's calendar)
        role="grid"
        // Focused by script alone, while a key moves to another month (use-day-focus.ts).
        tabIndex={-1}
        aria-labelledby={captionId}
        aria-describedby={coversId}
        className="dx-cal"
        onKeyDown={onKeyDown}
      >
        <caption id={captionId} className="dx-visually-hidden">
          {t('results.calendar.caption', { month: monthTitle })}
        </caption>
        <thead>
          <tr>
            {(weeks.find((week) => week.every(Boolean)) ?? []).map((date) => {
              const day = parseSearchDate(date as string) as Date
              return (
                <th key={date} scope="col">
                  <span className="dx-visually-hidden">{formatWeekday(day, locale, 'long')}</span>
                  <span aria-hidden="true" className="dx-wd-short">
                    {formatWeekday(day, locale, 'short')}
                  </span>
                  <span aria-hidden="true" className="dx-wd-narrow">
                    {formatWeekday(day, locale, 'narrow')}
                  </span>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={date ?? `${row}-${column}`}>{date && dayButton(date)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* On a phone a day has no room for the word "Lowest" or a currency: a key names both. */}
      {(bestShown || currency || bookedDay) && (
        <p className="dx-cal-key" aria-hidden="true">
          {bestShown && (
            <span>
              <span className="dx-cal-key-swatch" />
              {t('results.calendar.lowest')}
            </span>
          )}
          {bookedDay && (
            <span>
              <span className="dx-day-number dx-cal-key-booked">{Number(bookedDay.slice(8))}</span>
              {t('results.calendar.booked')}
            </span>
          )}
          {currency && <span>{t('results.calendar.amounts', { currency })}</span>}
        </p>
      )}
    </section>
  )

  /**
   * A day's lowest price; on a phone, a money price shows its number alone (the key names
   * the currency) and screen readers hear it whole.
   */
  function dayPrice(money: Money, points: number | null | undefined, change?: ChangePrice | null) {
    const price = priceTag({ money, points, locale, t, whole: true })
    if (points != null) return price
    return (
      <>
        {/* A change's day is heard as what it costs, to the cent ("Change: $120.00 to pay"). */}
        <span className="dx-day-money" aria-hidden={change ? true : undefined}>
          {price}
        </span>
        <span className="dx-day-amount" aria-hidden="true">
          {formatAmountWhole(money.amount, money.currency, locale)}
        </span>
        {change && <span className="dx-visually-hidden">{changeOutcomeText(change, t, locale)}</span>}
        {/* A cheaper day shows nothing to pay: what it leaves over is shown too, where there is room. */}
        {change && change.residual.amount > 0 && (
          <span className="dx-day-residual" aria-hidden="true">
            {t(`results.calendar.${change.residualTreatment === 'REFUND' ? 'refund' : 'credit'}`, {
              amount: wholeDown(change.residual),
            })}
          </span>
        )}
      </>
    )
  }

  /** Whole units rounded down: what a change leaves over is never overstated ($76.92 is "$76"). */
  function wholeDown({ amount, currency }: Money) {
    const unit = 10 ** moneyFormat(locale, currency, true).digits
    return formatMoneyWhole(Math.floor(amount / unit) * unit, currency, locale)
  }

  /** Why a day has no price; on a phone a dash for the eye (the words broke inside), the words for screen readers. */
  function dayNote(words: string) {
    return (
      <>
        <span className="dx-day-note">{words}</span>
        <span className="dx-day-dash" aria-hidden="true">
          –
        </span>
      </>
    )
  }

  /** A word of a day heard apart from the one before it: a comma only screen readers hear. */
  function heardApart(word: string) {
    return (
      <>
        <span className="dx-visually-hidden">{t('common.listComma')}</span>
        {word}
      </>
    )
  }

  function dayButton(date: string) {
    const day = days.get(date)
    const open = bookable(date)
    const isBest = isLowest(date)
    const loaded = state.status === 'success'
    const money = shown(day)
    return (
      <button
        key={date}
        type="button"
        className={`dx-day${isBest ? ' dx-day--best' : ''}${open ? '' : ' dx-day--none'}${day?.booked ? ' dx-day--booked' : ''}`}
        data-date={date}
        tabIndex={date === focused ? 0 : -1}
        // Days that cannot be chosen still take focus, so the arrows reach them and they say why.
        aria-disabled={open ? undefined : true}
        aria-pressed={date === part?.date}
        onFocus={() => onDayFocus(date)}
        onClick={() => open && choose(date)}
      >
        <span aria-hidden="true" className="dx-day-number">
          {Number(date.slice(8))}
        </span>
        <span className="dx-visually-hidden">
          {formatLongDate(parseSearchDate(date) as Date, locale)}
          {t('common.listComma')}
        </span>
        <span className="dx-day-price">
          {open && money
            ? dayPrice(money, exchange ? null : day?.pointsTotal, exchange ? day?.change : undefined)
            : date <= today || date < earliest || date > lastDay || (latest !== undefined && date > latest)
              ? // Today (its flights may still fly, too soon to book), past, before the flight out, past
                // the last day a search may ask for, or after a kept flight back: not a day without service.
                dayNote(t('results.calendar.unavailable'))
              : loaded
                ? dayNote(t('results.calendar.noFlights'))
                : ''}
        </span>
        {/* Each word after a comma for screen readers, which read the day's texts as one. */}
        {isBest && <span className="dx-day-best">{heardApart(t('results.calendar.lowest'))}</span>}
        {/* In a change of flights, the day of the flights booked: named, not only coloured. */}
        {day?.booked && <span className="dx-day-booked">{heardApart(t('results.calendar.booked'))}</span>}
      </button>
    )
  }
}
