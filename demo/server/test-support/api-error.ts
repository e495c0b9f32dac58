import { GraphQLError } from 'graphql'

/** The catalogue fields (type, code, status) of the error `run` throws. */
export function errorOf(run: () => unknown): { message: string; type: unknown; code: unknown; status: unknown } {
  try {
    run()
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    const { type, code, status } = error.extensions
    return { message: error.message, type, code, status }
  }
  throw new Error('expected an error')
}
