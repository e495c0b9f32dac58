// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { offerLifetimeMs } from '../../booking/currency-conversion'
import type { Db } from '../../db/open'
import { errorOf } from '../../test-support/api-error'
import { bookedConversation, withPassengers } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { cart } from './add-itinerary'
import { combinablePaymentOptions, currencyConversionOffer, installmentOptions, paymentDetails } from './payment-extras'
import { purchase } from './purchase'

let db: Db
let api: ApiDeps
let now = frozenNow
beforeAll(() => {
  db = seededDb()
  api = seededApi(db, () => now)
})

const cardPayment = (number: string, extra: { installments?: number; conversionOfferId?: string } = {}) => ({
  type: 'CARD',
  card: {
    number,
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: number.startsWith('3') ? '1234' : '123',
    holderName: 'Ada Lovelace',
  },
  ...extra,
})

function readyConversation(): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  return key
}

const pay = (key: string, payment: ReturnType<typeof cardPayment> | { type: string; installments?: number }) =>
  purchase(api, { payment, idempotencyKey: randomUUID() }, requestContext(key))

describe('installmentOptions', () => {
  it('splits the cart into 3, 6 and 12 for VISA, installments summing to each total', () => {
    const key = readyConversation()
    const due = cart(api, requestContext(key)).total.amount
    const options = installmentOptions(api, { cardType: 'VISA' }, requestContext(key))
    expect(options.map((o) => o.count)).toEqual([3, 6, 12])
    expect(options[0]?.total).toEqual({ amount: due, currency: 'USD' })
    for (const o of options)
      expect(o.perInstallment.amount * (o.count - 1) + o.lastInstallment.amount).toBe(o.total.amount)
  })

  it('offers none for AMEX and refuses an unknown brand', () => {
    const key = readyConversation()
    expect(installmentOptions(api, { cardType: 'AMEX' }, requestContext(key))).toEqual([])
    expect(errorOf(() => installmentOptions(api, { cardType: 'DINERS' }, requestContext(key)))).toMatchObject({
      type: 'validation',
      code: 'INVALID_CARD_TYPE',
    })
  })

  it('needs the conversation', () => {
    expect(errorOf(() => installmentOptions(api, { cardType: 'VISA' }, requestContext()))).toMatchObject({
      code: 'ERR.SSW.CLIENT.INVALID_REQUEST',
    })
  })
})

describe('purchase in installments', () => {
  it('charges the plan total and records the count on the payment and the order', () => {
    const key = readyConversation()
    const six = installmentOptions(api, { cardType: 'VISA' }, requestContext(key)).find((o) => o.count === 6)
    const result = pay(key, cardPayment('4111111111111111', { installments: 6 }))
    expect(result.order).toMatchObject({
      total: six?.total,
      installments: 6,
      payments: [{ installments: 6, amount: six?.total, charged: six?.total }],
    })
  })

  it('refuses a count the card is not offered, before any charge', () => {
    const key = readyConversation()
    expect(errorOf(() => pay(key, cardPayment('4111111111111111', { installments: 5 })))).toMatchObject({
      code: 'INVALID_INSTALLMENTS',
    })
    expect(errorOf(() => pay(key, cardPayment('378282246310005', { installments: 3 })))).toMatchObject({
      code: 'INVALID_INSTALLMENTS',
    })
    expect(db.prepare('SELECT COUNT(*) AS n FROM purchase_attempts WHERE execution_key = ?').get(key)).toEqual({ n: 0 })
  })

  it('refuses installments on another form of payment', () => {
    expect(errorOf(() => pay(readyConversation(), { type: 'PAY_LATER', installments: 3 }))).toMatchObject({
      code: 'CARD_ONLY_OPTION',
    })
  })

  it('pays at once when installments is 1', () => {
    expect(
      pay(readyConversation(), cardPayment('4111111111111111', { installments: 1 })).order?.installments,
    ).toBeNull()
  })
})

describe('currencyConversionOffer', () => {
  it("offers the amount due in the GBP card's currency, tied to the conversation, for 15 minutes", () => {
    const key = readyConversation()
    const due = cart(api, requestContext(key)).total.amount
    const offer = currencyConversionOffer(api, { bin: '411111' }, requestContext(key))
    expect(offer).toMatchObject({
      original: { amount: due, currency: 'USD' },
      amount: { amount: Math.round(due * 0.8137), currency: 'GBP' },
      rate: '0.8137',
      markupPerMille: 30,
    })
    expect(offer?.expiresAt).toBe(new Date(frozenNow + offerLifetimeMs).toISOString())
    expect(offer?.id).toMatch(/^[A-Za-z0-9_-]{16}$/)
  })

  it('offers nothing for a USD card', () => {
    expect(currencyConversionOffer(api, { bin: '400000' }, requestContext(readyConversation()))).toBeNull()
  })

  it('includes the brand surcharge in the amount it converts', () => {
    const key = readyConversation()
    const due = cart(api, requestContext(key)).total.amount
    // 555555 is a MASTERCARD BIN (no surcharge); AMEX BINs are not in the demo table.
    expect(currencyConversionOffer(api, { bin: '555555' }, requestContext(key))?.original.amount).toBe(due)
  })
})

describe('purchase with a conversion offer', () => {
  it('charges the converted amount and keeps the order total in the booking currency', () => {
    const key = readyConversation()
    const offer = currencyConversionOffer(api, { bin: '411111' }, requestContext(key))
    const result = pay(key, cardPayment('4111111111111111', { conversionOfferId: offer?.id ?? '' }))
    expect(result.status).toBe('CONFIRMED')
    expect(result.order?.total).toEqual(offer?.original)
    expect(result.order?.payments[0]).toMatchObject({
      amount: offer?.original,
      charged: offer?.amount,
      conversionRate: '0.8137',
      last4: '1111',
    })
    const row = db
      .prepare(
        'SELECT amount, currency, charged_amount AS charged, charged_currency AS chargedCurrency FROM payments WHERE order_reference = ?',
      )
      .get(result.order?.reference)
    expect(row).toEqual({
      amount: offer?.original.amount,
      currency: 'USD',
      charged: offer?.amount.amount,
      chargedCurrency: 'GBP',
    })
  })

  it('converts the installment plan total when both are chosen', () => {
    const key = readyConversation()
    const offer = currencyConversionOffer(api, { bin: '411111' }, requestContext(key))
    const payment = pay(key, cardPayment('4111111111111111', { conversionOfferId: offer?.id ?? '', installments: 12 }))
      .order?.payments[0]
    expect(payment?.installments).toBe(12)
    expect(payment?.charged).toEqual({ amount: Math.round((payment?.amount.amount ?? 0) * 0.8137), currency: 'GBP' })
  })

  it("refuses another conversation's offer", () => {
    const offer = currencyConversionOffer(api, { bin: '411111' }, requestContext(readyConversation()))
    expect(
      errorOf(() => pay(readyConversation(), cardPayment('4111111111111111', { conversionOfferId: offer?.id ?? '' }))),
    ).toMatchObject({ code: 'UNKNOWN_CONVERSION_OFFER' })
  })

  it('refuses an expired offer', () => {
    const key = readyConversation()
    const offer = currencyConversionOffer(api, { bin: '411111' }, requestContext(key))
    now = frozenNow + offerLifetimeMs + 1
    try {
      expect(
        errorOf(() => pay(key, cardPayment('4111111111111111', { conversionOfferId: offer?.id ?? '' }))),
      ).toMatchObject({ code: 'CONVERSION_OFFER_EXPIRED' })
    } finally {
      now = frozenNow
    }
  })

  it('refuses an offer made for another card', () => {
    const key = readyConversation()
    const offer = currencyConversionOffer(api, { bin: '411111' }, requestContext(key))
    expect(
      errorOf(() => pay(key, cardPayment('5555555555554444', { conversionOfferId: offer?.id ?? '' }))),
    ).toMatchObject({ code: 'CONVERSION_OFFER_CARD_MISMATCH' })
  })

  it('leaves the test cards as they are without an offer: declined, then approved in the booking currency', () => {
    const key = readyConversation()
    expect(errorOf(() => pay(key, cardPayment('4000000000000002')))).toMatchObject({ code: 'PAYMENT_DECLINED' })
    expect(pay(key, cardPayment('4111111111111111')).order?.payments[0]?.conversionRate).toBeNull()
  })
})

describe('combinablePaymentOptions and paymentDetails', () => {
  it('combines a card with a ZZ travel voucher and a voucher with a card, with surcharge configurations', () => {
    const key = readyConversation()
    const withCard = combinablePaymentOptions(api, { firstPaymentType: 'CARD' }, requestContext(key))
    expect(withCard).toEqual([
      {
        type: 'VOUCHER',
        name: 'ZZ travel voucher',
        holdHours: null,
        surcharges: [{ cardType: null, perMille: 0, fixed: { amount: 0, currency: 'USD' } }],
      },
    ])
    expect(
      combinablePaymentOptions(api, { firstPaymentType: 'VOUCHER' }, requestContext(key)).map((o) => o.type),
    ).toEqual(['CARD'])
  })

  it('combines nothing with ZZPAY or pay later, and refuses an unknown type', () => {
    const key = readyConversation()
    expect(combinablePaymentOptions(api, { firstPaymentType: 'ZZPAY' }, requestContext(key))).toEqual([])
    expect(combinablePaymentOptions(api, { firstPaymentType: 'PAY_LATER' }, requestContext(key))).toEqual([])
    expect(
      errorOf(() => combinablePaymentOptions(api, { firstPaymentType: 'CASH' }, requestContext(key))),
    ).toMatchObject({ code: 'INVALID_PAYMENT_TYPE' })
  })

  it('says which fields each form of payment needs and the brands a card may be', () => {
    expect(paymentDetails({ type: 'CARD' })).toEqual({
      type: 'CARD',
      fields: ['number', 'expiry', 'cvc', 'holderName', 'billing'],
      cardTypes: ['VISA', 'MASTERCARD', 'AMEX'],
    })
    expect(paymentDetails({ type: 'ZZPAY' })).toEqual({ type: 'ZZPAY', fields: [], cardTypes: [] })
    expect(paymentDetails({ type: 'PAY_LATER' })).toEqual({ type: 'PAY_LATER', fields: [], cardTypes: [] })
    expect(errorOf(() => paymentDetails({ type: 'cash' }))).toMatchObject({
      type: 'validation',
      code: 'INVALID_PAYMENT_TYPE',
    })
  })
})
