// A 429 (too many requests) becomes an error that says how long to wait.
import { describe, expect, it } from 'vitest'
import { graphql } from './graphql'
import { DEFAULT_RETRY_AFTER_SECONDS } from './retry-after'
import { fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'

cleanPageBetweenTests()

const SEARCH = 'mutation searchFlights { searchFlights { partIndex } }'
const refusal = (extensions: Record<string, unknown> = {}) => ({
  data: null,
  errors: [
    {
      message: 'Too many new conversations',
      extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429, ...extensions },
    },
  ],
})
const search = () => graphql(SEARCH, {}).catch((e: unknown) => e)

describe('a 429 answer', () => {
  it('is an HTTPERROR with its code and the Retry-After header in retryAfterSeconds', async () => {
    fakeNetwork(() => jsonResponse(refusal({ retryAfterSeconds: 40 }), 429, { 'retry-after': '12' }))
    expect(await search()).toMatchObject({
      type: 'HTTPERROR',
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 12,
    })
  })

  it("takes the error's retryAfterSeconds when the header cannot be read (not exposed across origins)", async () => {
    fakeNetwork(() => jsonResponse(refusal({ retryAfterSeconds: 40 }), 429))
    expect(await search()).toMatchObject({ retryAfterSeconds: 40 })
  })

  it('waits the default when neither the header nor the body says how long', async () => {
    fakeNetwork(() => jsonResponse({}, 429))
    expect(await search()).toMatchObject({ status: 429, retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS })
  })

  it('names no wait on other errors', async () => {
    fakeNetwork(() => jsonResponse({}, 503, { 'retry-after': '12' }))
    expect(await search()).toMatchObject({ status: 503, retryAfterSeconds: undefined })
  })
})
