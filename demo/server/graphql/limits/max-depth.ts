// Deep selections are refused before they run: execution recurses once per level, so
// the depth is bounded here and never by the call stack. The count is graphql-armor's,
// reported with our code and limit (docs/decisions/graphql-limits-from-libraries.md).
import { maxDepthRule as armorMaxDepth } from '@escape.tech/graphql-armor-max-depth'
import { armorLimit } from './armor-limit'

/** Levels of selection sets an operation may nest (our own deepest document has 6). */
export const maxDepth = 15

export const maxDepthRule = armorLimit(
  (reject) =>
    armorMaxDepth({
      n: maxDepth,
      // A fragment adds no level of its own, and introspection is as deep as it looks.
      flattenFragments: true,
      ignoreIntrospection: false,
      ...reject,
    }),
  'QUERY_TOO_DEEP',
  maxDepth,
  `Queries may nest at most ${maxDepth} levels; send a shallower query.`,
)
