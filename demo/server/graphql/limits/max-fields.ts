// The number of field selections per operation is bounded: each one is resolved and
// answered, so a wide query costs the server whatever its depth.
import { operationLimit } from './operation-limit'

/** Field selections an operation may make, fragments expanded (our own largest makes 81). */
export const maxFields = 300

export const maxFieldsRule = operationLimit(
  'fields',
  maxFields,
  'TOO_MANY_FIELDS',
  `An operation may select at most ${maxFields} fields; ask for fewer or split the request.`,
)
