import { parseSegmentTime } from '../../core/dates/dates'
import { formatShortDate, formatTime } from '../../core/i18n/format'

interface Props {
  /** Airport-local YYYY-MM-DDTHH:mm:ss from the API. */
  value: string
  locale: string
  /** YYYY-MM-DD the time is read against; another day gets its date shown too. */
  referenceDate?: string
}

/** An airport-local time as the locale writes it, with the date when it is another day. */
export function LocalTime({ value, locale, referenceDate }: Props) {
  const date = parseSegmentTime(value)
  if (!date) return <>{value}</>
  const otherDay = referenceDate !== undefined && value.slice(0, 10) !== referenceDate
  // One string child: Preact makes a DOM text node per child, and results pages hold hundreds of times.
  return <time dateTime={value}>{otherDay ? `${formatTime(date, locale)} (${formatShortDate(date, locale)})` : formatTime(date, locale)}</time>
}
