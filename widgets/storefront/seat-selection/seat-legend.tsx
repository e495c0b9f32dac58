import type { Translate } from '../../ui/use-translate'
import type { SeatMap } from './api'
import { isFree } from './seat-grid'
import { seatPrice, type SeatTexts } from './seat-label'

interface Props {
  map: SeatMap
  texts: SeatTexts
  t: Translate
  locale: string
}

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
        <li>
          <span className="dx-seat dx-seat--free dx-seat--sample" aria-hidden="true" />
          {t('seats.legend.available')}
        </li>
        <li>
          <span className="dx-seat dx-seat--free dx-seat--legroom dx-seat--sample" aria-hidden="true" />
          {t('seats.legend.legroom')}
        </li>
        <li>
          <span className="dx-seat dx-seat--mine dx-seat--sample" aria-hidden="true" />
          {t('seats.legend.chosen')}
        </li>
        <li>
          <span className="dx-seat dx-seat--taken dx-seat--sample" aria-hidden="true" />
          {t('seats.legend.taken')}
        </li>
        <li>
          <span className="dx-seat-marker dx-seat-marker--exit" aria-hidden="true" />
          {t('seats.legend.exit')}
        </li>
        <li>
          <span className="dx-seat-marker dx-seat-marker--wing" aria-hidden="true" />
          {t('seats.legend.wing')}
        </li>
      </ul>
      {range && <p>{range}</p>}
    </div>
  )
}
