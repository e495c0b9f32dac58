import type { DxSettings } from '../settings/settings'
import type { BeaconPage } from './beacon-request'

/** Reads the page among the storefront's pages that a hash shows (core/router/route.ts's parseHash). */
type RouteReader = (hash: string, channels: readonly string[]) => { page: string }

let readRoute: RouteReader | undefined

/**
 * Code that reads the storefront's routes (the storefront, the prefetch) hands its reading
 * over as it starts, so that this module, which every widget that calls the API loads at
 * once, imports no page names: where no one has (a build whose first load holds none,
 * __DX_PAGE_NAMES__ false), the beacon's lazy chunk names the page from its URL
 * (core/http/beacon-named.ts). Each build holds its own copy of this module.
 */
export function nameBeaconPagesBy(reader: RouteReader): void {
  readRoute = reader
}

/** The page the traveller is on now, as a beacon names it: by its name where this build reads routes. */
export function currentBeaconPage(settings: DxSettings): BeaconPage {
  return { url: location.href, name: readRoute?.(location.hash, settings.channels).page }
}
