import { getSettings } from '../settings/get-settings'
import { currentBeaconPage } from './beacon-page'
import { type BeaconReport, sendBeaconRequest } from './beacon-request'

/**
 * Sends a beacon for `report` from the page the traveller is on (core/http/beacon-request.ts),
 * named as the storefront names it: for the storefront's own code, whose build reads routes
 * (core/http/beacon-page.ts).
 */
export function sendBeacon(report: BeaconReport): void {
  const settings = getSettings()
  sendBeaconRequest(report, currentBeaconPage(settings), settings)
}
