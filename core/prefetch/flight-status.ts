import { prefetch } from './prefetch'
import { propsOf } from '../props-of'
import { getSettings } from '../settings/get-settings'
import { fetchFlightStatus, type FlightStatusQueryVariables } from '../flight-status/fetch-flight-status'
import { queryFromProps } from '../flight-status/query-from-props'

export function flightStatusKey(query: FlightStatusQueryVariables): string {
  return `flightStatus:${JSON.stringify(query)}`
}

/** Starts the status call of every `<dx-flight-status>` on the page that names a flight. */
export function prefetchFlightStatus(): void {
  const airline = getSettings().airline
  for (const element of Array.from(document.querySelectorAll('dx-flight-status'))) {
    const props = propsOf(element)
    const query = queryFromProps(props, props.airlineCode?.toUpperCase() || airline, new Date())
    if (query) prefetch(flightStatusKey(query), () => fetchFlightStatus(query))
  }
}
