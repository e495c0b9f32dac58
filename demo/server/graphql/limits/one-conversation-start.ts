// Fields that may start a conversation (stored server state) appear at most once per
// operation, all of them together, so one request cannot open conversations by the
// thousand. searchFlights without an execution header starts one and metaSearch always
// does; every other mutation works on a conversation that already exists (its execution
// header) or on an order, and starts none.
import type { ValidationRule } from 'graphql'
import { limitError } from '../errors'
import { measureOperation } from './measure-operation'

const conversationStarters = ['searchFlights', 'metaSearch']

export const maxConversationStarts = 1

export const oneConversationStartRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const { rootFields } = measureOperation(context, operation)
    const starts = conversationStarters.reduce((sum, name) => sum + (rootFields.get(name) ?? 0), 0)
    if (starts <= maxConversationStarts) return
    const sent = conversationStarters.filter((name) => rootFields.has(name)).join(' and ')
    context.reportError(
      limitError(
        'TOO_MANY_CONVERSATION_STARTS',
        maxConversationStarts,
        `${sent} may appear once per request, together; send each search or landing in a request of its own.`,
      ),
    )
  },
})
