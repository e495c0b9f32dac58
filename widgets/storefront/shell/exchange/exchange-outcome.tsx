import './exchange-messages'
import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import { passengerName } from '../order/passenger-name'
import type { Trip } from '../trip-api'

type SeatNotKept = Trip['seatsNotKept'][number]

/**
 * Why the seat went, in the traveller's words: a change of flights, an upgrade, or its
 * cancel (those two with the upgrade's strings, which only the trip page loads).
 */
const reasonKey: Record<SeatNotKept['reason'], string> = {
  EXCHANGED: 'exchange.outcome.seat',
  UPGRADED: 'manage.upgrade.seatGivenUp',
  UPGRADE_CANCELLED: 'manage.cancelUpgrade.seatGivenUp',
}

interface Props {
  trip: Trip
  t: Translate
  locale: string
  /** Choosing a seat is possible now (the SEATS action is allowed and the trip is live). */
  canChooseSeat: boolean
  onChooseSeat(): void
}

/**
 * What a change of flights or an upgrade left on the trip: the seats the passengers no
 * longer have, each with why (taken or not sold on the new flight, in a cabin the
 * upgrade or its cancel left), with the way to choose another, and the value kept as
 * credit for a later booking. Nothing when neither.
 */
export function ExchangeOutcome({ trip, t, locale, canChooseSeat, onChooseSeat }: Props) {
  const { credit, order } = trip
  // A cancelled trip has no seats to choose again; the credit stays the traveller's.
  const seatsNotKept = order.status === 'CANCELLED' ? [] : trip.seatsNotKept
  if (seatsNotKept.length === 0 && !credit) return null
  const flightOf = (index: number) => {
    const segment = order.segments.find((s) => s.index === index)
    return segment ? `${segment.airlineCode} ${segment.flightNumber}` : ''
  }
  // The cabin the sentence names: the one booked below Business (the upgrade gave its seat
  // up), or the one the flight is back in (the cancelled upgrade gave up the Business seat).
  const cabinOf = ({ reason, segmentIndex }: SeatNotKept) => {
    const segment = order.segments.find((s) => s.index === segmentIndex)
    const cabin = (reason === 'UPGRADED' && segment?.upgrade?.fromCabin) || segment?.cabin
    return cabin ? t(`manage.cabin.${cabin}`) : ''
  }
  const nameOf = (id: string) => {
    const passenger = order.passengers.find((p) => p.id === id)
    return passenger ? passengerName(passenger, order.passengers, t) : id
  }
  return (
    <>
      {seatsNotKept.length > 0 && (
        <section className="dx-cf-section" aria-labelledby="dx-xc-seats">
          <h3 id="dx-xc-seats">{t('exchange.outcome.seatsTitle')}</h3>
          <ul>
            {seatsNotKept.map((seat) => (
              <li key={`${seat.passengerId}-${seat.segmentIndex}`}>
                {t(reasonKey[seat.reason], {
                  passenger: nameOf(seat.passengerId),
                  seat: seat.seatNumber,
                  flight: flightOf(seat.segmentIndex),
                  cabin: cabinOf(seat),
                })}
              </li>
            ))}
          </ul>
          {canChooseSeat && (
            <p className="dx-sf-actions">
              <button type="button" className="dx-button dx-button--secondary" onClick={onChooseSeat}>
                {t('exchange.outcome.chooseSeat')}
              </button>
            </p>
          )}
        </section>
      )}
      {credit && (
        <p className="dx-alert dx-alert--info">
          {t('exchange.outcome.credit', { amount: formatMoney(credit.amount, credit.currency, locale) })}
        </p>
      )}
    </>
  )
}
