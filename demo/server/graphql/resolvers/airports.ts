import type { Airport } from '../../repository/catalog'
import { foldForSearch } from '../../../../core/search/fold-for-search'
import { startsAWord } from '../../../../core/search/starts-a-word'
import type { ApiDeps } from '../context'
import { placeNameIn } from '../airport-names'
import { countryNameIn } from '../country-names'
import type { RequestContext } from '../request-context'
import { requireLimit } from '../validate-input'
import type { QueryAirportsArgs } from '../generated/resolvers'

export const maxAirportsLimit = 100

/**
 * Match on code, city, name or country, in the request's language and in the records' own
 * (English), folded for case, accents and Arabic harakat and alef forms: "لندن", "london"
 * and "zurich" all find theirs. An exact code comes first, then cities, then names, then a
 * word of any of them or its initials ("ny" New York); never the inside of a word ("lon" is
 * not Barcelona).
 */
export function airports(
  { catalog }: ApiDeps,
  args: QueryAirportsArgs,
  context: Pick<RequestContext, 'locale'> = {},
): Airport[] {
  const limit = requireLimit(args.limit ?? 20, maxAirportsLimit)
  const needle = foldForSearch(args.query ?? '')
  const all = [...catalog.airports.values()]
  if (needle === '') return all.slice(0, limit)
  const rank = (a: Airport): number => {
    const local = placeNameIn(a, context.locale)
    const cities = [local.city, a.city].map(foldForSearch)
    const names = [local.name, a.name].map(foldForSearch)
    if (a.code.toLowerCase() === needle) return 0
    if (cities.some((city) => city.startsWith(needle))) return 1
    if (names.some((name) => name.startsWith(needle))) return 2
    const countries = [countryNameIn(a.country, context.locale), a.country].map(foldForSearch)
    const fields = [a.code.toLowerCase(), ...cities, ...names, ...countries]
    return fields.some((field) => startsAWord(field, needle)) ? 3 : -1
  }
  return all
    .map((airport) => ({ airport, rank: rank(airport) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.airport.code.localeCompare(b.airport.code))
    .slice(0, limit)
    .map((entry) => entry.airport)
}
