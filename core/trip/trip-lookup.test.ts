import { describe, expect, it } from 'vitest'
import { lookupReference, tripLookup } from './trip-lookup'

describe('which identifier a trip is looked up by', () => {
  it('reads six characters as a booking reference, upper-cased', () => {
    expect(tripLookup('abc123', 'Smith')).toEqual({ pnr: 'ABC123', lastName: 'Smith' })
  })

  it('reads any other length as an order id, kept as typed', () => {
    expect(tripLookup('ord-2026-00042', 'Smith')).toEqual({ orderId: 'ord-2026-00042', lastName: 'Smith' })
    expect(tripLookup('ABC12', 'Smith')).toEqual({ orderId: 'ABC12', lastName: 'Smith' })
  })

  it('counts the characters without the spaces around them', () => {
    expect(tripLookup('  abc123 ', ' Smith ')).toEqual({ pnr: 'ABC123', lastName: 'Smith' })
  })

  it('names a trip by its reference when the lookup has one, else by its order id', () => {
    expect(lookupReference({ pnr: 'ABC123', orderId: 'ORD-1' })).toBe('ABC123')
    expect(lookupReference({ orderId: 'ORD-1' })).toBe('ORD-1')
  })
})
