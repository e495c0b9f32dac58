import { useId } from 'react'
import { parseSegmentTime } from '../../../core/dates/dates'
import { formatTime } from '../../../core/i18n/format'
import { localTime } from '../../ui/local-time'
import { priceTag, priceText } from '../../ui/price'
import { stopsText } from '../../ui/stops-text'
import type { Translate } from '../../ui/use-translate'
import { durationParams } from '../../../core/i18n/duration'
import type { Brand, BrandOffer, FlightOffer } from '../api'

interface Props {
  offer: FlightOffer
  brands: Brand[]
  /** The offerRef chosen for this part, if any. */
  selected?: string
  t: Translate
  locale: string
  onSelect(offer: FlightOffer, fare: BrandOffer, brand: Brand): void
}

/**
 * One way to fly the part: its flights, and a button per fare brand in the order of
 * `brands`. Text is joined into one string per element where it can be: Preact makes a
 * DOM text node per JSX child, and this card is rendered a hundred times a page.
 */
export function OfferCard({ offer, brands, selected, t, locale, onSelect }: Props) {
  const id = useId()
  const first = offer.segments[0]
  const last = offer.segments.at(-1)
  if (!first || !last) return null
  const day = first.departure.slice(0, 10)
  const via = offer.segments.slice(1).map((segment) => segment.origin.code)
  // Each fare button's name, with the flight it is for: a list of buttons read out of
  // their card ("Classic, $557.04 per adult, total $1,599.61, ZZ 10 departing 8:05 AM").
  // What the button shows comes first and in its order (WCAG 2.5.3, label in name), the
  // flight after it.
  const departure = parseSegmentTime(first.departure)
  const separator = t('results.offer.separator')
  const flightText = t('results.offer.fareFlight', {
    flights: offer.segments.map((segment) => `${segment.airlineCode} ${segment.flightNumber}`).join(' + '),
    time: departure ? formatTime(departure, locale) : first.departure,
  })
  const fareName = (fare: BrandOffer, brand: Brand) => {
    const parts = [
      t('results.offer.fareName', {
        brand: brand.name,
        price: priceText({ money: fare.pricePerAdult, points: fare.pointsPerAdult, locale, t }),
        total: priceText({ money: fare.total, points: fare.pointsTotal, locale, t }),
      }),
    ]
    if (fare.seatsLeft != null) parts.push(t('results.offer.seatsLeft', { count: fare.seatsLeft }))
    if (selected === fare.offerRef) parts.push(t('results.offer.selected'))
    parts.push(flightText)
    return parts.join(separator)
  }
  return (
    <li className="dx-offer">
      <article aria-labelledby={id}>
        <div className="dx-offer-flight">
          <h3 id={id} className="dx-offer-times">
            {localTime(first.departure, locale)}
            {' – '}
            {localTime(last.arrival, locale, day)}
          </h3>
          <p>
            {`${t('common.duration', durationParams(offer.duration))} · ${stopsText(offer.stops, t)}${
              via.length > 0 ? ` · ${t('results.offer.via', { airports: via.join(', ') })}` : ''
            }`}
          </p>
          <ul className="dx-offer-segments">
            {offer.segments.map((segment) => (
              <li key={segment.flightNumber + segment.departure}>
                {`${segment.airlineCode} ${segment.flightNumber} · ${segment.origin.code} `}
                {localTime(segment.departure, locale, day)}
                {` – ${segment.destination.code} `}
                {localTime(segment.arrival, locale, day)}
                {` · ${segment.equipmentName}${
                  segment.operatingAirlineCode !== segment.airlineCode ? ` · ${t('results.offer.operatedBy', { carrier: segment.operatingCarrier })}` : ''
                }`}
              </li>
            ))}
          </ul>
        </div>
        <ul className="dx-offer-fares" aria-label={t('results.offer.fares')}>
          {brands.map((brand) => {
            const fare = offer.brandOffers.find((item) => item.brandId === brand.id)
            return (
              <li key={brand.id}>
                {fare ? (
                  <button
                    type="button"
                    className="dx-fare"
                    aria-pressed={selected === fare.offerRef}
                    aria-label={fareName(fare, brand)}
                    onClick={() => onSelect(offer, fare, brand)}
                  >
                    {/* Each line ends with a space (collapsed where the line ends): read as one text,
                        as axe compares it with the name, the lines' words stay apart. */}
                    <span className="dx-fare-brand">{`${brand.name} `}</span>
                    <span className="dx-fare-price">
                      {priceTag({ money: fare.pricePerAdult, points: fare.pointsPerAdult, locale, t })}
                      {` ${t('results.offer.perAdult')} `}
                    </span>
                    <span className="dx-fare-total">
                      {`${t('results.offer.total')} ${priceText({ money: fare.total, points: fare.pointsTotal, locale, t })} `}
                    </span>
                    {fare.seatsLeft != null && <span className="dx-fare-seats">{`${t('results.offer.seatsLeft', { count: fare.seatsLeft })} `}</span>}
                    {/* Seen, not only coloured (the button's pressed state says it to screen readers). */}
                    {selected === fare.offerRef && <span className="dx-fare-chosen">{t('results.offer.selected')}</span>}
                  </button>
                ) : (
                  <p className="dx-fare dx-fare--none">
                    <span className="dx-fare-brand">{brand.name}</span>
                    <span>{t('results.offer.unavailable')}</span>
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      </article>
    </li>
  )
}
