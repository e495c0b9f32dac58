// The unit tests' network: fetch (the module boundary of core/http) replaced by a
// vi.fn that answers the metadata document and the beacon itself and hands every
// other call to the test. Also a clean page (hash, storages, execution key) per test.
import { afterEach, beforeEach, vi } from 'vitest'
import { forgetShared } from '../core/shared-instance'
import { $execution } from '../core/execution/execution'

/** Where installSettings() puts the loader in tests, and so the API. */
export const BASE_URL = 'http://127.0.0.1:8080/dx/'
export const METADATA_URL = `${BASE_URL}api/metadata.json`
export const GRAPHQL_URL = `${BASE_URL}api/graphql`

export type Answer = (url: URL, init: RequestInit) => Response | Promise<Response>

export interface SentRequest {
  url: URL
  init: RequestInit
  headers: Record<string, string>
}

export interface FakeNetwork {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>
  /** Calls other than the metadata document (any `.../metadata.json`) and the beacon, in order. */
  requests(): SentRequest[]
  /** Beacon URLs, in order. */
  beacons(): URL[]
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}

/** fetch rejects with a TypeError when no response arrives, as browsers do. */
export const networkDown: Answer = () => Promise.reject(new TypeError('Failed to fetch'))

/** Replaces fetch; `metadata` is the document served for `.../metadata.json` (read afresh). */
export function fakeNetwork(answer: Answer, metadata: unknown = {}): FakeNetwork {
  forgetShared('metadata')
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input))
    if (isMetadata(url)) return jsonResponse(metadata)
    if (isBeacon(url)) return new Response(null, { status: 200 })
    return answer(url, init)
  })
  vi.stubGlobal('fetch', mock)
  const all = () => mock.mock.calls.map(([input, init]) => ({ url: new URL(String(input)), init: init ?? {} }))
  return {
    fetch: mock,
    requests: () =>
      all()
        .filter(({ url }) => !isMetadata(url) && !isBeacon(url))
        .map(({ url, init }) => ({ url, init, headers: { ...(init.headers as Record<string, string> | undefined) } })),
    beacons: () =>
      all()
        .filter(({ url }) => isBeacon(url))
        .map(({ url }) => url),
  }
}

/** The metadata document wherever settings put it (api/, betaapi/, mocks/). */
function isMetadata(url: URL): boolean {
  return url.pathname.endsWith('/metadata.json')
}

function isBeacon(url: URL): boolean {
  return url.pathname.endsWith('/images/dx.gif')
}

/** Each test starts on a page with no hash, empty storages and no conversation. */
export function cleanPageBetweenTests(): void {
  beforeEach(() => {
    history.replaceState(null, '', '/')
    sessionStorage.clear()
    localStorage.clear()
    $execution.set(undefined)
    forgetShared('metadata')
  })
  afterEach(async () => {
    // Work a test started through a lazy import (a failure's beacon, the airport list)
    // reaches its own fake network, not the next test's or none.
    await vi.dynamicImportSettled()
    vi.unstubAllGlobals()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}
