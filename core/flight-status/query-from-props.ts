import type { AttributeProps } from '../element-attributes'
import { formatSearchDate } from '../dates/dates'
import { attributeDate } from '../dates/attribute-date'
import { isAirportCode, parseFlightNumber } from './flight-number'
import type { FlightStatusQueryVariables } from './fetch-flight-status'

/**
 * The query the host's attributes ask for, or undefined when they do not name a
 * flight (then the form waits for the traveller). Dates may be YYYY-MM-DD or the
 * query-string MM-DD-YYYY; a missing date means today.
 */
export function queryFromProps(
  props: AttributeProps<'flight-status'>,
  defaultAirline: string,
  today: Date,
): FlightStatusQueryVariables | undefined {
  const parsed = props.flightNumber ? parseFlightNumber(props.flightNumber) : undefined
  if (!parsed) return undefined
  const date = attributeDate(props.date, today, 'dx-flight-status')
  if (!date) return undefined
  const query: FlightStatusQueryVariables = {
    airlineCode: (parsed.airline ?? props.airlineCode ?? defaultAirline).toUpperCase(),
    flightNumber: parsed.number,
    departureDate: formatSearchDate(date),
  }
  if (props.origin && isAirportCode(props.origin)) query.origin = props.origin.toUpperCase()
  if (props.destination && isAirportCode(props.destination)) query.destination = props.destination.toUpperCase()
  return query
}
