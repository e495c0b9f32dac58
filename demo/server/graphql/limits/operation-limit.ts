// A limit on one measure of an operation (fields, estimated cost),
// checked once per operation and reported with its code and the limit.
import type { ValidationRule } from 'graphql'
import { limitError } from '../errors'
import { measureOperation, type OperationMeasure } from './measure-operation'

type Measure = keyof Omit<OperationMeasure, 'rootFields'>

export function operationLimit(measure: Measure, limit: number, code: string, message: string): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      if (measureOperation(context, operation)[measure] <= limit) return
      context.reportError(limitError(code, limit, message))
    },
  })
}
