import wretch from 'wretch'
import { send, type OutgoingRequest } from './send'
import { exchangeOptions } from './exchange-options'
import { retriesFor } from './retry'
import { apiUrl } from './api-url'
import { $execution, EXECUTION } from '../execution/execution'
import { loadMetadata, type Metadata } from '../settings/metadata'
import { getSettings } from '../settings/get-settings'
import type { DxSettings } from '../settings/settings'

type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD'

export interface RestCall {
  method: RestMethod
  /** Service name in the metadata's serviceUrls (and what retry flags name); its URL is the base. */
  service: string
  /** A template: `/trips/{pnr}` with `params: { pnr }`; values are URL-encoded. */
  path: string
  params?: Record<string, string | number>
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  /** Leave the execution query parameter out (calls that start a new conversation). */
  ignoreExecution?: boolean
  /** A plain authorization value instead of the bearer token of the metadata. */
  authorization?: string
}

const BODY_METHODS: readonly RestMethod[] = ['POST', 'PATCH', 'PUT', 'DELETE']

/**
 * The REST helper: execution and jipcc query parameters, JSON
 * accepted, credentials included, a JSON body only for POST, PATCH, PUT and
 * DELETE, 204 read as {}, the execution response header saved (in send).
 */
export async function rest<T>(call: RestCall): Promise<T> {
  const settings = getSettings()
  const metadata = await loadMetadata()
  // Without a service URL the generic API path applies, betaapi included.
  const base = metadata.serviceUrls[call.service] ?? metadata.serviceUrls.rest ?? apiUrl(settings, '')
  const folder = base.endsWith('/') ? base : `${base}/`
  const url = new URL(fillTemplate(call.path, call.params ?? {}).replace(/^\/+/, ''), folder)
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value))
  const execution = $execution.get()
  if (execution && !call.ignoreExecution) url.searchParams.set(EXECUTION, execution)
  url.searchParams.set('jipcc', settings.storefront)
  return (await send({
    method: call.method,
    url: url.href,
    reportUrl: new URL(folder).href + call.path.replace(/^\/+/, ''),
    headers: restHeaders(settings, metadata, call.authorization),
    body: BODY_METHODS.includes(call.method) ? (call.body ?? {}) : undefined,
    retries: retriesFor(call.service, metadata.retry),
    retryDelayMs: metadata.retry.delayMs,
    transport: wretchExchange,
  })) as T
}

/**
 * One exchange through wretch, handing send() the raw Response: send turns it into
 * data or a catalogue error, retries and reports it, exactly as for GraphQL.
 */
async function wretchExchange(request: OutgoingRequest): Promise<Response> {
  let exchange = wretch(request.url, exchangeOptions())
    // null: wretch leaves an error answer's body unread, for send to read it.
    .errorType(null)
    .headers(request.headers)
  // Typed `object`, but wretch JSON.stringifies whatever it is given, as fetchTransport does.
  if (request.body !== undefined) exchange = exchange.json(request.body as object)
  try {
    return await exchange.fetch(request.method).res()
  } catch (error) {
    // A non-2xx answer is still an answer: send maps it through the catalogue.
    if (error instanceof wretch.WretchError) return error.response
    throw error
  }
}

/** Bearer token plus Conversation-ID and optional Application-ID, or a plain authorization value. */
function restHeaders(settings: DxSettings, metadata: Metadata, plainAuthorization?: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (plainAuthorization) {
    headers.Authorization = plainAuthorization
  } else if (metadata.authorization) {
    headers.Authorization = `Bearer ${metadata.authorization}`
    if (settings.cid) headers['Conversation-ID'] = settings.cid
    if (metadata.applicationId) headers['Application-ID'] = metadata.applicationId
  }
  return headers
}

export function fillTemplate(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`REST path ${path} needs a value for {${name}}.`)
    return encodeURIComponent(String(value))
  })
}
