// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { TripFragment } from '../api/generated/operations'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { lookupAfterChange } from './lookup-after-change'

/** The confirmed trip with Ada's family name spelt `familyName`. */
function spelt(familyName: string): TripFragment {
  const passengers = confirmedTrip.order.passengers.map((p) => (p.id === 'P1' ? { ...p, familyName } : p))
  return { ...confirmedTrip, order: { ...confirmedTrip.order, passengers } }
}

describe('lookupAfterChange', () => {
  it('follows the fixed spelling of the family name the lookup used', () => {
    const lookup = { pnr: 'K7PQ2M', lastName: 'lovelace' }
    expect(lookupAfterChange(lookup, confirmedTrip, spelt('Lovelance'))).toEqual({
      pnr: 'K7PQ2M',
      lastName: 'Lovelance',
    })
  })

  it('keeps the lookup when the name it used is unchanged', () => {
    const lookup = { pnr: 'K7PQ2M', lastName: 'Lovelace' }
    expect(lookupAfterChange(lookup, confirmedTrip, confirmedTrip)).toBe(lookup)
  })
})
