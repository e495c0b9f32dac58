import { DxError, fromServerError, isDxError, type ServerError } from './errors'
import { withRetry } from './retry'
import { readRetryAfter } from './retry-after'
import { exchangeOptions } from './exchange-options'
import type { BeaconReport } from './beacon-request'
import { currentBeaconPage } from './beacon-page'
import { getSettings } from '../settings/get-settings'
import { EXECUTION, dropExecution, receiveExecution } from '../execution/execution'

/** One call through core/http; rest.ts and graphql.ts build these. */
export interface OutgoingRequest {
  method: string
  url: string
  /**
   * What the beacon names the call by when not `url`: a REST call's URL before its path
   * parameters are filled in, so a booking reference in a path never reaches it.
   */
  reportUrl?: string
  headers: Record<string, string>
  /** Sent as JSON; only rest/graphql decide when a body is allowed. */
  body?: unknown
  /** Retries allowed for this service (0: none). */
  retries: number
  retryDelayMs: number
  /** How the exchange is made; plain fetch unless the caller brings its own (rest.ts: wretch). */
  transport?: Transport
  /**
   * The service reports failures in a successful answer's body (GraphQL answers 200
   * with `errors`): they fail the call here, so they are retried and reported like any
   * other, with the status the error carries in its extensions.
   */
  errorsInBody?: boolean
}

/**
 * One HTTP exchange: resolves with the server's Response whatever its status (send
 * judges it), rejects only when no answer came (network failure, timeout).
 */
type Transport = (request: OutgoingRequest) => Promise<Response>

/**
 * Sends a request through its transport (each includes credentials and skips the
 * cache), saves the execution header of any answer, turns failures into catalogue
 * errors, retries what the configuration allows and reports
 * failures to the beacon.
 */
export async function send(request: OutgoingRequest): Promise<unknown> {
  const started = performance.now()
  const report = (error: DxError, retryCount: number) =>
    reportFailure({
      requestUrl: request.reportUrl ?? request.url,
      method: request.method,
      duration: Math.round(performance.now() - started),
      responseStatus: error.status,
      errorCode: error.code ?? error.type,
      retryCount,
    })
  try {
    return await withRetry(
      () => attempt(request),
      request.retries,
      request.retryDelayMs,
      (error, retryCount) => report(error as DxError, retryCount),
    )
  } catch (error) {
    const failure = forgetExpiredConversation(isDxError(error) ? error : networkError(error))
    report(failure, failure.retryCount ?? 0)
    throw failure
  }
}

/**
 * Only failures are reported, so the beacon's code arrives with the first one instead
 * of riding in every widget's first load; the page is noted now, since the traveller may
 * have moved on when the code arrives. A beacon whose code cannot load (offline) is lost
 * quietly, as a beacon that cannot be sent is.
 */
function reportFailure(report: BeaconReport): void {
  const settings = getSettings()
  const page = currentBeaconPage(settings)
  // A build whose first load holds no page names names the page in the beacon's chunk; a
  // build that holds them (__DX_PAGE_NAMES__, esbuild.config.mjs) must not import that chunk,
  // or the page names would leave its first load for a file of their own.
  const send = __DX_PAGE_NAMES__
    ? import('./beacon-request').then(({ sendBeaconRequest }) => sendBeaconRequest)
    : import('./beacon-named').then(({ sendNamedBeacon }) => sendNamedBeacon)
  send.then((sendBeacon) => sendBeacon(report, page, settings)).catch(() => undefined)
}

/**
 * The server says the conversation is completed or unknown: its key goes from the
 * store, the URL and storage before the caller hears of it, so the
 * next search starts a new one.
 */
function forgetExpiredConversation(error: DxError): DxError {
  if (error.type === 'EXECUTION_EXPIRED') dropExecution()
  return error
}

/** The GraphQL client's exchange: plain fetch, nothing more to ship. */
const fetchTransport: Transport = (request) => {
  const headers = { ...request.headers }
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  return fetch(request.url, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    ...exchangeOptions(),
  })
}

async function attempt(request: OutgoingRequest): Promise<unknown> {
  let response: Response
  try {
    response = await (request.transport ?? fetchTransport)(request)
  } catch (error) {
    throw networkError(error)
  }
  saveExecution(response)
  if (!response.ok) throw await httpError(response)
  const body = await readBody(response)
  const serverError = request.errorsInBody ? firstServerError(body) : undefined
  // The error's own status when it carries one (a 500 is retried), else the answer's 200.
  if (serverError)
    throw fromServerError(serverError, serverError.status ?? serverError.extensions?.status ?? response.status, body)
  return body
}

function saveExecution(response: Response): void {
  const key = response.headers.get(EXECUTION)
  if (key) receiveExecution(key)
}

/** A 204 (or any empty answer) reads as {}; JSON is parsed, anything else is text. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return {}
  const text = await response.text()
  if (!text) return {}
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new DxError({
      type: 'HTTPERROR',
      message: 'The server sent malformed JSON.',
      status: response.status,
      body: text,
    })
  }
}

async function httpError(response: Response): Promise<DxError> {
  let body: unknown
  try {
    body = await readBody(response.clone())
  } catch {
    body = await response.text().catch(() => undefined)
  }
  const serverError = firstServerError(body)
  const error = serverError
    ? fromServerError(serverError, response.status, body, response.statusText)
    : new DxError({
        type: 'HTTPERROR',
        message: `The server answered ${response.status} ${response.statusText}.`,
        status: response.status,
        statusText: response.statusText,
        body,
      })
  // Too many requests: how long to wait before asking again, from Retry-After or else the error.
  if (response.status === 429) {
    const named = serverError?.extensions?.retryAfterSeconds
    error.retryAfterSeconds = readRetryAfter(
      response.headers.get('retry-after'),
      Date.now(),
      typeof named === 'number' ? named : undefined,
    )
  }
  return error
}

/** GraphQL puts errors in `errors` (or `extensions.errors`); REST services in `errors` too. */
function firstServerError(body: unknown): ServerError | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { errors, extensions } = body as { errors?: unknown; extensions?: { errors?: unknown } }
  const list = Array.isArray(errors) ? errors : Array.isArray(extensions?.errors) ? extensions.errors : undefined
  const first: unknown = list?.[0]
  return typeof first === 'object' && first !== null ? (first as ServerError) : undefined
}

function networkError(cause: unknown): DxError {
  const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
  return new DxError({
    type: 'NETWORK_ERROR',
    // The catalogue's words; widgets show the translated key instead.
    message: 'no response received',
    code: timedOut ? 'TIMEOUT' : undefined,
  })
}
