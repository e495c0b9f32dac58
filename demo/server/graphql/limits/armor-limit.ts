// A graphql-armor rule answering the API's own error: armor throws "Syntax Error: …"
// out of validate by default; here it reports our code, limit and message instead, so
// the refusal keeps the contract of docs/demo-api.md.
import type { ValidationContext, ValidationRule } from 'graphql'
import { limitError } from '../errors'

interface RejectWith {
  propagateOnRejection: false
  exposeLimits: false
  onReject: Array<(context: ValidationContext | null) => void>
}

export function armorLimit(
  rule: (reject: RejectWith) => ValidationRule,
  code: string,
  limit: number,
  message: string,
): ValidationRule {
  return rule({
    propagateOnRejection: false,
    exposeLimits: false,
    onReject: [(context) => context?.reportError(limitError(code, limit, message))],
  })
}
