// Airport.city, Airport.name and Airport.country in the request's language. Every answer that carries an
// airport (search, itinerary, trip, flight status, schedule, boarding pass) hands on the
// catalog's record, so the names are chosen here once rather than by each resolver.
import { GraphQLObjectType, type GraphQLSchema } from 'graphql'
import type { PlaceName } from '../seed/airport-names'
import { countryNameIn } from './country-names'
import type { RequestContext } from './request-context'

/** What an Airport's parent holds: its own (English) names, and the catalog's by locale. */
interface NamedPlace extends PlaceName {
  names?: ReadonlyMap<string, PlaceName>
}

/** The airport's city and name in `locale`; its own names when it has none there. */
export function placeNameIn(airport: NamedPlace, locale: string | undefined): PlaceName {
  return (locale && airport.names?.get(locale)) || { city: airport.city, name: airport.name }
}

const isNamedPlace = (value: unknown): value is NamedPlace =>
  typeof value === 'object' && value !== null && 'city' in value && 'name' in value

/** Gives the schema's Airport.city, Airport.name and Airport.country resolvers that answer in the request's locale. */
export function answerAirportNamesInLocale(schema: GraphQLSchema): void {
  const airport = schema.getType('Airport')
  if (!(airport instanceof GraphQLObjectType)) throw new Error('The schema has no Airport object type')
  const fields = airport.getFields()
  for (const key of ['city', 'name'] as const) {
    const field = fields[key]
    if (!field) throw new Error(`Airport has no ${key} field`)
    field.resolve = (parent: unknown, _args: unknown, context: RequestContext) =>
      isNamedPlace(parent) ? placeNameIn(parent, context.locale)[key] : null
  }
  const country = fields.country
  if (!country) throw new Error('Airport has no country field')
  country.resolve = (parent: { country?: unknown }, _args: unknown, context: RequestContext) =>
    typeof parent.country === 'string' ? countryNameIn(parent.country, context.locale) : null
}
