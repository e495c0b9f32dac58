import { useEffect } from 'react'
import { $account } from '../../../../core/account/account-store'
import { ensureSession } from '../../../../core/account/ensure-session'
import { tripAccessLookup } from '../../../../core/trip/trip-access'
import { useStore } from '../../../ui/use-store'
import type { Translate } from '../../../ui/use-translate'
import { go, pageHash } from '../../shell/navigate'
import type { Order } from '../../shell/order/api'
import { $profileFromBooking } from '../../shell/profile-from-booking'

interface Props {
  order: Order
  channel: string
  t: Translate
}

/**
 * "Save these details for next time", for a traveller who booked signed out: opens
 * create-profile filled from this booking, which the new account then owns. The booking
 * is handed over in memory ($profileFromBooking): by the trip's access grant when this
 * tab holds one, else its reference and the lead passenger's last name, never in the
 * address or storage (the address says only that the page came from a booking).
 */
export function SaveDetails({ order, channel, t }: Props) {
  const account = useStore($account)
  // Only the API can say whether someone is signed in; a failure leaves the box hidden.
  useEffect(() => {
    ensureSession().catch(() => undefined)
  }, [])
  const lead = order.passengers.find((passenger) => passenger.type === 'ADT') ?? order.passengers[0]
  if (account.status !== 'signed-out' || !lead) return null
  const open = () => {
    $profileFromBooking.set(tripAccessLookup(order.reference) ?? { pnr: order.reference, lastName: lead.familyName })
    go(pageHash(channel, 'create-profile', new URLSearchParams({ from: 'booking' })))
  }
  return (
    <section className="dx-cf-section">
      <h3>{t('confirmation.saveDetails.title')}</h3>
      <p>{t('confirmation.saveDetails.text')}</p>
      <p className="dx-sf-actions">
        <button type="button" className="dx-button dx-button--secondary" onClick={open}>
          {t('confirmation.saveDetails.create')}
        </button>
      </p>
    </section>
  )
}
