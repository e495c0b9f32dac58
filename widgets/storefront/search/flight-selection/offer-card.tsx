import type { ReactElement } from 'react'
import { localTimeText } from '../../../ui/local-time'
import { priceText } from '../../../ui/price'
import { stopsText } from '../../../ui/stops-text'
import type { Translate } from '../../../ui/use-translate'
import { durationText } from '../../../../core/i18n/duration'
import { bidiIsolate } from '../../../../core/i18n/locale'
import type { Brand, BrandOffer, FlightOffer } from '../../shell/api'
import { plural } from '../../../ui/plural'
import { changeCostText } from '../../shell/exchange/change-cost'
import type { PriceScope } from './price-scope'

interface Props {
  offer: FlightOffer
  brands: Brand[]
  /** The offerRef chosen for this part, if any. */
  selected?: string
  /** What the fares' prices cover (this flight, the round trip, ...), said on each fare. */
  scope: PriceScope
  t: Translate
  locale: string
}

/**
 * One way to fly the part, as a list item keyed by the offer's id: its flights, and a
 * button per fare brand in the order of `brands`, whose value is the fare's offerRef
 * (the list has one click listener for every fare, see FlightSelectionPage).
 *
 * A results page renders this card a hundred times, and creating its DOM nodes and
 * setting their properties is most of that page's render time, so the card has as few
 * as it can: text is joined into one string per element (Preact makes a DOM text node
 * per JSX child); times are text, not `<time>` elements; the list item is the card (its
 * heading names it); each fare is a button in a group, not a list item, with an element
 * for each line but the last. And it is a function returning its element,
 * not a component (like localTime): it has no state, so a component instance per card
 * is work saved.
 */
export function offerCard({ offer, brands, selected, scope, t, locale }: Props): ReactElement | null {
  const first = offer.segments[0]
  const last = offer.segments.at(-1)
  if (!first || !last) return null
  const day = first.departure.slice(0, 10)
  const isolate = (text: string) => bidiIsolate(text, locale)
  // An airport code and its time, each isolated on its own: the time may carry a date in
  // the locale's script ("6:40 (9 בדצמ׳)"), which in one isolate with the Latin code would
  // run left to right and read backwards in Hebrew and Arabic.
  const placeTime = (code: string, time: string) => `${isolate(code)} ${isolate(localTimeText(time, locale, day))}`
  const departs = localTimeText(first.departure, locale)
  const via = offer.segments.slice(1).map((segment) => segment.origin.code)
  // Each fare button's name, with the flight it is for: a list of buttons read out of
  // their card ("Classic, $557.04, per adult, total $1,599.61, ZZ 10 departing 8:05 AM").
  // What the button shows comes first and in its order (WCAG 2.5.3, label in name), the
  // flight after it.
  const separator = t('results.offer.separator')
  const scoped = scope === 'trip' ? 'results.offer' : `results.offer.${scope}`
  // In a change of flights, the flights booked for the part: said on the card and in each fare's name.
  const bookedText = offer.booked ? t('results.offer.booked') : undefined
  let flightText = t('results.offer.fareFlight', {
    flights: offer.segments.map((segment) => `${segment.airlineCode} ${segment.flightNumber}`).join(' + '),
    time: departs,
  })
  if (bookedText) flightText += separator + bookedText
  const fareButton = (fare: BrandOffer, brand: Brand) => {
    // Each text written once, for the button's name and for what it shows.
    const price = priceText({ money: fare.pricePerAdult, points: fare.pointsPerAdult, locale, t })
    const total = priceText({ money: fare.total, points: fare.pointsTotal, locale, t })
    // The brand, then seats left when few and "Selected" (seen, not only coloured: the
    // button's pressed state says it to screen readers). Joined by hand, not as an
    // array filtered and joined: this runs three hundred times a page.
    let about = isolate(brand.name)
    if (fare.seatsLeft != null) about += separator + plural(t, locale, 'results.offer.seatsLeft', fare.seatsLeft)
    const chosen = selected === fare.offerRef
    if (chosen) about += separator + t('results.offer.selected')
    const perAdult = t(`${scoped}.perAdultTotal`, { total })
    // In a change of flights: what choosing this fare costs as a change (a line of its own).
    const cost = fare.change ? changeCostText(fare.change, t, locale) : undefined
    let name = about + separator + price + separator + t(`${scoped}.fareTotal`, { total })
    if (cost) name += separator + cost
    name += separator + flightText
    // Three lines: the brand line (bold, all of it when it wraps), the price (large), the
    // per-adult line; each ends with a space, so the words stay apart where they are read
    // as one text.
    return (
      <button
        key={brand.id}
        type="button"
        className="dx-fare"
        value={fare.offerRef}
        aria-pressed={chosen}
        aria-label={name}
      >
        <b>{`${about} `}</b>
        <strong>{`${price} `}</strong>
        {cost ? <span>{`${perAdult} `}</span> : perAdult}
        {cost}
      </button>
    )
  }
  return (
    <li key={offer.id} className="dx-offer">
      <h3 className="dx-offer-times">
        {`${departs} – ${localTimeText(last.arrival, locale, day)}`}
        {/* In the heading, which names the card: the flights booked are found among the others by it. */}
        {bookedText && <span className="dx-offer-booked">{` ${bookedText}`}</span>}
      </h3>
      <p>
        {`${durationText(t, offer.duration)} · ${stopsText(offer.stops, t)}${
          via.length > 0 ? ` · ${t('results.offer.via', { airports: via.join(t('common.listComma')) })}` : ''
        }`}
      </p>
      <ul className="dx-offer-segments">
        {offer.segments.map((segment) => (
          <li key={segment.flightNumber + segment.departure}>
            {`${isolate(`${segment.airlineCode} ${segment.flightNumber}`)} · ${placeTime(segment.origin.code, segment.departure)} – ${placeTime(
              segment.destination.code,
              segment.arrival,
            )} · ${isolate(segment.equipmentName)}${
              segment.operatingAirlineCode !== segment.airlineCode
                ? ` · ${t('results.offer.operatedBy', { carrier: segment.operatingCarrier })}`
                : ''
            }`}
          </li>
        ))}
      </ul>
      <div className="dx-offer-fares" role="group" aria-label={t('results.offer.fares')}>
        {brands.map((brand) => {
          const fare = offer.brandOffers.find((item) => item.brandId === brand.id)
          // In a change of flights, the fare booked is shown but not offered: choosing it would change nothing.
          return fare?.booked ? (
            <p key={brand.id} className="dx-fare dx-fare--current">
              <b>{`${isolate(brand.name)} `}</b>
              <strong>{`${priceText({ money: fare.pricePerAdult, points: fare.pointsPerAdult, locale, t })} `}</strong>
              {t('results.offer.currentFare')}
            </p>
          ) : fare ? (
            fareButton(fare, brand)
          ) : (
            <p key={brand.id} className="dx-fare dx-fare--none">
              <b>{`${isolate(brand.name)} `}</b>
              {t('results.offer.unavailable')}
            </p>
          )
        })}
      </div>
    </li>
  )
}
