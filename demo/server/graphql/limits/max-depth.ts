// Deep selections are refused before they run: execution recurses once per level, so
// the depth is bounded here and never by the call stack.
import type { ValidationRule } from 'graphql'
import { limitError } from '../errors'
import { measureOperation } from './measure-operation'

/** Levels of selection sets an operation may nest (our own deepest document has 6). */
export const maxDepth = 15

export const maxDepthRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (measureOperation(context, operation).depth <= maxDepth) return
    context.reportError(
      limitError('QUERY_TOO_DEEP', maxDepth, `Queries may nest at most ${maxDepth} levels; send a shallower query.`),
    )
  },
})
