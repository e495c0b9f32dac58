import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BASE_URL,
  GRAPHQL_URL,
  cleanPageBetweenTests,
  fakeNetwork,
  jsonResponse,
  networkDown,
  type Answer,
} from '../../test/fake-network'
import type { TripFragment } from '../api/generated/operations'
import { installSettings } from '../settings/install-settings'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { forgetTrip, loadTrip, tripChanged } from './load-trip'
import { cacheTrip, dropCachedTrip, readCachedTrip } from './trip-cache'
import { $trip } from './trip-store'
import { withoutPersonalData } from './without-personal-data'

cleanPageBetweenTests()
// A failure's beacon and the REST retrieve load their code late: let them settle in this test.
afterEach(() => vi.dynamicImportSettled())
beforeEach(() => $trip.set(undefined))
afterEach(() => {
  // Storage that refused a trip kept it in memory for the page: drop it there too.
  dropCachedTrip('K7PQ2M')
  dropCachedTrip('W2X9RT')
})

const REST_URL = `${BASE_URL}api/trips/retrieve`
const LOOKUP = { pnr: 'K7PQ2M', lastName: 'Lovelace' }

const found = (trip: TripFragment = confirmedTrip) => jsonResponse({ data: { retrieveTrip: trip } })
const tooMany = (seconds: number) =>
  jsonResponse(
    {
      data: null,
      errors: [{ message: 'Slow down', extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429 } }],
    },
    429,
    { 'retry-after': String(seconds) },
  )
const notFound = () =>
  jsonResponse({
    data: null,
    errors: [{ message: 'No trip', extensions: { type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404 } }],
  })

/** GraphQL answers with `graphql`, the REST retrieve with `restAnswer`. */
function network(graphql: Answer, restAnswer: Answer = () => jsonResponse({ trip: confirmedTrip })) {
  return fakeNetwork((url, init) => (url.href.startsWith(REST_URL) ? restAnswer(url, init) : graphql(url, init)))
}

const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>

describe('loadTrip through GraphQL (the default)', () => {
  it('POSTs retrieveTrip with the variables order_id, pnr and last_name', async () => {
    const net = network(() => found())
    await loadTrip(LOOKUP)
    const [request] = net.requests()
    expect(request?.url.href).toBe(GRAPHQL_URL)
    expect(request?.init.method).toBe('POST')
    expect(body(request!.init)).toMatchObject({
      operationName: 'retrieveTrip',
      variables: { pnr: 'K7PQ2M', last_name: 'Lovelace' },
    })
  })

  it('sends an order id as order_id', async () => {
    const net = network(() => found())
    await loadTrip({ orderId: 'ORD-7F3K2Q9M', lastName: 'Lovelace' })
    expect(body(net.requests()[0]!.init).variables).toEqual({ order_id: 'ORD-7F3K2Q9M', last_name: 'Lovelace' })
  })

  it('never puts the last name in a URL', async () => {
    const net = network(() => found())
    await loadTrip(LOOKUP)
    for (const { url } of net.requests()) expect(url.href).not.toContain('Lovelace')
  })

  it('answers the trip and makes it the current trip, with its lookup', async () => {
    network(() => found())
    expect(await loadTrip(LOOKUP)).toEqual(confirmedTrip)
    expect($trip.get()).toEqual({ status: 'found', trip: confirmedTrip, lookup: LOOKUP })
  })

  it('keeps a copy without personal data under DX_<reference>_MYB', async () => {
    network(() => found())
    await loadTrip(LOOKUP)
    expect(JSON.parse(localStorage.getItem('DX_K7PQ2M_MYB') ?? '')).toEqual(withoutPersonalData(confirmedTrip))
  })

  it('applies the guest trip options of the agentOrderTypes setting', async () => {
    installSettings({ agentOrderTypes: ['ONLINE'] })
    network(() =>
      found({ ...confirmedTrip, orderType: 'CALL_CENTER', actions: [{ code: 'BAGS', allowed: true, reason: null }] }),
    )
    const trip = await loadTrip(LOOKUP)
    expect(trip.actions.map(({ code, allowed }) => [code, allowed])).toEqual([
      ['BAGS', true],
      ['SEATS', true],
      ['EDIT_PASSENGERS', true],
    ])
  })

  it('rejects a wrong reference or name with TRIP_NOT_FOUND, asking no other service', async () => {
    const net = network(notFound)
    await expect(loadTrip(LOOKUP)).rejects.toMatchObject({ type: 'businessLogic', code: 'TRIP_NOT_FOUND' })
    expect(net.requests()).toHaveLength(1)
    expect($trip.get()).toBeUndefined()
  })

  it('rejects too many attempts with RATE_LIMITED and the seconds to wait, asking no other service', async () => {
    const net = network(() => tooMany(120))
    await expect(loadTrip(LOOKUP)).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 120 })
    expect(net.requests()).toHaveLength(1)
  })

  it('falls back to the REST retrieve when the API gives no answer', async () => {
    const net = network(networkDown)
    expect(await loadTrip(LOOKUP)).toEqual(confirmedTrip)
    const rest = net.requests().find(({ url }) => url.href.startsWith(REST_URL))
    expect(rest?.init.method).toBe('POST')
    expect(body(rest!.init)).toEqual({ pnr: 'K7PQ2M', last_name: 'Lovelace' })
    expect(rest?.url.href).not.toContain('Lovelace')
  })

  it('falls back to the REST retrieve when the API answers a server error', async () => {
    const net = network(() => jsonResponse({}, 503))
    expect(await loadTrip(LOOKUP)).toEqual(confirmedTrip)
    expect(net.requests().some(({ url }) => url.href.startsWith(REST_URL))).toBe(true)
  })
})

describe('loadTrip through REST (fetch type url)', () => {
  it('POSTs the lookup to /api/trips/retrieve and asks no GraphQL', async () => {
    const net = network(() => found())
    expect(await loadTrip(LOOKUP, { fetchType: 'url' })).toEqual(confirmedTrip)
    expect(net.requests().map(({ url, init }) => [url.origin + url.pathname, init.method])).toEqual([
      [REST_URL, 'POST'],
    ])
  })

  it('rejects with the catalogue error the service answers', async () => {
    network(
      () => found(),
      () => jsonResponse({ errors: [{ message: 'No trip', type: 'businessLogic', code: 'TRIP_NOT_FOUND' }] }, 404),
    )
    await expect(loadTrip(LOOKUP, { fetchType: 'url' })).rejects.toMatchObject({
      type: 'businessLogic',
      code: 'TRIP_NOT_FOUND',
      status: 404,
    })
  })
})

describe('loadTrip from the cache (fetch type cache)', () => {
  it('answers the kept trip with no server call', async () => {
    cacheTrip(confirmedTrip)
    const net = network(() => found())
    expect(await loadTrip(LOOKUP, { fetchType: 'cache' })).toEqual(withoutPersonalData(confirmedTrip))
    expect(net.requests()).toHaveLength(0)
  })

  it('makes the kept trip current without a lookup: it has no names', async () => {
    cacheTrip(confirmedTrip)
    network(() => found())
    await loadTrip(LOOKUP, { fetchType: 'cache' })
    expect($trip.get()).toMatchObject({ status: 'found', lookup: undefined })
  })

  it('asks GraphQL when no trip is kept', async () => {
    const net = network(() => found())
    expect(await loadTrip(LOOKUP, { fetchType: 'cache' })).toEqual(confirmedTrip)
    expect(net.requests()).toHaveLength(1)
  })

  it('asks GraphQL when the kept value is not JSON', async () => {
    localStorage.setItem('DX_K7PQ2M_MYB', 'not json')
    const net = network(() => found())
    expect(await loadTrip(LOOKUP, { fetchType: 'cache' })).toEqual(confirmedTrip)
    expect(net.requests()).toHaveLength(1)
  })
})

describe('loadTrip with storage that throws', () => {
  const throwing = () => {
    throw new DOMException('denied', 'SecurityError')
  }

  it('still retrieves a trip when storage cannot be written', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(throwing)
    network(() => found())
    expect(await loadTrip(LOOKUP)).toEqual(confirmedTrip)
  })

  it('still retrieves a trip from the cache fetch type when storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(throwing)
    const net = network(() => found())
    expect(await loadTrip(LOOKUP, { fetchType: 'cache' })).toEqual(confirmedTrip)
    expect(net.requests()).toHaveLength(1)
  })
})

describe('when the kept trip goes', () => {
  const other: TripFragment = {
    ...confirmedTrip,
    orderId: 'ORD-2',
    order: { ...confirmedTrip.order, reference: 'W2X9RT' },
  }

  it('finding another trip drops the copy of the one before', async () => {
    network(() => found())
    await loadTrip(LOOKUP)
    network(() => found(other))
    await loadTrip({ pnr: 'W2X9RT', lastName: 'Lovelace' })
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
    expect(readCachedTrip('W2X9RT')).toBeDefined()
  })

  it('leaving the trip drops its copy and the current trip', async () => {
    network(() => found())
    await loadTrip(LOOKUP)
    forgetTrip('k7pq2m')
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
    expect($trip.get()).toBeUndefined()
  })

  it('a change to the order drops its copy and shows the changed trip, with the same lookup', async () => {
    network(() => found())
    await loadTrip(LOOKUP)
    const changed: TripFragment = { ...confirmedTrip, order: { ...confirmedTrip.order, status: 'CANCELLED' } }
    tripChanged(changed)
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
    expect($trip.get()).toMatchObject({ status: 'found', trip: { order: { status: 'CANCELLED' } }, lookup: LOOKUP })
  })
})

describe('a lookup without a last name', () => {
  it('is not found, with no server call, when this browser keeps no copy (no failed lookup is counted)', async () => {
    const net = network(() => found())
    await expect(loadTrip({ pnr: 'K7PQ2M', lastName: ' ' }, { fetchType: 'cache' })).rejects.toMatchObject({
      code: 'TRIP_NOT_FOUND',
    })
    expect(net.requests()).toEqual([])
  })
})
