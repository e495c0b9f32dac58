import { describe, expect, it } from 'vitest'
import { rest } from './rest'
import { DxError, INVALID_REQUEST_CODE, fromServerError, isDxError } from './errors'
import { fakeNetwork, jsonResponse, networkDown, cleanPageBetweenTests } from '../../test/fake-network'

cleanPageBetweenTests()

const call = () => rest({ method: 'GET', service: 'trips', path: '/trips' }).catch((e: unknown) => e)

describe('error catalogue', () => {
  it('turns a non-2xx answer into an HTTPERROR carrying status, status text and the JSON body', async () => {
    fakeNetwork(() => jsonResponse({ reason: 'down' }, 503, {}))
    const error = await call()
    expect(error).toBeInstanceOf(DxError)
    expect(error).toMatchObject({ type: 'HTTPERROR', status: 503, body: { reason: 'down' } })
  })

  it('reads a non-JSON error body as text', async () => {
    fakeNetwork(
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
    )
    await expect(call()).resolves.toMatchObject({
      type: 'HTTPERROR',
      status: 502,
      statusText: 'Bad Gateway',
      body: '<h1>Bad gateway</h1>',
    })
  })

  it("carries the server's code, message, details and type along with the status and status text", async () => {
    const body = {
      errors: [
        { code: 'PNR_LOCKED', message: 'Booking is locked', details: { retryAfter: 30 }, type: 'businessLogic' },
      ],
    }
    fakeNetwork(
      () =>
        new Response(JSON.stringify(body), {
          status: 409,
          statusText: 'Conflict',
          headers: { 'content-type': 'application/json' },
        }),
    )
    await expect(call()).resolves.toMatchObject({
      type: 'businessLogic',
      status: 409,
      statusText: 'Conflict',
      code: 'PNR_LOCKED',
      message: 'Booking is locked',
      details: { retryAfter: 30 },
      body,
    })
  })

  it("turns a network failure into NETWORK_ERROR with the message 'no response received'", async () => {
    fakeNetwork(networkDown)
    await expect(call()).resolves.toMatchObject({ type: 'NETWORK_ERROR', message: 'no response received' })
  })

  it('flags the invalid-request code as an expired execution', () => {
    expect(fromServerError({ code: INVALID_REQUEST_CODE, message: 'Conversation completed' }).type).toBe(
      'EXECUTION_EXPIRED',
    )
  })

  it.each(['businessLogic', 'BusinessLogic', 'validation'] as const)('keeps the server type %s', (type) => {
    expect(fromServerError({ message: 'no', extensions: { type } }).type).toBe(type)
  })

  it('treats an unknown server type as HTTPERROR', () => {
    expect(fromServerError({ message: 'no', type: 'somethingElse' }).type).toBe('HTTPERROR')
  })

  it('names a translation key for each type, BusinessLogic sharing businessLogic', () => {
    expect(new DxError({ type: 'NETWORK_ERROR', message: 'x' }).translationKey).toBe('errors.NETWORK_ERROR')
    expect(new DxError({ type: 'BusinessLogic', message: 'x' }).translationKey).toBe('errors.businessLogic')
  })

  it('asks for a reload, not for the details to be checked, when the server cannot read the page’s document', () => {
    // What the server answers a field it does not know: the page's code is older or newer than the server's.
    const refused = fromServerError(
      {
        message: 'Cannot query field "booked" on type "FlightOffer".',
        extensions: { type: 'validation', code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
      },
      400,
    )
    expect(refused.translationKey).toBe('errors.unexpected')
    expect(
      fromServerError({ message: 'no', extensions: { type: 'validation', code: 'INVALID_PASSENGERS' } }).translationKey,
    ).toBe('errors.validation')
  })
})

describe('isDxError', () => {
  it("recognises an error made by another bundle's copy of the class (a prefetched call)", () => {
    class OtherBundleDxError extends Error {
      type = 'businessLogic'
      code = 'FLIGHT_NOT_FOUND'
      override name = 'DxError'
    }
    expect(isDxError(new OtherBundleDxError('x'))).toBe(true)
    expect(isDxError(new DxError({ type: 'HTTPERROR', message: 'x' }))).toBe(true)
    expect(isDxError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isDxError({ name: 'DxError', type: 'HTTPERROR' })).toBe(false)
  })
})
