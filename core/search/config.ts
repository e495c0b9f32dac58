import { addDays } from '../dates/dates'
import type { PassengerType, SearchConfig } from './types'

/** Storefront defaults; a host changes any part with `dxSettings.search`. */
export const DEFAULT_SEARCH_CONFIG: SearchConfig = {
  maxParts: 4,
  passengerTypes: {
    ADT: { enabled: true, min: 1, max: 9 },
    CHD: { enabled: true, min: 0, max: 8 },
    INF: { enabled: true, min: 0, max: 4 },
    YTH: { enabled: false, min: 0, max: 8 },
    SRC: { enabled: false, min: 0, max: 8 },
  },
  maxPassengers: 9,
  classesEnabled: true,
  classes: ['Economy', 'PremiumEconomy', 'Business', 'First'],
  defaultClass: 'Economy',
  defaultJourneyType: 'round-trip',
  awardBookingEnabled: true,
  defaultAwardBooking: false,
  bookingHorizonDays: 330,
  defaultSearchType: 'BRANDED',
}

/** The last day a search may ask for: `bookingHorizonDays` after `today`. */
export const lastBookableDay = (config: SearchConfig, today: Date): Date => addDays(today, config.bookingHorizonDays)

export const PASSENGER_TYPES: readonly PassengerType[] = ['ADT', 'CHD', 'INF', 'YTH', 'SRC']

/**
 * The search configuration: defaults with the host's `search` setting over them,
 * field by field; a value of the wrong type keeps the default.
 */
export function searchConfig(input: unknown): SearchConfig {
  const host = isRecord(input) ? input : {}
  const config: SearchConfig = { ...DEFAULT_SEARCH_CONFIG, passengerTypes: { ...DEFAULT_SEARCH_CONFIG.passengerTypes } }
  for (const key of Object.keys(DEFAULT_SEARCH_CONFIG) as (keyof SearchConfig)[]) {
    const value = host[key]
    const fallback = DEFAULT_SEARCH_CONFIG[key]
    if (key === 'passengerTypes' || value === undefined) continue
    if (
      Array.isArray(fallback)
        ? Array.isArray(value) && value.every((v) => typeof v === 'string')
        : typeof value === typeof fallback
    ) {
      ;(config as unknown as Record<string, unknown>)[key] = value
    }
  }
  const types = isRecord(host.passengerTypes) ? host.passengerTypes : {}
  for (const type of PASSENGER_TYPES) {
    const given = types[type]
    if (!isRecord(given)) continue
    const current = config.passengerTypes[type]
    config.passengerTypes[type] = {
      enabled: typeof given.enabled === 'boolean' ? given.enabled : current.enabled,
      min: Number.isInteger(given.min) ? (given.min as number) : current.min,
      max: Number.isInteger(given.max) ? (given.max as number) : current.max,
    }
  }
  return config
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
