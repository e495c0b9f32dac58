import type { DxSettings } from '../settings/settings'
import { parseHash } from '../router/route'
import { type BeaconPage, type BeaconReport, sendBeaconRequest } from './beacon-request'

/**
 * sendBeaconRequest for a build whose first load holds no page names (core/http/beacon-page.ts):
 * the page's name is read here, from the URL noted where the call failed, so the page
 * names load with a failure's beacon.
 */
export function sendNamedBeacon(report: BeaconReport, page: BeaconPage, settings: DxSettings): void {
  const name = page.name ?? parseHash(new URL(page.url).hash, settings.channels).page
  sendBeaconRequest(report, { url: page.url, name }, settings)
}
