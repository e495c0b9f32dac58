// Helpers for shopping tests: a request context that records the execution key the
// resolvers issue, and search criteria with sensible defaults.
import type { FailedLookupAllowance, NewConversationAllowance, RequestContext } from '../graphql/request-context'
import type { SearchCriteriaInput } from '../graphql/generated/resolvers'

export interface RecordingContext extends RequestContext {
  issued?: string
}

/** Without the allowances, a client that may open any number of conversations and get any number of lookups wrong. */
export function requestContext(
  executionIn?: string,
  newConversations: NewConversationAllowance = { check() {}, opened() {} },
  failedLookups: FailedLookupAllowance = { check() {}, failed() {} },
): RecordingContext {
  const context: RecordingContext = {
    executionIn,
    setExecution(key) {
      context.issued = key
    },
    newConversations,
    failedLookups,
  }
  return context
}

type Part = SearchCriteriaInput['itineraryParts'][number]

export function criteria(
  overrides: Partial<SearchCriteriaInput> = {},
  parts: Part[] = [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }],
): SearchCriteriaInput {
  return { awardBooking: false, searchType: 'BRANDED', passengers: { ADT: 1 }, itineraryParts: parts, ...overrides }
}
