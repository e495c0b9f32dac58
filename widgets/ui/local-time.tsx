import type { ReactElement } from 'react'
import { parseSegmentTime } from '../../core/dates/dates'
import { formatShortDate, formatTime, remembered } from '../../core/i18n/format'

/**
 * The time as the locale writes it, with the date when not `referenceDate`; undefined
 * when unreadable. Kept by its input: a results page shows each time several times.
 */
function formatLocalTime(value: string, locale: string, referenceDate?: string): string | undefined {
  const text = remembered(`l|${locale}|${value}|${referenceDate ?? ''}`, () => {
    const date = parseSegmentTime(value)
    if (!date) return ''
    const otherDay = referenceDate !== undefined && value.slice(0, 10) !== referenceDate
    return otherDay ? `${formatTime(date, locale)} (${formatShortDate(date, locale)})` : formatTime(date, locale)
  })
  return text === '' ? undefined : text
}

/**
 * An airport-local time (`value`, YYYY-MM-DDTHH:mm:ss from the API) as the locale writes
 * it, with the date when it is not `referenceDate` (YYYY-MM-DD); the value itself when
 * it cannot be read.
 */
export const localTimeText = (value: string, locale: string, referenceDate?: string): string =>
  formatLocalTime(value, locale, referenceDate) ?? value

/**
 * localTimeText in a `<time>` element. A function returning the element rather than a
 * component: it needs no state, and a results page holds hundreds of times, each of
 * which would otherwise cost a component instance.
 */
export function localTime(value: string, locale: string, referenceDate?: string): ReactElement | string {
  const text = formatLocalTime(value, locale, referenceDate)
  // One string child: Preact makes a DOM text node per child.
  return text === undefined ? value : <time dateTime={value}>{text}</time>
}
