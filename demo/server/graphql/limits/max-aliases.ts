// Aliases let one request ask the same field many times over (an alias bomb): their
// number per operation is bounded. The count is graphql-armor's, reported with our code
// and limit (docs/decisions/graphql-limits-from-libraries.md).
import { maxAliasesRule as armorMaxAliases } from '@escape.tech/graphql-armor-max-aliases'
import { armorLimit } from './armor-limit'

/** Aliases an operation may use, fragments expanded (our own documents use none). */
export const maxAliases = 20

export const maxAliasesRule = armorLimit(
  (reject) => armorMaxAliases({ n: maxAliases, ...reject }),
  'TOO_MANY_ALIASES',
  maxAliases,
  `An operation may use at most ${maxAliases} aliases; send the rest in another request.`,
)
