// What a seat says to a screen reader (row/seat name, features and price read out):
// "32A, window, extra legroom, $45.00, available". Built from
// texts translated once per map, as a map has hundreds of seats.
import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { Money } from '../../shell/api'
import type { Seat } from './api'

/** The characteristics the storefront names; any other the API sends is left out of the label. */
const CHARACTERISTICS = [
  'WINDOW',
  'AISLE',
  'MIDDLE',
  'EXIT_ROW',
  'EXTRA_LEGROOM',
  'BASSINET',
  'REDUCED_RECLINE',
] as const

export interface SeatTexts {
  features: Partial<Record<string, string>>
  separator: string
  included: string
  available: string
  taken: string
  /** "chosen for Ada Lovelace" */
  chosenFor(passenger: string): string
}

export function seatTexts(t: Translate): SeatTexts {
  const features = Object.fromEntries(CHARACTERISTICS.map((c) => [c, t(`seats.feature.${c}`)]))
  return {
    features,
    separator: t('seats.separator'),
    included: t('seats.included'),
    available: t('seats.available'),
    taken: t('seats.taken'),
    chosenFor: (passenger) => t('seats.chosenFor', { passenger }),
  }
}

/** A seat's price, or "Included" when the fare brand includes seat choice. */
export function seatPrice(price: Money, texts: Pick<SeatTexts, 'included'>, locale: string): string {
  return price.amount === 0 ? texts.included : formatMoney(price.amount, price.currency, locale)
}

/**
 * The seat's accessible name: number, features in the API's order, price, state.
 * `holder` names this conversation's passenger holding it; `free` says whether anyone
 * may take it. A taken seat leaves out its price: it cannot be bought.
 */
export function seatLabel(
  seat: Seat,
  holder: string | undefined,
  free: boolean,
  texts: SeatTexts,
  locale: string,
): string {
  let label = seat.number
  for (const c of seat.characteristics) {
    const feature = texts.features[c]
    if (feature) label += texts.separator + feature
  }
  if (holder !== undefined)
    return label + texts.separator + seatPrice(seat.price, texts, locale) + texts.separator + texts.chosenFor(holder)
  if (!free) return label + texts.separator + texts.taken
  return label + texts.separator + seatPrice(seat.price, texts, locale) + texts.separator + texts.available
}
