// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { bookedConversation } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { combinablePaymentOptions } from './payment-extras'
import { toPaymentOptions } from './payment-option-shape'
import { paymentOptions } from './purchase'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

describe('toPaymentOptions: the one PaymentOption shape of paymentOptions and combinablePaymentOptions', () => {
  it('gives each surcharge its per mille and its fixed fee as money in the booking currency', () => {
    const option = {
      type: 'CARD',
      name: 'Card',
      holdHours: null,
      surcharges: [{ cardType: 'AMEX' as const, perMille: 25, fixedUsdCents: 100 }],
    }
    expect(toPaymentOptions([option], 'EUR')).toEqual([
      {
        type: 'CARD',
        name: 'Card',
        holdHours: null,
        surcharges: [{ cardType: 'AMEX', perMille: 25, fixed: { amount: 92, currency: 'EUR' } }],
      },
    ])
  })

  it('is what both queries answer for the same form of payment', () => {
    const context = requestContext(bookedConversation(api))
    const card = paymentOptions(api, context).find((o) => o.type === 'CARD')
    const withVoucher = combinablePaymentOptions(api, { firstPaymentType: 'VOUCHER' }, context).find(
      (o) => o.type === 'CARD',
    )
    expect(withVoucher).toEqual(card)
  })
})
