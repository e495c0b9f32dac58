// A field that may start a conversation (stored server state) appears at most once per
// operation, so one request cannot open conversations by the thousand. searchFlights
// without an execution header starts one; every other mutation works on a conversation
// that already exists (its execution header) or on an order, and starts none.
import type { ValidationRule } from 'graphql'
import { limitError } from '../errors'
import { measureOperation } from './measure-operation'

const conversationStarters = ['searchFlights']

export const maxConversationStarts = 1

export const oneConversationStartRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const { rootFields } = measureOperation(context, operation)
    const repeated = conversationStarters.find((name) => (rootFields.get(name) ?? 0) > maxConversationStarts)
    if (!repeated) return
    context.reportError(
      limitError(
        'TOO_MANY_CONVERSATION_STARTS',
        maxConversationStarts,
        `${repeated} may appear once per request; send each search in a request of its own.`,
      ),
    )
  },
})
