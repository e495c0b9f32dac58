// @vitest-environment node
// An exchange waiting for the bank while another change of the same order is paid: the
// bank's approval comes for a change priced on the order as it no longer stands, so it
// charges nothing and the order keeps the change that was paid.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { OrderDetails } from '../../booking/order-details'
import type { SearchCriteriaInput } from '../../graphql/generated/resolvers'
import { addItinerary } from '../../graphql/resolvers/add-itinerary'
import { completeChallenge, purchase } from '../../graphql/resolvers/purchase'
import { searchFlights } from '../../graphql/resolvers/search-flights'
import { errorOf } from '../../test-support/api-error'
import { cardPayment, roundTrip } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { criteria, requestContext } from '../../test-support/shopping'
import { orderToChange, tripChange } from '../../test-support/trip-change'

const api = seededApi()
const [outbound, inbound] = roundTrip as [(typeof roundTrip)[number], (typeof roundTrip)[number]]

/** An exchange conversation on the order with the classic outbound of `date` chosen, the return kept. */
function exchangeTo(reference: string, date: string): string {
  const { key, answer } = tripChange(api, reference, 'EXCHANGE')
  const kept = answer.parts[1]?.offerRef ?? ''
  const parts = [
    { ...outbound, date },
    { ...inbound, selectedOfferRef: kept },
  ] as SearchCriteriaInput['itineraryParts']
  const found = searchFlights(
    api,
    { criteria: criteria({ exchangeType: 'VOLUNTARY', passengers: null }, parts) },
    requestContext(key),
  )
  const offer = found.offers?.offers.flatMap((o) => o.brandOffers).find((b) => b.brandId === 'classic')
  addItinerary(api, { offerRefs: [offer?.offerRef ?? '', kept] }, requestContext(key))
  return key
}

const pay = (key: string, number: string) =>
  purchase(api, { payment: cardPayment(number), idempotencyKey: randomUUID() }, requestContext(key))
const payments = (reference: string) =>
  api.booking.db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(reference)

describe('an exchange approved by the bank after another change of the order was paid', () => {
  it('is refused with ORDER_CHANGED, charges nothing and leaves the order with the change that was paid', () => {
    const { reference } = orderToChange(api)
    const waiting = pay(exchangeTo(reference, '2026-06-06'), '4000000000003220')
    expect(waiting.status).toBe('CHALLENGE_REQUIRED')
    expect(pay(exchangeTo(reference, '2026-06-07'), '4111111111111111').status).toBe('CONFIRMED')
    const error = errorOf(() => completeChallenge(api, { challengeId: waiting.challengeId ?? '', outcome: 'SUCCESS' }))
    expect([error.code, error.status]).toEqual(['ORDER_CHANGED', 409])
    expect(payments(reference)).toEqual({ n: 2 })
    const details = api.booking.orders.details(reference) as OrderDetails
    expect(details.segments[0]?.date).toBe('2026-06-07')
  })
})
