// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../graphql/context'
import { purchase } from '../graphql/resolvers/purchase'
import { errorOf } from '../test-support/api-error'
import { bookedConversation, withPassengers, cardPayment } from '../test-support/booking'
import { seededApi } from '../test-support/seeded-api'
import { requestContext } from '../test-support/shopping'
import { payHeldOrderFor } from './pay-held-order'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const visa = cardPayment('4111111111111111')
const mastercard = cardPayment('5555555555554444')
const reused = { type: 'businessLogic', code: 'IDEMPOTENCY_KEY_REUSED', status: 409 }

/** The reference of a new order held with pay later. */
function heldOrder(): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  const held = purchase(api, { payment: { type: 'PAY_LATER' }, idempotencyKey: randomUUID() }, requestContext(key))
  return held.order?.reference ?? ''
}

const payHeld = (reference: string, payment: typeof visa | (typeof visa & { installments: number }), key: string) =>
  payHeldOrderFor(api.booking, api.now(), reference, "O'Brien-Smith", payment, key)

describe('payHeldOrder with an idempotency key sent again', () => {
  it('answers the first payment when the request is the same', () => {
    const reference = heldOrder()
    const key = randomUUID()
    const first = payHeld(reference, visa, key)
    expect(payHeld(reference, visa, key)).toEqual(first)
    expect(first.order?.payments).toHaveLength(1)
  })

  it('refuses another card with IDEMPOTENCY_KEY_REUSED and charges nothing more', () => {
    const reference = heldOrder()
    const key = randomUUID()
    payHeld(reference, visa, key)
    const refused = errorOf(() => payHeld(reference, mastercard, key))
    expect(refused).toMatchObject(reused)
    expect(refused.message).toMatch(/send a new idempotency key/)
    expect(api.booking.orders.order(reference)?.payments).toMatchObject([{ last4: '1111' }])
  })

  it('refuses the same card asked to pay another amount (installments)', () => {
    const reference = heldOrder()
    const key = randomUUID()
    payHeld(reference, visa, key)
    expect(errorOf(() => payHeld(reference, { ...visa, installments: 3 }, key))).toMatchObject(reused)
  })
})
