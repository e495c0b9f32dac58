import type { Translate } from '../../ui/use-translate'
import { localDate } from './local-date'

interface Props {
  /** The product's first and last day (a stay) or pick-up and drop-off (a car hire), the place's own. */
  dates: { startsAt?: string | null; endsAt?: string | null }
  /** The page's message for the two ({start} to {end}). */
  message: string
  t: Translate
  locale: string
}

/** A partner product's dates in the place's own time, as one line; nothing for one without (insurance). */
export function ProductDates({ dates: { startsAt, endsAt }, message, t, locale }: Props) {
  if (!startsAt || !endsAt) return null
  return <p>{t(message, { start: localDate(startsAt, locale), end: localDate(endsAt, locale) })}</p>
}
