// Loaded by the loader, in parallel with the widget chunks, when the `prefetch`
// setting is on. Each family starts the data call of something already on the page;
// the widget then takes the answer instead of calling again (core/prefetch).
import { nameBeaconPagesBy } from '../../core/http/beacon-page'
import { prefetchFlightStatus } from '../../core/prefetch/flight-status'
import { prefetchMetaSearch } from '../../core/prefetch/meta-search'
import { prefetchResultsPage } from '../../core/prefetch/results-page'
import { prefetchTripPage } from '../../core/prefetch/trip-page'
import { parseHash } from '../../core/router/route'

// The prefetch reads routes, so a failed call's beacon names its page at once.
nameBeaconPagesBy(parseHash)

prefetchFlightStatus()
prefetchResultsPage()
prefetchTripPage()
prefetchMetaSearch()
