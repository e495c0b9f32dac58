import type { Translate } from '../../../ui/use-translate'
import type { SeatMap } from './api'
import { isFree } from './seat-grid'
import { seatPrice, type SeatTexts } from './seat-label'

interface Props {
  map: SeatMap
  texts: SeatTexts
  t: Translate
  locale: string
}

/** Each mark of the map as the legend draws it, with its text (seats.legend.*). */
const LEGEND = [
  ['dx-seat dx-seat--free dx-seat--sample', 'available'],
  ['dx-seat dx-seat--free dx-seat--legroom dx-seat--sample', 'legroom'],
  ['dx-seat dx-seat--mine dx-seat--sample', 'chosen'],
  ['dx-seat dx-seat--taken dx-seat--sample', 'taken'],
  ['dx-seat-marker dx-seat-marker--exit', 'exit'],
  ['dx-seat-marker dx-seat-marker--wing', 'wing'],
] as const

/** What the colours and marks of the map mean, and what the free seats cost. */
export function SeatLegend({ map, texts, t, locale }: Props) {
  const prices = map.rows.flatMap((row) => row.seats.filter(isFree).map((seat) => seat.price))
  const amounts = prices.map((price) => price.amount)
  const low = prices[amounts.indexOf(Math.min(...amounts))]
  const high = prices[amounts.indexOf(Math.max(...amounts))]
  const range =
    !low || !high
      ? undefined
      : high.amount === 0
        ? t('seats.allIncluded')
        : low.amount === high.amount
          ? t('seats.priceOne', { price: seatPrice(low, texts, locale) })
          : t('seats.priceRange', { low: seatPrice(low, texts, locale), high: seatPrice(high, texts, locale) })
  return (
    <div className="dx-seat-legend">
      <h4 className="dx-visually-hidden">{t('seats.legend.title')}</h4>
      <ul>
        {LEGEND.map(([sample, key]) => (
          <li key={key}>
            <span className={sample} aria-hidden="true" />
            {t(`seats.legend.${key}`)}
          </li>
        ))}
      </ul>
      {range && <p>{range}</p>}
    </div>
  )
}
