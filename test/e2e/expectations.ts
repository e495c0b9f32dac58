// How the API's data should read on screen. The widgets format through Intl in en-US,
// so a time may read "9:05 AM" or "09:05"; a status reads as a translated word.
import type { FlightStatusCode } from '../../core/api/generated/operations'

/** Patterns any en-US rendering of a wall-clock date-time "YYYY-MM-DDTHH:mm:ss" matches. */
export function timePattern(dateTime: string): RegExp {
  const [hours = '', minutes = ''] = dateTime.slice(11, 16).split(':')
  const hour12 = Number(hours) % 12 || 12
  return new RegExp(`(^|\\D)(${hours}:${minutes}|${hour12}:${minutes})(\\D|$)`)
}

const statusWords: Record<FlightStatusCode, RegExp> = {
  SCHEDULED: /scheduled|on time/i,
  BOARDING: /boarding/i,
  DEPARTED: /departed|in the air|en route/i,
  DELAYED: /delayed/i,
  LANDED: /landed|arrived/i,
  CANCELLED: /cancell?ed/i,
}

/** The status a leg is shown with: landed or cancelled once its arrival says so, else its departure's. */
export function shownStatus(leg: {
  departureInfo: { flightStatus: FlightStatusCode }
  arrivalInfo: { flightStatus: FlightStatusCode }
}): FlightStatusCode {
  const arrival = leg.arrivalInfo.flightStatus
  return arrival === 'LANDED' || arrival === 'CANCELLED' ? arrival : leg.departureInfo.flightStatus
}

export function statusPattern(code: FlightStatusCode): RegExp {
  return statusWords[code]
}

/** A "no such flight" message, however the locale words it. */
export const notFoundPattern = /not found|no (such )?flight|couldn.?t find|could not find|unknown flight|no results?/i

/** A flight number as a widget may show it: "ZZ101" or "ZZ 101", but not inside "ZZ1011". */
export function flightNumberPattern(flightNumber: string): RegExp {
  const [, airline = '', digits = flightNumber] = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])?\s*(\d+)$/i.exec(flightNumber) ?? []
  return new RegExp(airline ? `\\b${airline}\\s*${digits}\\b` : `\\b${digits}\\b`, 'i')
}
