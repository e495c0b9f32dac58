import type { Airport } from '../../repository/catalog'
import type { ApiDeps } from '../context'
import { requireLimit } from '../validate-input'
import type { QueryAirportsArgs } from '../generated/resolvers'

export const maxAirportsLimit = 100

/** Case-insensitive match on code, city, name or country; an exact code comes first. */
export function airports({ catalog }: ApiDeps, args: QueryAirportsArgs): Airport[] {
  const limit = requireLimit(args.limit ?? 20, maxAirportsLimit)
  const needle = (args.query ?? '').trim().toLowerCase()
  const all = [...catalog.airports.values()]
  if (needle === '') return all.slice(0, limit)
  const rank = (a: Airport): number => {
    if (a.code.toLowerCase() === needle) return 0
    if (a.city.toLowerCase().startsWith(needle)) return 1
    if (a.name.toLowerCase().startsWith(needle)) return 2
    const fields = [a.code, a.city, a.name, a.country].map((field) => field.toLowerCase())
    return fields.some((field) => field.includes(needle)) ? 3 : -1
  }
  return all
    .map((airport) => ({ airport, rank: rank(airport) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.airport.code.localeCompare(b.airport.code))
    .slice(0, limit)
    .map((entry) => entry.airport)
}
