// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DxError } from '../../../../core/http/errors'
import {
  checkCardForm,
  EMPTY_FORM,
  hasProblems,
  problemsFromError,
  purchaseRequest,
  type PaymentFormValues,
} from './payment-form'

const now = new Date(2026, 10, 21)
const filled: PaymentFormValues = {
  ...EMPTY_FORM,
  number: '4111 1111 1111 1111',
  expiryMonth: '12',
  expiryYear: '2028',
  cvc: '123',
  holderName: 'Ada Lovelace',
  street: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
}

describe('card payment form', () => {
  it('has no problem when everything is filled in well', () => {
    expect(checkCardForm(filled, 'VISA', now)).toEqual({})
    expect(hasProblems({})).toBe(false)
  })
  it('names every missing field', () => {
    expect(checkCardForm(EMPTY_FORM, null, now)).toEqual({
      number: 'REQUIRED',
      expiry: 'REQUIRED',
      cvc: 'REQUIRED',
      holderName: 'REQUIRED',
      street: 'REQUIRED',
      city: 'REQUIRED',
      postalCode: 'REQUIRED',
      country: 'REQUIRED',
    })
  })
  it('checks the card only when the form asks for no billing address (a held order’s Pay now)', () => {
    expect(checkCardForm(EMPTY_FORM, null, now, false)).toEqual({
      number: 'REQUIRED',
      expiry: 'REQUIRED',
      cvc: 'REQUIRED',
      holderName: 'REQUIRED',
    })
  })
  it('checks the security code against the card’s brand', () => {
    expect(checkCardForm({ ...filled, number: '3782 822463 10005' }, 'AMEX', now)).toEqual({ cvc: 'INVALID_CVC' })
  })
  it('refuses a postal code of symbols and an expiry in the past', () => {
    expect(checkCardForm({ ...filled, postalCode: '#!', expiryYear: '2025' }, 'VISA', now)).toEqual({
      postalCode: 'INVALID_POSTAL_CODE',
      expiry: 'CARD_EXPIRED',
    })
  })
  it('takes a card typed in Arabic-Indic digits and sends it as 0-9', () => {
    const arabic = {
      ...filled,
      number: '٤١١١ ١١١١ ١١١١ ١١١١',
      cvc: '١٢٣',
      postalCode: '۱۲۳۴۵',
    }
    expect(checkCardForm(arabic, 'VISA', now)).toEqual({})
    const { variables } = purchaseRequest({
      type: 'CARD',
      values: arabic,
      cardType: 'VISA',
      installments: undefined,
      conversionOfferId: undefined,
      languageForBooking: 'ar-AE',
    })
    expect(variables.payment.card).toMatchObject({ number: '4111111111111111', cvc: '123' })
    expect(variables.billing?.postalCode).toBe('12345')
  })
})

describe('the API’s refusals at the fields', () => {
  it('reads validation details by path', () => {
    const error = new DxError({
      type: 'validation',
      message: 'invalid',
      code: 'INVALID_CARD',
      details: [
        { path: 'payment.card.number', code: 'INVALID_CARD_NUMBER' },
        { path: 'payment.card.expiry', code: 'CARD_EXPIRED' },
      ],
    })
    expect(problemsFromError(error)).toEqual({ number: 'INVALID_CARD_NUMBER', expiry: 'CARD_EXPIRED' })
  })
  it('is nothing for other errors', () => {
    expect(
      problemsFromError(new DxError({ type: 'businessLogic', message: 'declined', code: 'PAYMENT_DECLINED' })),
    ).toBeUndefined()
    expect(
      problemsFromError(
        new DxError({ type: 'validation', message: 'x', details: [{ path: 'payment.type', code: 'X' }] }),
      ),
    ).toBeUndefined()
    expect(problemsFromError(new Error('x'))).toBeUndefined()
  })
})
