import type { Translate } from '../../../ui/use-translate'

interface Named {
  id: string
  type: string
  givenName: string
  familyName: string
}

/** A passenger without a name as "Adult 1": their type and number among that type. */
type Numbered = (t: Translate, type: string, n: number) => string

/** In the texts of the trip and confirmation pages. */
const confirmationNumbered: Numbered = (t, type, n) =>
  t('confirmation.passengerN', { type: t(`confirmation.type.${type}`), n })

/** In the payment page's texts, for a change's payment, which loads no confirmation texts. */
export const paymentNumbered: Numbered = (t, type, n) => t(`payment.passenger.${type}`, { n })

/**
 * How a passenger is named on the page. A trip shown from the device's copy carries no
 * names (they are personal data, never stored), so there a passenger is their type and
 * number among that type, in booking order: "Adult 1", "Adult 2", "Child 1", in the texts
 * the page has loaded (`numbered`).
 */
export function passengerName(
  passenger: Named,
  passengers: readonly Named[],
  t: Translate,
  numbered: Numbered = confirmationNumbered,
): string {
  const name = `${passenger.givenName} ${passenger.familyName}`.trim()
  if (name) return name
  const sameType = passengers.filter((p) => p.type === passenger.type)
  return numbered(t, passenger.type, sameType.indexOf(passenger) + 1)
}
