// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brokenLimit } from '../../test-support/limits'
import { maxConversationStarts } from './one-conversation-start'

const search = (alias: string) =>
  `${alias}: searchFlights(criteria: { awardBooking: false, searchType: BRANDED, itineraryParts: [], passengers: { ADT: 1 } }) { partIndex }`

describe('the conversation start limit', () => {
  it('lets one searchFlights through', () => {
    expect(brokenLimit(`mutation { ${search('a')} }`)).toBeUndefined()
  })

  it('refuses a second searchFlights under an alias with TOO_MANY_CONVERSATION_STARTS', () => {
    expect(brokenLimit(`mutation { ${search('a')} ${search('b')} }`)).toEqual({
      code: 'TOO_MANY_CONVERSATION_STARTS',
      limit: maxConversationStarts,
    })
  })

  it('counts a searchFlights spread twice from a fragment', () => {
    expect(brokenLimit(`mutation { ...S ...S } fragment S on Mutation { ${search('a')} }`)).toEqual({
      code: 'TOO_MANY_CONVERSATION_STARTS',
      limit: maxConversationStarts,
    })
  })

  it('counts metaSearch beside searchFlights as a second start', () => {
    const land = 'metaSearch(input: $input) { referrerCode }'
    expect(brokenLimit(`mutation($input: MetaSearchInput!) { ${search('a')} ${land} }`)).toEqual({
      code: 'TOO_MANY_CONVERSATION_STARTS',
      limit: maxConversationStarts,
    })
  })

  it('leaves mutations that start no conversation alone', () => {
    const release = (alias: string) => `${alias}: releaseSeat(segmentIndex: 0, passengerId: "p1")`
    expect(brokenLimit(`mutation { ${release('a')} ${release('b')} }`)).toBeUndefined()
  })
})
