import { GraphQLError } from 'graphql'

/** The catalogue fields (type, code, status, and the fields refused in details) of the error `run` throws. */
export function errorOf(run: () => unknown): {
  message: string
  type: unknown
  code: unknown
  status: unknown
  details: unknown
} {
  try {
    run()
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    const { type, code, status, details } = error.extensions
    return { message: error.message, type, code, status, details }
  }
  throw new Error('expected an error')
}

/** As errorOf for a call that may answer a promise: the catalogue fields and the rest of its extensions. */
export async function refusalOf(run: () => unknown): Promise<Record<string, unknown>> {
  try {
    await run()
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    return { ...error.extensions }
  }
  throw new Error('expected a refusal')
}
