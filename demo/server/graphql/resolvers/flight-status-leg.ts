// One dated leg as the schema's FlightStatusLeg: its status at an instant, derived from the
// schedule (flight-status/derive-status.ts). Query.flightStatus and OrderSegment.liveStatus.
import type { Airport } from '../../repository/catalog'
import type { Leg } from '../../repository/flights'
import { deriveLegStatus } from '../../flight-status/derive-status'
import type { ApiDeps } from '../context'
import type { FlightStatusLeg } from '../generated/resolvers'

export function toFlightStatusLeg(deps: Pick<ApiDeps, 'catalog'>, leg: Leg, nowMs: number): FlightStatusLeg {
  const { catalog } = deps
  const airport = (code: string): Airport => {
    const found = catalog.airports.get(code)
    if (!found) throw new Error(`Flight uses airport ${code} missing from the catalog`)
    return found
  }
  const from = airport(leg.origin)
  const to = airport(leg.destination)
  const status = deriveLegStatus(leg, from, to, nowMs)
  return {
    departureInfo: { ...status.departureInfo, airport: from },
    arrivalInfo: { ...status.arrivalInfo, airport: to },
    equipmentType: leg.equipmentCode,
    equipmentName: catalog.equipmentNames.get(leg.equipmentCode) ?? leg.equipmentCode,
    duration: leg.durationMinutes,
  }
}
