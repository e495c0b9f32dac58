// Aliases let one request ask the same field many times over (an alias bomb): their
// number per operation is bounded.
import { operationLimit } from './operation-limit'

/** Aliases an operation may use, fragments expanded (our own documents use none). */
export const maxAliases = 20

export const maxAliasesRule = operationLimit(
  'aliases',
  maxAliases,
  'TOO_MANY_ALIASES',
  `An operation may use at most ${maxAliases} aliases; send the rest in another request.`,
)
