// Errors the experience API raises, in the error catalogue's shape: every
// error carries extensions { type, code, status }, and its message says what to send.
import { GraphQLError } from 'graphql'
import { withoutInputValues } from './without-input-values'

type ApiErrorType = 'validation' | 'businessLogic' | 'HTTPERROR'

interface ApiErrorExtensions {
  type: ApiErrorType
  code: string
  status: number
}

/** A catalogue error; its extensions may say more than the type, code and status (a limit, the invalid fields). */
function apiError(extensions: ApiErrorExtensions & Record<string, unknown>, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions } })
}

export const validationError = (code: string, message: string, more: Record<string, unknown> = {}): GraphQLError =>
  apiError({ type: 'validation', code, status: 400, ...more }, message)

/** One invalid field of an input: its path (e.g. passengers.1.dateOfBirth) and why. */
export interface FieldProblem {
  path: string
  code: string
}

/** A validation error listing every invalid field in extensions.details, so a form can mark them all at once. */
export const fieldsError = (code: string, message: string, details: readonly FieldProblem[]): GraphQLError =>
  validationError(code, message, { details })

/** A request over one of the API's limits: the code names the limit, extensions.limit gives its value. */
export const limitError = (code: string, limit: number, message: string): GraphQLError =>
  validationError(code, message, { limit })

/**
 * A request refused before it runs, carrying its catalogue error. It is thrown while the
 * document is parsed because graphql-http answers an error thrown there with HTTP 400
 * whatever the Accept header; toCatalogueError unwraps it.
 */
export class RequestRefused extends Error {
  constructor(readonly error: GraphQLError) {
    super(error.message)
  }
}

/**
 * A client over its allowance of new conversations: HTTP 429, the wait in whole seconds in
 * extensions.retryAfterSeconds (and the Retry-After header).
 */
export const rateLimitedError = (retryAfterSeconds: number): GraphQLError =>
  new GraphQLError(
    `Too many new conversations from this client; search again in ${retryAfterSeconds} s, or continue a conversation you have (its execution header).`,
    { extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429, retryAfterSeconds } },
  )

/**
 * A client whose trip lookups failed too often lately (manage booking): HTTP 429 like a
 * client over its new conversations, with the wait in whole seconds.
 */
export const tooManyFailedLookupsError = (retryAfterSeconds: number): GraphQLError =>
  new GraphQLError(
    `Too many trips not found from this client; check the booking reference and last name, and try again in ${retryAfterSeconds} s.`,
    { extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429, retryAfterSeconds } },
  )

/**
 * A sign-in refused without looking at its password: the account or the client has had
 * its failed sign-ins for the window (docs/accounts.md). HTTP 429 with Retry-After, as
 * the other limits; the message names neither which limit nor whether the account exists.
 */
export const tooManySignInsError = (retryAfterSeconds: number): GraphQLError =>
  new GraphQLError(`Too many failed sign-ins; try again in ${retryAfterSeconds} s, or reset the password.`, {
    extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429, retryAfterSeconds },
  })

/**
 * A client that asked for too many password resets lately (docs/accounts.md): HTTP 429 with
 * Retry-After; the message says nothing of any account.
 */
export const tooManyResetRequestsError = (retryAfterSeconds: number): GraphQLError =>
  new GraphQLError(`Too many password-reset requests from this client; try again in ${retryAfterSeconds} s.`, {
    extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429, retryAfterSeconds },
  })

export const businessError = (
  code: string,
  message: string,
  status = 422,
  more: Record<string, unknown> = {},
): GraphQLError => apiError({ type: 'businessLogic', code, status, ...more }, message)

function hasCatalogueFields(extensions: Record<string, unknown>): boolean {
  return (
    typeof extensions.type === 'string' && typeof extensions.code === 'string' && typeof extensions.status === 'number'
  )
}

/** What the client reads of an unexpected failure: never its own message, which stays in the server log. */
function internalError(cause: unknown, path?: GraphQLError['path']): GraphQLError {
  console.error('dx-storefront demo: request failed:', cause)
  return new GraphQLError('The demo API failed on this request. Try again; if it persists, restart the demo server.', {
    path,
    extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 },
  })
}

/**
 * graphql-http refuses a malformed request (bad JSON, no query) with a plain Error whose
 * message is written for the client; any other kind of Error (RangeError, TypeError) is
 * a failure of the server.
 */
const isRequestShapeError = (error: Error): boolean => Object.getPrototypeOf(error) === Error.prototype

/**
 * Gives errors raised outside the resolvers the catalogue shape too: a malformed or
 * schema-invalid document is a validation error, its message without the values sent; a
 * request over a limit keeps its own error; anything unexpected is an internal error whose
 * details stay in the server log, not in the response.
 */
export function toCatalogueError(error: GraphQLError | Error): GraphQLError | Error {
  if (error instanceof RequestRefused) return error.error
  if (!(error instanceof GraphQLError)) {
    if (!isRequestShapeError(error)) return internalError(error)
    return apiError({ type: 'HTTPERROR', code: 'BAD_REQUEST', status: 400 }, error.message)
  }
  if (hasCatalogueFields(error.extensions)) return error
  if (error.originalError && !(error.originalError instanceof GraphQLError)) {
    return internalError(error.originalError, error.path)
  }
  return new GraphQLError(withoutInputValues(error), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, type: 'validation', code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
  })
}

/** A call that needs a session, sent without one (or after it ended): sign in, then send it again. */
export const signInRequiredError = (): GraphQLError =>
  businessError('SIGN_IN_REQUIRED', 'Sign in first, then send this call again (its session ended or never began).', 401)

/** A traveller's call in an agent's session, or the reverse: the session signs in someone this call is not for. */
export const notPermittedError = (wanted: 'TRAVELLER' | 'AGENT'): GraphQLError =>
  businessError(
    'NOT_PERMITTED',
    wanted === 'TRAVELLER'
      ? "This call is a traveller's: an agency session cannot make it. Sign in as a traveller."
      : "This call is an agency's: a traveller's session cannot make it. Sign in to the agency channel.",
    403,
  )
