import { send } from './send'
import { DxError } from './errors'
import { apiHeaders } from './api-headers'
import { retriesFor } from './retry'
import { loadMetadata } from '../settings/metadata'
import { getSettings } from '../settings/get-settings'

export interface GraphqlOptions {
  /** GET for cacheable queries such as retrieve booking; POST otherwise. */
  method?: 'GET' | 'POST'
  /**
   * The conversation to ask in, when it is not the page's current one: an order read
   * by the conversation that bought it, which the API has ended (and core/http has
   * therefore forgotten, perhaps while this call was on its way).
   */
  execution?: string
}

/** The operation name of a document: what retry flags and mock files are keyed by. */
export function operationName(document: string): string {
  const match = /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)
  if (!match?.[1]) throw new Error('GraphQL documents sent by dx-storefront must be named operations.')
  return match[1]
}

/**
 * Sends a document from core/api to the experience API and returns its `data`.
 * Errors in `errors` or `extensions.errors` are thrown as catalogue errors, retried
 * and reported by `send` like any failed call (error policy all, no cache). In mock
 * mode the JSON file named for the operation is read instead.
 */
export async function graphql<T>(
  document: string,
  variables: Record<string, unknown>,
  options: GraphqlOptions = {},
): Promise<T> {
  const settings = getSettings()
  const name = operationName(document)
  const metadata = await loadMetadata()
  const headers = apiHeaders(settings, metadata, { withExecution: true, execution: options.execution })
  const retries = retriesFor(name, metadata.retry)
  const common = { headers, retries, retryDelayMs: metadata.retry.delayMs, errorsInBody: true }
  let response: unknown
  if (settings.mock) {
    response = await send({ ...common, method: 'GET', url: new URL(`mocks/${name}.json`, settings.baseUrl).href })
  } else if (options.method === 'GET') {
    const url = new URL(metadata.experienceApiUrl)
    url.searchParams.set('query', document)
    url.searchParams.set('variables', JSON.stringify(variables))
    url.searchParams.set('operationName', name)
    response = await send({ ...common, method: 'GET', url: url.href })
  } else {
    const body = { query: document, variables, operationName: name }
    response = await send({ ...common, method: 'POST', url: metadata.experienceApiUrl, body })
  }
  const data = (response as { data?: T } | undefined)?.data
  if (data === undefined || data === null) {
    throw new DxError({ type: 'HTTPERROR', message: 'The experience API answered without data.', body: response })
  }
  return data
}
