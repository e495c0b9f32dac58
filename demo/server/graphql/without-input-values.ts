// graphql-js quotes what it could not read in its own messages (a variable's value, a
// literal of the document, an unknown field or argument name), whole, however long. The
// API's rule is that a refusal names the field and the rule, never the value, so those
// messages are rewritten: a quoted text stays only when it is a short GraphQL name (a
// type, field, argument or variable), and the value a variable or a literal held is left
// out.
import { GraphQLError } from 'graphql'

const graphqlName = /^\$?[_A-Za-z][_0-9A-Za-z]*(\.[_A-Za-z][_0-9A-Za-z]*)?$/
/** Longer than any name of the schema: a longer "name" is a value sent to look like one. */
const maxNameLength = 64
/** The last guard: no message grows with what was sent. */
const maxMessageLength = 500

const quoted = /"(?:[^"\\]|\\.)*"/g
const keepName = (text: string) => {
  const inner = text.slice(1, -1)
  return inner.length <= maxNameLength && graphqlName.test(inner) ? text : '"…"'
}

/** The message of an error graphql-js raised, with every value it quoted left out. */
export function withoutInputValues(error: GraphQLError): string {
  // `Variable "$x" got invalid value <the value>; <why>`: the why is the original error.
  const variable = /^Variable "(\$[_A-Za-z][_0-9A-Za-z]*)" got invalid value /.exec(error.message)
  const why = error.originalError instanceof GraphQLError ? error.originalError.message : undefined
  const message =
    variable && why !== undefined ? `Variable "${variable[1]}" got an invalid value; ${why}` : error.message
  const rewritten = message
    .replace(/(cannot represent [\w -]*value): [\s\S]*$/, '$1.')
    .replace(/, found [\s\S]*?(;|\.$|$)/, '$1')
    .replace(quoted, keepName)
  return rewritten.length > maxMessageLength ? `${rewritten.slice(0, maxMessageLength)}…` : rewritten
}
