// Aliases let one request ask the same field many times over (an alias bomb): their
// number per operation is bounded.
import type { ValidationRule } from 'graphql'
import { limitError } from '../errors'
import { measureOperation } from './measure-operation'

/** Aliases an operation may use, fragments expanded (our own documents use none). */
export const maxAliases = 20

export const maxAliasesRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (measureOperation(context, operation).aliases <= maxAliases) return
    context.reportError(
      limitError(
        'TOO_MANY_ALIASES',
        maxAliases,
        `An operation may use at most ${maxAliases} aliases; send the rest in another request.`,
      ),
    )
  },
})
