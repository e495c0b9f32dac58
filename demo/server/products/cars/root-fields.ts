// Cars: rental desks at an airport, availability and rental conditions.
import type { ApiDeps } from '../../graphql/context'
import type { RootValue } from '../../graphql/root-value'
import { notBuilt } from '../not-built'

type Fields = Pick<RootValue, 'carLocations' | 'carAvailability' | 'carRentalConditions'>

export function carFields(_deps: ApiDeps): Fields {
  return {
    carLocations: notBuilt('carLocations'),
    carAvailability: notBuilt('carAvailability'),
    carRentalConditions: notBuilt('carRentalConditions'),
  }
}
