// The number of field selections per operation is bounded: each one is resolved and
// answered, so a wide query costs the server whatever its depth.
import type { ValidationRule } from 'graphql'
import { limitError } from '../errors'
import { measureOperation } from './measure-operation'

/** Field selections an operation may make, fragments expanded (our own largest makes 81). */
export const maxFields = 300

export const maxFieldsRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (measureOperation(context, operation).fields <= maxFields) return
    context.reportError(
      limitError(
        'TOO_MANY_FIELDS',
        maxFields,
        `An operation may select at most ${maxFields} fields; ask for fewer or split the request.`,
      ),
    )
  },
})
