// The cart's car and hotel with their dates, for the extras' Car and hotel (resolver test).
import { describe, expect, it } from 'vitest'
import { bookedConversation } from '../test-support/booking'
import { seededApi } from '../test-support/seeded-api'
import { send } from '../test-support/send'

const availability = `query ($locationId: ID!, $pickUp: String!, $dropOff: String!) {
  carAvailability(locationId: $locationId, pickUp: $pickUp, dropOff: $dropOff) { quote { quoteId } }
}`
const add = `mutation ($quoteId: ID!) { addProductToCart(quoteId: $quoteId) { products { kind startsAt endsAt } } }`
const cart = '{ cart { products { kind startsAt endsAt } } }'

describe("the cart's partner products", () => {
  it("carry a car's pick-up and drop-off, airport-local, as the order does", async () => {
    const api = seededApi()
    const key = bookedConversation(api)
    const offers = await send<{ carAvailability: Array<{ quote: { quoteId: string } }> }>(
      api,
      availability,
      { locationId: 'JFK-ENTERPRISE', pickUp: '2026-06-05T20:00', dropOff: '2026-06-09T10:00' },
      key,
    )
    const quoteId = offers.data?.carAvailability[0]?.quote.quoteId ?? ''
    const added = await send<{ addProductToCart: { products: unknown[] } }>(api, add, { quoteId }, key)
    const car = { kind: 'CAR', startsAt: '2026-06-05T20:00', endsAt: '2026-06-09T10:00' }
    expect(added.data?.addProductToCart.products).toEqual([car])
    const read = await send<{ cart: { products: unknown[] } }>(api, cart, {}, key)
    expect(read.data?.cart.products).toEqual([car])
  })
})
