// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { withoutPersonalData } from './without-personal-data'

describe('a trip without personal data', () => {
  const kept = withoutPersonalData(confirmedTrip)

  it('has no passenger names, dates of birth, documents or loyalty numbers', () => {
    expect(kept.order.passengers).toEqual([
      {
        id: 'P1',
        type: 'ADT',
        infantOf: null,
        givenName: '',
        familyName: '',
        dateOfBirth: null,
        loyaltyProgramme: null,
        loyaltyNumber: null,
        travelDocument: null,
      },
      {
        id: 'P2',
        type: 'INF',
        infantOf: 'P1',
        givenName: '',
        familyName: '',
        dateOfBirth: null,
        loyaltyProgramme: null,
        loyaltyNumber: null,
        travelDocument: null,
      },
    ])
  })

  it('has no contact', () => {
    expect(kept.order.contact).toBeNull()
  })

  it("has no card data: a payment keeps its type and amounts but not the card's last four digits", () => {
    expect(kept.order.payments[0]).toMatchObject({ type: 'CARD', last4: null, amount: { amount: 128_460 } })
    expect(JSON.stringify(kept)).not.toContain('4242')
  })

  it('keeps the rest of the trip: flights, actions, items, totals', () => {
    expect(kept.order.segments).toEqual(confirmedTrip.order.segments)
    expect(kept.actions).toEqual(confirmedTrip.actions)
    expect(kept.order.items).toEqual(confirmedTrip.order.items)
    expect(kept.order.total).toEqual(confirmedTrip.order.total)
  })

  it('leaves the trip it was given as it was', () => {
    expect(confirmedTrip.order.passengers[0]?.familyName).toBe('Lovelace')
  })
})
