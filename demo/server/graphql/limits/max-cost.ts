// An estimate of the work an operation asks for, refused over a budget before it runs:
// each field counts 1, and the selections of a field with a `limit` argument count once
// per item it may answer.
import type { ValidationRule } from 'graphql'
import { limitError } from '../errors'
import { measureOperation } from './measure-operation'

/** The largest estimated cost an operation may have (our own costliest document, airports, is 401). */
export const maxCost = 5_000

export const maxCostRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (measureOperation(context, operation).cost <= maxCost) return
    context.reportError(
      limitError(
        'QUERY_TOO_COSTLY',
        maxCost,
        `The operation's estimated cost is over ${maxCost}; ask for fewer items (a smaller limit) or fewer fields.`,
      ),
    )
  },
})
