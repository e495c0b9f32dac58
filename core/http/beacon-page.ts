import type { DxSettings } from '../settings/settings'
import { parseHash } from '../router/route'
import type { BeaconPage } from './beacon-request'

/** The page the traveller is on now, as a beacon names it. */
export function currentBeaconPage(settings: DxSettings): BeaconPage {
  return { url: location.href, name: parseHash(location.hash, settings.channels).page }
}
