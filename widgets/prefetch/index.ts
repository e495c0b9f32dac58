// Loaded by the loader, in parallel with the widget chunks, when the `prefetch`
// setting is on. Each family starts the data call of something already on the page;
// the widget then takes the answer instead of calling again (core/prefetch).
import { prefetchFlightStatus } from '../../core/prefetch/flight-status'
import { prefetchMetaSearch } from '../../core/prefetch/meta-search'
import { prefetchResultsPage } from '../../core/prefetch/results-page'
import { prefetchTripPage } from '../../core/prefetch/trip-page'

prefetchFlightStatus()
prefetchResultsPage()
prefetchTripPage()
prefetchMetaSearch()
