// @vitest-environment node
// Every list an operation takes has a cap, checked before any item is: a longer list is
// refused with TOO_MANY_ITEMS, which names the argument and the cap.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorOf } from '../test-support/api-error'
import { adult, bookedConversation, contact, withPassengers } from '../test-support/booking'
import { seededApi } from '../test-support/seeded-api'
import { criteria, requestContext } from '../test-support/shopping'
import type { ApiDeps } from './context'
import { updateAncillaries } from './resolvers/ancillaries'
import { updatePassengers } from './resolvers/passengers'
import { purchase } from './resolvers/purchase'
import { searchFlights } from './resolvers/search-flights'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const tooMany = (argument: string) => ({ type: 'validation', code: 'TOO_MANY_ITEMS', status: 400, argument })
const refusal = (run: () => unknown) => {
  const error = errorOf(run)
  return { ...error, argument: error.message.split(' ')[0] }
}

describe('list caps', () => {
  it('refuses 100,000 promo codes, and takes 10', () => {
    const codes = Array.from({ length: 100_000 }, (_, i) => `P${i}`)
    const search = (promoCodes: string[]) => () =>
      searchFlights(api, { criteria: criteria({ promoCodes }) }, requestContext())
    expect(refusal(search(codes))).toMatchObject(tooMany('promoCodes'))
    expect(search(codes.slice(0, 10))).not.toThrow()
  })

  it('refuses more passengers than any search takes (9)', () => {
    const key = bookedConversation(api)
    const party = Array.from({ length: 10 }, (_, i) => adult(`A${i}`))
    expect(refusal(() => updatePassengers(api, { passengers: party, contact }, requestContext(key)))).toMatchObject(
      tooMany('passengers'),
    )
  })

  it('refuses more ancillary selections than there are offers (one adult, two parts: 2 bags and 4 extras)', () => {
    const key = bookedConversation(api)
    withPassengers(api, key)
    const selections = Array.from({ length: 7 }, () => ({ code: 'BAG', passengerId: 'A1', partIndex: 0, quantity: 0 }))
    expect(refusal(() => updateAncillaries(api, { selections }, requestContext(key)))).toMatchObject(
      tooMany('selections'),
    )
  })

  it('refuses more than 10 remarks on a purchase', () => {
    const key = bookedConversation(api)
    withPassengers(api, key)
    const remarks = Array.from({ length: 11 }, () => 'window please')
    const pay = () =>
      purchase(api, { payment: { type: 'PAY_LATER' }, idempotencyKey: randomUUID(), remarks }, requestContext(key))
    expect(refusal(pay)).toMatchObject(tooMany('remarks'))
  })
})
