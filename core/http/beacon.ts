import { getSettings } from '../settings/get-settings'
import { currentBeaconPage } from './beacon-page'
import { type BeaconReport, sendBeaconRequest } from './beacon-request'

/** Sends a beacon for `report` from the page the traveller is on (core/http/beacon-request.ts). */
export function sendBeacon(report: BeaconReport): void {
  const settings = getSettings()
  sendBeaconRequest(report, currentBeaconPage(settings), settings)
}
