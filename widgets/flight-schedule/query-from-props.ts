import type { AttributeProps } from '../../core/element-attributes'
import { formatSearchDate } from '../../core/dates/dates'
import { attributeDate } from '../../core/dates/attribute-date'
import { isAirportCode } from '../../core/flight-status/flight-number'
import type { ScheduleVariables } from './fetch-flight-schedule'

/**
 * The schedule the host's attributes ask for, or undefined when they do not name
 * two different airports. A missing date means today; `type="NONSTOP"` hides
 * connections.
 */
export function scheduleQueryFromProps(
  props: AttributeProps<'flight-schedule'>,
  today: Date,
): ScheduleVariables | undefined {
  const origin = props.origin?.trim().toUpperCase() ?? ''
  const destination = props.destination?.trim().toUpperCase() ?? ''
  if (!isAirportCode(origin) || !isAirportCode(destination) || origin === destination) return undefined
  const date = attributeDate(props.date, today, 'dx-flight-schedule')
  if (!date) return undefined
  return {
    origin,
    destination,
    departureDate: formatSearchDate(date),
    type: props.type?.toUpperCase() === 'NONSTOP' ? 'NONSTOP' : 'ALL',
  }
}
