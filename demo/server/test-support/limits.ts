// The limit a query breaks, as the limit rules report it, for the rules' tests.
import { parse } from 'graphql'
import { documentLimits } from '../graphql/limits/document-limits'
import { schema } from '../graphql/schema'

const withIntrospection = documentLimits(schema, { introspection: true })
const withoutIntrospection = documentLimits(schema, { introspection: false })

/** The code and limit of the first limit `query` breaks; undefined when it keeps them all. */
export function brokenLimit(
  query: string,
  { introspection = true } = {},
): { code: unknown; limit: unknown } | undefined {
  const error = (introspection ? withIntrospection : withoutIntrospection)(parse(query))
  return error && { code: error.extensions.code, limit: error.extensions.limit }
}

/** `{ a { a { ... { b } } } }`, `depth` selection sets deep. */
export const nestedQuery = (depth: number): string => `${'{ a '.repeat(depth - 1)}{ b }${' }'.repeat(depth - 1)}`
