// @vitest-environment node
// When a search without an execution header stores its conversation: only once it is
// answered, in one write, and never for a client over its allowance of new ones.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/open'
import { errorOf } from '../../test-support/api-error'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { criteria, requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import type { NewConversationAllowance } from '../request-context'
import { rateLimitedError } from '../errors'
import type { OffersPageInput, SearchCriteriaInput } from '../generated/resolvers'
import { searchFlights } from './search-flights'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

const conversations = () =>
  db
    .prepare<[], { key: string; criteria: string | null }>('SELECT execution_key AS key, criteria FROM conversations')
    .all()

/** Searches as a client without an execution header; its issued key and what the allowance heard. */
function newSearch(
  input: SearchCriteriaInput,
  options: { page?: OffersPageInput; deps?: ApiDeps; allowance?: Partial<NewConversationAllowance> } = {},
) {
  const heard: string[] = []
  const context = requestContext(undefined, {
    check: options.allowance?.check ?? (() => void heard.push('check')),
    opened: () => void heard.push('opened'),
  })
  let error: unknown
  try {
    searchFlights(options.deps ?? api, { criteria: input, page: options.page }, context)
  } catch (thrown) {
    error = thrown
  }
  return { issued: context.issued, heard, error }
}

describe('a search without an execution header', () => {
  it('stores one conversation with its criteria once answered, under the key it issues', () => {
    const before = conversations().length
    const { issued } = newSearch(criteria({ promoCodes: ['NOSUCHPROMO'] }))
    const stored = conversations()
    expect(stored).toHaveLength(before + 1)
    expect(stored.find((row) => row.key === issued)?.criteria).toContain('"origin":"LHR"')
  })

  it('tells the allowance it opened a conversation, after checking it', () => {
    expect(newSearch(criteria()).heard).toEqual(['check', 'opened'])
  })

  it('stores nothing and issues no key when its criteria are invalid', () => {
    const before = conversations()
    const { issued, error } = newSearch(criteria({ currency: 'XXX' }))
    expect(error).toBeDefined()
    expect([issued, conversations()]).toEqual([undefined, before])
  })

  it('stores nothing when its page is invalid', () => {
    const before = conversations()
    newSearch(criteria(), { page: { limit: 101 } })
    expect(conversations()).toEqual(before)
  })

  it('stores nothing when it names an offer it cannot have been given', () => {
    const before = conversations()
    const parts = [
      { origin: 'LHR', destination: 'JFK', date: '2026-06-05', selectedOfferRef: 'not a ref!' },
      { origin: 'JFK', destination: 'LHR', date: '2026-06-09' },
    ]
    newSearch(criteria({}, parts))
    expect(conversations()).toEqual(before)
  })

  it('stores nothing and counts nothing when building its offers fails', () => {
    const failing: ApiDeps = {
      ...api,
      shopping: {
        ...api.shopping,
        scheduleOptions: () => {
          throw new Error('schedules unavailable')
        },
      },
    }
    const before = conversations()
    const { issued, heard, error } = newSearch(criteria(), { deps: failing })
    expect(error).toBeInstanceOf(Error)
    expect([issued, heard, conversations()]).toEqual([undefined, ['check'], before])
  })

  it('is refused before it runs when the client is over its allowance, storing nothing', () => {
    const before = conversations()
    const refusing = {
      check: () => {
        throw rateLimitedError(12)
      },
    }
    expect(
      errorOf(() => {
        const { error } = newSearch(criteria(), { allowance: refusing })
        throw error
      }),
    ).toMatchObject({ type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429 })
    expect(conversations()).toEqual(before)
  })
})

describe('a search in an existing conversation', () => {
  it('asks nothing of the allowance', () => {
    const { issued } = newSearch(criteria())
    const heard: string[] = []
    const context = requestContext(issued, {
      check: () => void heard.push('check'),
      opened: () => void heard.push('opened'),
    })
    searchFlights(api, { criteria: criteria() }, context)
    expect(heard).toEqual([])
  })
})
