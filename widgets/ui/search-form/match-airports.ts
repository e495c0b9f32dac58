import { foldForSearch as fold } from '../../../core/search/fold-for-search'
import { startsAWord } from '../../../core/search/starts-a-word'
import type { AirportsQuery } from '../../../core/api/generated/operations'

type Airport = AirportsQuery['airports'][number]

/**
 * Airports matching what the traveller typed, best first: the exact code, then
 * city, code and airport names that start with it, then a word of the city or the name
 * that does (or their initials: "ny" New York), then a word of the country; never the
 * inside of a word ("lon" is not Barcelona). The API names them in the page's language; accents, case and
 * Arabic harakat and alef forms are ignored on both sides. An empty text matches nothing.
 */
export function matchAirports(airports: readonly Airport[], text: string, limit = 8): Airport[] {
  const needle = fold(text)
  if (!needle) return []
  const rank = (airport: Airport): number => {
    const code = airport.code.toLowerCase()
    const city = fold(airport.city)
    const name = fold(airport.name)
    if (code === needle) return 0
    if (city.startsWith(needle) || code.startsWith(needle)) return 1
    if (name.startsWith(needle) || startsAWord(city, needle) || startsAWord(name, needle)) return 2
    return startsAWord(fold(airport.country), needle) ? 3 : -1
  }
  return airports
    .map((airport) => ({ airport, rank: rank(airport) }))
    .filter((entry) => entry.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank || a.airport.city.localeCompare(b.airport.city) || a.airport.code.localeCompare(b.airport.code),
    )
    .slice(0, limit)
    .map((entry) => entry.airport)
}
