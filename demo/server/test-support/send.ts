// An API document sent through the GraphQL server as the storefront sends it, in tests
// that read the answer's data, its first error and the execution key it issued.
import { type GraphQLFormattedError, graphql } from 'graphql'
import type { ApiDeps } from '../graphql/context'
import { createRootValue, schema } from '../graphql/schema'
import { requestContext } from './shopping'

export interface Answer<T> {
  data: T | undefined
  /** The first error's code, when the call failed */
  code: unknown
  /** The first error as the API answers it (message and extensions), when the call failed */
  error: GraphQLFormattedError | undefined
  /** The execution key the call issued */
  issued: string | undefined
}

/** Sends `document` through the GraphQL server, in the conversation `execution` when given. */
export async function send<T>(
  api: ApiDeps,
  document: string,
  variables: Record<string, unknown> = {},
  execution?: string,
): Promise<Answer<T>> {
  const context = requestContext(execution)
  const answer = await graphql({
    schema,
    source: document,
    rootValue: createRootValue(api),
    contextValue: context,
    variableValues: variables,
  })
  return {
    data: (answer.data ?? undefined) as T | undefined,
    code: answer.errors?.[0]?.extensions.code,
    error: answer.errors?.[0]?.toJSON(),
    issued: context.issued,
  }
}
