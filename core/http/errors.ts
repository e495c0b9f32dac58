/** Error types of the catalogue. */
export type DxErrorType =
  | 'EXECUTION_EXPIRED'
  | 'HTTPERROR'
  | 'NETWORK_ERROR'
  | 'businessLogic'
  | 'BusinessLogic'
  | 'validation'

/**
 * The accounts' error codes, which every page explains in the same words: the
 * catalogue's `errors.code.<CODE>` messages (locales/), loaded with
 * core/http/error-code-messages.ts. SIGN_IN_FAILED never says whether the email or
 * the password was wrong; RATE_LIMITED (429) carries its wait in `retryAfterSeconds`.
 */
export type AccountErrorCode =
  | 'SIGN_IN_FAILED'
  | 'SIGN_IN_REQUIRED'
  | 'NOT_PERMITTED'
  | 'RESET_KEY_INVALID'
  | 'PASSWORD_TOO_WEAK'
  | 'USER_ID_TAKEN'
  | 'IATA_NUMBER_TAKEN'

/** The server's code for a completed or unknown conversation. */
export const INVALID_REQUEST_CODE = 'ERR.SSW.CLIENT.INVALID_REQUEST'

/**
 * The server's code for a document or variables it cannot read (a field it does not know, a
 * value of the wrong type): the page's code out of step with the server's, as after a release,
 * or a fault in it. The forms check what the traveller types before it is sent, so nothing the
 * traveller could correct would help; a reload fetches code that matches.
 */
/**
 * The server could not read the page's GraphQL document (a field it does not know): the page's
 * code is older or newer than the server's, as after a release. Nothing the traveller typed is
 * wrong, so no page sends them back to fix their details; a reload fetches matching code.
 */
export const DOCUMENT_REFUSED_CODE = 'GRAPHQL_VALIDATION_FAILED'

export interface DxErrorFields {
  type: DxErrorType
  message: string
  status?: number
  statusText?: string
  code?: string
  details?: unknown
  /** The response body, read as JSON or text. */
  body?: unknown
  /** How many retries were made before giving up. */
  retryCount?: number
  /**
   * A 429's wait in whole seconds before asking again (Retry-After, else the error's
   * extensions.retryAfterSeconds); a widget shows it as a wait, not a failure.
   */
  retryAfterSeconds?: number
}

/**
 * Every failure of a call through core/http. Widgets show `translationKey` (a key
 * in locales/, e.g. "errors.NETWORK_ERROR") with a way forward, never `message`,
 * which is for developers and may be in the server's words.
 */
export class DxError extends Error implements DxErrorFields {
  type: DxErrorType
  status?: number
  statusText?: string
  code?: string
  details?: unknown
  body?: unknown
  retryCount?: number
  retryAfterSeconds?: number

  constructor(fields: DxErrorFields) {
    super(fields.message)
    this.name = 'DxError'
    this.type = fields.type
    Object.assign(this, fields)
  }

  get translationKey(): string {
    // Not "check your details": reloading the page fetches code that matches the server.
    if (this.code === DOCUMENT_REFUSED_CODE) return 'errors.unexpected'
    return `errors.${this.type === 'BusinessLogic' ? 'businessLogic' : this.type}`
  }
}

/**
 * By shape, not instanceof: every widget bundle has its own copy of the class, and
 * an error made in one (the prefetch bundle) is handed to another.
 */
export function isDxError(value: unknown): value is DxError {
  return value instanceof Error && value.name === 'DxError' && typeof (value as Partial<DxError>).type === 'string'
}

/** The server's error objects, in GraphQL `errors` or `extensions.errors`. */
export interface ServerError {
  message?: string
  code?: string
  type?: string
  status?: number
  details?: unknown
  extensions?: { code?: string; type?: string; status?: number; details?: unknown; retryAfterSeconds?: unknown }
}

const SERVER_TYPES: readonly DxErrorType[] = ['businessLogic', 'BusinessLogic', 'validation']

/**
 * Turns one server error into the catalogue shape; the invalid-request code means an
 * expired conversation. A non-2xx answer passes its status text too.
 */
export function fromServerError(error: ServerError, status?: number, body?: unknown, statusText?: string): DxError {
  const code = error.code ?? error.extensions?.code
  const rawType = error.type ?? error.extensions?.type
  const type: DxErrorType =
    code === INVALID_REQUEST_CODE
      ? 'EXECUTION_EXPIRED'
      : SERVER_TYPES.includes(rawType as DxErrorType)
        ? (rawType as DxErrorType)
        : 'HTTPERROR'
  return new DxError({
    type,
    message: error.message ?? 'The server refused the request.',
    status: status ?? error.status ?? error.extensions?.status,
    statusText,
    code,
    details: error.details ?? error.extensions?.details,
    body,
  })
}
