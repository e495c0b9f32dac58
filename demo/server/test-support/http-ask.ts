// One GraphQL call over HTTP for tests that drive many flows at once: the answer's data,
// a business refusal (4xx) as a typed error the caller may expect, and anything else
// (a 5xx, a malformed call, an answer without data) as a plain error that fails the test.
import type { graphqlClient } from './http-booking'

export type Call = ReturnType<typeof graphqlClient>

/** The API said no (sold out, fare rules, order cancelled...): a refusal, not a failure. */
export class Refused extends Error {
  constructor(readonly code: string) {
    super(`refused with ${code}`)
  }
}

export async function ask<T>(
  call: Call,
  document: string,
  variables: Record<string, unknown>,
  execution?: string,
): Promise<{ data: T; execution: string }> {
  const { body, execution: issued } = await call<T>(document, variables, execution)
  const error = body.errors?.[0]
  if (error) {
    const { code, status } = error.extensions
    if (status >= 500 || status === 429 || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_REQUEST')
      throw new Error(`the API failed: ${code} ${error.message}`)
    throw new Refused(error.extensions.code)
  }
  if (!body.data) throw new Error('the API answered neither data nor an error')
  return { data: body.data, execution: issued ?? execution ?? '' }
}
