// Helpers for shopping tests: a request context that records the execution key the
// resolvers issue, and search criteria with sensible defaults.
import type { RequestContext } from '../graphql/context'
import type { SearchCriteriaInput } from '../graphql/generated/resolvers'

export interface RecordingContext extends RequestContext {
  issued?: string
}

export function requestContext(executionIn?: string): RecordingContext {
  const context: RecordingContext = {
    executionIn,
    setExecution(key) {
      context.issued = key
    },
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
