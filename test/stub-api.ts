import { vi } from 'vitest'
import metadata from '../demo/mocks/metadata.json'
import { forgetShared } from '../core/shared-instance'

export type GraphqlAnswer = (body: { query: string; variables: Record<string, unknown>; operationName: string }) => Response | Promise<Response>

/** A JSON answer as the demo API sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}

/**
 * Replaces fetch (the module boundary of core/http) with the demo's metadata
 * document, retries off so failures show at once, and `graphql` answering
 * experience-API calls. Returns the mock to assert on.
 */
export function stubApi(graphql: GraphqlAnswer) {
  forgetShared('metadata')
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.endsWith('/api/metadata.json')) return json({ ...metadata, retry: { ...metadata.retry, enabled: false } })
    if (url.includes('/images/dx.gif')) return new Response(null, { status: 200 })
    if (url.endsWith('/api/graphql')) return graphql(JSON.parse(String(init?.body)))
    return new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
