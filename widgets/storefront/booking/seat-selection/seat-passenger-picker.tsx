import type { Translate } from '../../../ui/use-translate'
import type { Money } from '../../shell/api'
import { seatPrice, type SeatTexts } from './seat-label'
import { needsSeat, passengerName, type SeatPassenger } from './seat-passengers'

interface Props {
  passengers: SeatPassenger[]
  /**
   * Each passenger's seat on this flight: passenger id -> seat; `booked` for the seat a
   * booked trip already has, which a change replaces but cannot give back.
   */
  seats: Record<string, { number: string; price: Money; booked?: boolean }>
  currentId: string | undefined
  /** Radio name and id prefix, unique on the page. */
  idPrefix: string
  texts: SeatTexts
  t: Translate
  locale: string
  onPick(passengerId: string): void
  onRemove(passenger: SeatPassenger, seatNumber: string): void
}

/**
 * Whose seat the map chooses: a radio per passenger who takes a seat, with the seat they
 * have on this flight and a way to give it back. Infants are named with the adult whose
 * lap they travel on.
 */
export function SeatPassengerPicker({
  passengers,
  seats,
  currentId,
  idPrefix,
  texts,
  t,
  locale,
  onPick,
  onRemove,
}: Props) {
  const seated = passengers.filter(needsSeat)
  const infants = passengers.filter((p) => !needsSeat(p))
  return (
    <fieldset className="dx-seat-people">
      <legend>{t('seats.choosingFor')}</legend>
      <ul>
        {seated.map((passenger, index) => {
          const seat = seats[passenger.id]
          return (
            <li
              key={passenger.id}
              className={passenger.id === currentId ? 'dx-seat-person dx-seat-person--current' : 'dx-seat-person'}
            >
              <label className="dx-check">
                <input
                  type="radio"
                  id={`${idPrefix}-${passenger.id}`}
                  name={idPrefix}
                  checked={passenger.id === currentId}
                  onChange={() => onPick(passenger.id)}
                />
                <span className="dx-seat-person-mark" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <span className="dx-seat-person-name">{passengerName(passenger, t)}</span>
                  <span className="dx-seat-person-seat">
                    {seat
                      ? t('seats.seatAndPrice', { seat: seat.number, price: seatPrice(seat.price, texts, locale) })
                      : t('seats.noSeat')}
                  </span>
                </span>
              </label>
              {seat && !seat.booked && (
                <button type="button" className="dx-link-button" onClick={() => onRemove(passenger, seat.number)}>
                  {t('seats.remove', { seat: seat.number })}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {infants.map((infant) => {
        const adult = passengers.find((p) => p.infant === infant.id)
        return (
          <p key={infant.id} className="dx-sf-muted">
            {adult
              ? t('seats.onLap', { infant: passengerName(infant, t), adult: passengerName(adult, t) })
              : t('seats.infantNoSeat')}
          </p>
        )
      })}
    </fieldset>
  )
}
