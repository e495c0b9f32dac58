import { afterEach, describe, expect, it, vi } from 'vitest'
import { rest } from './rest'
import { graphql } from './graphql'
import { DEFAULT_RETRY } from './retry-config'
import { fakeNetwork, jsonResponse, networkDown, cleanPageBetweenTests, type Answer } from '../../test/fake-network'

cleanPageBetweenTests()
// A failure's beacon is sent once its code has loaded (send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

/** Retries on for the `trips` service and the `flightStatus` operation, 1 ms apart so tests stay fast. */
const retryOn = (overrides: Record<string, unknown> = {}) => ({
  retry: { enabled: true, retries: 3, delayMs: 1, services: ['trips', 'flightStatus'], ...overrides },
})
const getTrips = (service = 'trips') => rest({ method: 'GET', service, path: '/trips' }).catch((e: unknown) => e)
const serverDown: Answer = () => jsonResponse({ message: 'down' }, 503)

describe('retry', () => {
  it('is disabled by default, with 3 retries 1000 ms apart', () => {
    expect(DEFAULT_RETRY).toEqual({ enabled: false, retries: 3, delayMs: 1000, services: [] })
  })

  it('retries a 5xx on a flagged service, then fails with the retry count', async () => {
    const network = fakeNetwork(serverDown, retryOn())
    const error = await getTrips()
    expect(network.requests()).toHaveLength(4)
    expect(error).toMatchObject({ type: 'HTTPERROR', status: 503, retryCount: 3 })
  })

  it('retries a network failure on a flagged service, then fails with a clear error', async () => {
    const network = fakeNetwork(networkDown, retryOn())
    const error = await getTrips()
    expect(network.requests()).toHaveLength(4)
    expect(error).toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'no response received',
      retryCount: 3,
      translationKey: 'errors.NETWORK_ERROR',
    })
  })

  it('returns the answer of a retry that succeeds', async () => {
    let calls = 0
    fakeNetwork(() => (++calls < 3 ? jsonResponse({ message: 'down' }, 503) : jsonResponse({ trips: [] })), retryOn())
    await expect(rest({ method: 'GET', service: 'trips', path: '/trips' })).resolves.toEqual({ trips: [] })
    expect(calls).toBe(3)
  })

  it('does not retry a 4xx', async () => {
    const network = fakeNetwork(() => jsonResponse({}, 404), retryOn())
    const error = await getTrips()
    expect(network.requests()).toHaveLength(1)
    expect(error).toMatchObject({ status: 404, retryCount: 0 })
  })

  it('does not retry a 429 even on a flagged service: the traveller is shown the wait instead', async () => {
    const network = fakeNetwork(() => jsonResponse({}, 429, { 'retry-after': '1' }), retryOn())
    const error = await getTrips()
    expect(network.requests()).toHaveLength(1)
    expect(error).toMatchObject({ status: 429, retryCount: 0 })
  })

  it('does not retry a service that is not flagged', async () => {
    const network = fakeNetwork(serverDown, retryOn())
    await getTrips('cart')
    expect(network.requests()).toHaveLength(1)
  })

  it('does not retry a flagged service while retry is disabled', async () => {
    const network = fakeNetwork(serverDown, retryOn({ enabled: false }))
    await getTrips()
    expect(network.requests()).toHaveLength(1)
  })

  it('uses the configured number of retries', async () => {
    const network = fakeNetwork(serverDown, retryOn({ retries: 1 }))
    await expect(getTrips()).resolves.toMatchObject({ retryCount: 1 })
    expect(network.requests()).toHaveLength(2)
  })

  it('waits the configured delay between tries', async () => {
    vi.useFakeTimers()
    const network = fakeNetwork(serverDown, retryOn({ delayMs: 1000, retries: 1 }))
    const result = getTrips()
    await vi.advanceTimersByTimeAsync(999)
    expect(network.requests()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toMatchObject({ retryCount: 1 })
    expect(network.requests()).toHaveLength(2)
  })

  it('reports each retry and the final failure to the beacon with the retry count', async () => {
    const network = fakeNetwork(serverDown, retryOn())
    await getTrips()
    // The beacon's code is loaded with the first failure (send.ts).
    await vi.dynamicImportSettled()
    expect(network.beacons().map((url) => url.searchParams.get('retryCount'))).toEqual(['1', '2', '3', '3'])
    expect(network.beacons().every((url) => url.searchParams.get('responseStatus') === '503')).toBe(true)
  })

  it('retries an internal error a GraphQL answer carries in its body (HTTP 200, status 500 in extensions), then fails with the count', async () => {
    const internal = () =>
      jsonResponse({
        data: null,
        errors: [{ message: 'Internal error', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }],
      })
    const network = fakeNetwork(internal, retryOn())
    const error = await graphql('query flightStatus { flightStatus { airlineCode } }', {}).catch((e: unknown) => e)
    expect(network.requests()).toHaveLength(4)
    expect(error).toMatchObject({ type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500, retryCount: 3 })
  })

  it('does not retry a business error a GraphQL answer carries in its body', async () => {
    const notFound = () =>
      jsonResponse({
        data: null,
        errors: [
          { message: 'No such flight', extensions: { type: 'businessLogic', code: 'FLIGHT_NOT_FOUND', status: 404 } },
        ],
      })
    const network = fakeNetwork(notFound, retryOn())
    await expect(graphql('query flightStatus { flightStatus { airlineCode } }', {})).rejects.toMatchObject({
      code: 'FLIGHT_NOT_FOUND',
      status: 404,
      retryCount: 0,
    })
    expect(network.requests()).toHaveLength(1)
  })

  it('flags GraphQL operations by their operation name', async () => {
    const network = fakeNetwork(networkDown, retryOn())
    await graphql('query flightStatus { flightStatus { airlineCode } }', {}).catch(() => undefined)
    expect(network.requests()).toHaveLength(4)
  })
})
