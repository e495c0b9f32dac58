import type { Translate } from '../../../ui/use-translate'

interface Named {
  id: string
  type: string
  givenName: string
  familyName: string
}

/**
 * How a passenger is named on the page. A trip shown from the device's copy carries no
 * names (they are personal data, never stored), so there a passenger is their type and
 * number among that type, in booking order: "Adult 1", "Adult 2", "Child 1".
 */
export function passengerName(passenger: Named, passengers: readonly Named[], t: Translate): string {
  const name = `${passenger.givenName} ${passenger.familyName}`.trim()
  if (name) return name
  const sameType = passengers.filter((p) => p.type === passenger.type)
  return t('confirmation.passengerN', {
    type: t(`confirmation.type.${passenger.type}`),
    n: sameType.indexOf(passenger) + 1,
  })
}
