import metaSearchDocument from '../api/meta-search.graphql'
import type { MetaSearchInput, MetaSearchMutation, MetaSearchMutationVariables } from '../api/generated/operations'
import { isDxError } from '../http/errors'
import { graphql } from '../http/graphql'
import { takePrefetchedOr } from '../prefetch/prefetch'

/** What metaSearch answers: the new conversation's cart, and the advertised total beside today's. */
export type MetaSearchAnswer = MetaSearchMutation['metaSearch']

/** The meta-search call: the link's itinerary priced and put in a new conversation's cart. */
export async function metaSearch(input: MetaSearchInput): Promise<MetaSearchAnswer> {
  return (await graphql<MetaSearchMutation>(metaSearchDocument, { input } satisfies MetaSearchMutationVariables))
    .metaSearch
}

/** The prefetch key of a landing: the prefetch and the landing page compute it alike from the link. */
export function metaSearchKey(input: MetaSearchInput): string {
  return `metaSearch:${JSON.stringify(input)}`
}

/**
 * The API refused the link (it cannot be read, or its flights are gone): that is the
 * answer, and asking again would be refused again.
 */
export function isRefusal(error: unknown): boolean {
  return isDxError(error) && (error.type === 'validation' || error.type === 'businessLogic')
}

/**
 * The landing's call: the answer the prefetch started for this link when there is one
 * (taken once, so a later landing asks afresh), else a call of its own. A prefetch that
 * got no answer (offline, timeout, a server failure) is asked once more; a refusal stands.
 */
export function landMetaSearch(input: MetaSearchInput): Promise<MetaSearchAnswer> {
  return takePrefetchedOr(metaSearchKey(input), () => metaSearch(input))
}
