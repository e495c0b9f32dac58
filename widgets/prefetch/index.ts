// Loaded by the loader, in parallel with the widget chunks, when the `prefetch`
// setting is on. Each family starts the data call of something already on the page;
// the widget then takes the answer instead of calling again (core/prefetch).
import { prefetchFlightStatus } from '../flight-status/prefetch-flight-status'
import { prefetchResultsPage } from './results-page'

prefetchFlightStatus()
prefetchResultsPage()
