// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tripLookupFromHash } from './trip-link'

const CHANNELS = ['b2c', 'b2b']
const read = (hash: string) => tripLookupFromHash(hash, CHANNELS)

describe('a manage-booking address', () => {
  it('names a trip to retrieve when it has a reference and a last name', () => {
    expect(read('#/b2c/myb?pnr=k7pq2m&lastName=Lovelace')).toEqual({
      reference: 'K7PQ2M',
      lookup: { pnr: 'K7PQ2M', lastName: 'Lovelace' },
    })
  })

  it('names a trip without a lookup when it has the reference alone (a reload)', () => {
    expect(read('#/b2c/myb?pnr=K7PQ2M')).toEqual({ reference: 'K7PQ2M' })
  })

  it('reads an identifier that is not six characters as an order id, whichever parameter holds it', () => {
    expect(read('#/b2c/myb?pnr=ORD-7F3K2Q9M&lastName=Lovelace')?.lookup).toEqual({
      orderId: 'ORD-7F3K2Q9M',
      lastName: 'Lovelace',
    })
    expect(read('#/myb?orderId=ORD-7F3K2Q9M')).toEqual({ reference: 'ORD-7F3K2Q9M' })
  })

  it('takes both identifiers as named when it has both', () => {
    expect(read('#/b2b/myb?pnr=k7pq2m&orderId=ORD-1&lastName=Lovelace')?.lookup).toEqual({
      pnr: 'K7PQ2M',
      orderId: 'ORD-1',
      lastName: 'Lovelace',
    })
  })

  it('names no trip without an identifier, or on another page', () => {
    expect(read('#/b2c/myb?lastName=Lovelace')).toBeUndefined()
    expect(read('#/b2c/passengers?pnr=K7PQ2M&lastName=Lovelace')).toBeUndefined()
  })
})
