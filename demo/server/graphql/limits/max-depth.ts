// Deep selections are refused before they run: execution recurses once per level, so
// the depth is bounded here and never by the call stack.
import { operationLimit } from './operation-limit'

/** Levels of selection sets an operation may nest (our own deepest document has 6). */
export const maxDepth = 15

export const maxDepthRule = operationLimit(
  'depth',
  maxDepth,
  'QUERY_TOO_DEEP',
  `Queries may nest at most ${maxDepth} levels; send a shallower query.`,
)
