// Strict input checks for the experience API. Each refusal names the argument, the rule
// and what to send instead, never the value received: it may be large, or written to be
// shown back to someone.
import type { Airport, Catalog } from '../repository/catalog'
import { isCalendarDate } from '../time/calendar'
import { fieldsError, validationError } from './errors'

export function requireDate(argument: string, value: string): string {
  if (!isCalendarDate(value)) {
    throw validationError('INVALID_DATE', `${argument} must be a calendar date written YYYY-MM-DD, e.g. 2026-12-01.`)
  }
  return value
}

export function requireAirport(catalog: Catalog, argument: string, value: string): Airport {
  const code = value.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(code)) {
    throw fieldsError('INVALID_AIRPORT_CODE', `${argument} must be a three-letter IATA airport code such as LHR.`, [
      { path: argument, code: 'INVALID_AIRPORT_CODE' },
    ])
  }
  const airport = catalog.airports.get(code)
  if (!airport) {
    throw fieldsError(
      'UNKNOWN_AIRPORT',
      `${argument} ${code} is not an airport this airline serves. Query airports(query: "...") to find a served airport code.`,
      [{ path: argument, code: 'UNKNOWN_AIRPORT' }],
    )
  }
  return airport
}

export function requireAirline(catalog: Catalog, value: string): string {
  const code = value.trim().toUpperCase()
  if (!catalog.airlineNames.has(code)) {
    const known = [...catalog.airlineNames].map(([c, name]) => `${c} (${name})`).join(' or ')
    throw validationError('UNKNOWN_AIRLINE', `airlineCode must be ${known}.`)
  }
  return code
}

/** Digits of a flight number; "ZZ123", "ZZ 0123" and "123" all give "123" for airline ZZ. */
export function requireFlightNumber(airlineCode: string, value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  const prefixed = /^([A-Z0-9]{2})(\d{1,4})$/.exec(compact)
  const prefix = prefixed && /[A-Z]/.test(prefixed[1] ?? '') ? prefixed[1] : undefined
  if (prefix && prefix !== airlineCode) {
    throw validationError(
      'AIRLINE_MISMATCH',
      `flightNumber names another airline than airlineCode ${airlineCode}; send the same airline in both, or the digits only.`,
    )
  }
  const digits = prefix ? (prefixed?.[2] ?? '') : compact
  if (!/^\d{1,4}$/.test(digits)) {
    throw validationError(
      'INVALID_FLIGHT_NUMBER',
      `flightNumber must be 1 to 4 digits, e.g. 123 (or ${airlineCode}123).`,
    )
  }
  return String(Number(digits))
}

export function requireLimit(value: number, max: number): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw validationError('INVALID_LIMIT', `limit must be a whole number from 1 to ${max}.`)
  }
  return value
}

/** Refuses a list longer than `max`, before any of its items is looked at: no request may make the server work or answer in proportion to a list it did not need. */
export function requireAtMost<T>(argument: string, list: readonly T[], max: number, rule: string): readonly T[] {
  if (list.length > max)
    throw validationError('TOO_MANY_ITEMS', `${argument} takes at most ${max} ${rule}; send fewer.`)
  return list
}
