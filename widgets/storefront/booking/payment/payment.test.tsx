import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { followUrl } from '../../../../core/execution/execution'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import {
  apiError,
  challenge,
  confirmed,
  gbpOffer,
  held,
  paymentCart,
  paymentOptions,
  visaPlans,
} from '../../fixtures/booking-payment'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { PAID_ORDER } from '../../fixtures/order'
import { leavePage } from './leave-page'
import { purchaseRequest, type PaymentFormValues } from './payment-form'
import { fingerprintOf } from './purchase-attempt'
import { noVerification, setVerificationProvider } from './verification'

cleanPageBetweenTests()

const TRIP = `${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`
const PAYMENT = `#/b2c/payment?${TRIP}`
const CARD = '4111 1111 1111 1111'

/** The booking API of the payment page; `override` answers first (purchase outcomes, errors). */
function paymentApi(override: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = override(call)
    if (answer !== undefined) return answer
    switch (call.operationName) {
      case 'addItinerary':
      case 'cart':
        return { data: { [call.operationName]: paymentCart } }
      case 'paymentOptions':
        return { data: { paymentOptions } }
      case 'cardType': {
        const bin = String(call.variables.bin)
        return {
          data: {
            cardType: bin.startsWith('4')
              ? 'VISA'
              : /^3[47]/.test(bin)
                ? 'AMEX'
                : bin.startsWith('5')
                  ? 'MASTERCARD'
                  : null,
          },
        }
      }
      case 'installmentOptions':
        return { data: { installmentOptions: [] } }
      case 'currencyConversionOffer':
        return { data: { currencyConversionOffer: null } }
      case 'purchase':
        return { data: { purchase: confirmed() } }
      case 'order':
        return { data: { order: null } }
      case 'leadPassenger':
        return { data: { passengers: { passengers: [] } } }
      default:
        return undefined
    }
  })
}

/** Types as a person does: input then change, so the Preact layer (input) and React (both) see it. */
function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label)
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
  fireEvent.focusOut(field)
}

function fillCard(number = CARD, cvc = '123') {
  type('Card number', number)
  type('Month', '12')
  type('Year', '2028')
  type('Security code', cvc)
  type('Name on card', 'Ada Lovelace')
  type('Street and house number', '12 St James’s Square')
  type('Town or city', 'London')
  type('Postal code', 'SW1Y 4JH')
  type('Country', 'GB')
}

/** What fillCard types, as the purchase's choice (what makes two payments the same attempt). */
const FILLED: PaymentFormValues = {
  number: CARD,
  expiryMonth: '12',
  expiryYear: '2028',
  cvc: '123',
  holderName: 'Ada Lovelace',
  street: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
  remarks: '',
}
const FILLED_CHOICE = purchaseRequest({
  type: 'CARD',
  values: FILLED,
  cardType: 'VISA',
  installments: undefined,
  conversionOfferId: undefined,
  languageForBooking: 'en-US',
}).choice

const payButton = () => screen.getByRole('button', { name: /^Pay / })
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value

async function openPayment(override?: (call: Call) => unknown) {
  const api = paymentApi(override)
  mountStorefront(PAYMENT)
  // The first test also waits for the page's chunk and its styles.
  await screen.findByRole('radio', { name: /Credit or debit card/ }, { timeout: 5000 })
  return api
}

/** The payment page where the API offers the Visa card installment plans and a conversion to GBP. */
/**
 * The payment page over a cart a payment waiting for the bank holds: its cart calls are
 * refused (PAYMENT_IN_PROGRESS) until `ends()`.
 */
function cartHeldByWaitingPayment() {
  let waiting = true
  paymentApi((call) =>
    waiting && (call.operationName === 'cart' || call.operationName === 'addItinerary')
      ? apiError('businessLogic', 'PAYMENT_IN_PROGRESS', 409)
      : undefined,
  )
  mountStorefront(PAYMENT)
  return { ends: () => (waiting = false) }
}

const openPaymentWithCardOffers = () =>
  openPayment((call) =>
    call.operationName === 'installmentOptions'
      ? { data: { installmentOptions: visaPlans } }
      : call.operationName === 'currencyConversionOffer'
        ? { data: { currencyConversionOffer: gbpOffer } }
        : undefined,
  )

describe('payment: the cart and the forms of payment', () => {
  it('says above the form that a payment waits for the bank (asked in another tab), and still lets one pay again', async () => {
    await openPayment((call) =>
      call.operationName === 'cart' || call.operationName === 'addItinerary'
        ? { data: { [call.operationName]: { ...paymentCart, paymentPending: true } } }
        : undefined,
    )
    const notice = screen.getByText('A payment is waiting for approval').closest('[role="status"]')
    expect(notice?.textContent).toContain('pay again here: a new payment replaces the waiting one')
    expect(payButton()).toBeTruthy()
  })

  it('says nothing of a waiting payment when none waits', async () => {
    await openPayment()
    expect(screen.queryByText('A payment is waiting for approval')).toBeNull()
  })

  it('breaks the price down per passenger and in total', async () => {
    await openPayment()
    const table = screen.getByRole('table', { name: 'Price breakdown' })
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) })
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Passenger', 'Fare', 'Taxes and fees', 'Seats', 'Bags', 'Extras', 'Total'])
    expect(cells('Adult 1')).toEqual(['$889.30', '$110.00', '$25.00', '$60.00', '$0.00', '$1,084.30'])
    expect(cells('Adult 2')).toEqual(['$889.30', '$110.00', '$0.00', '$0.00', '$0.00', '$999.30'])
    expect(cells('Child 1')).toEqual(['$639.48', '$110.00', '$0.00', '$0.00', '$15.00', '$764.48'])
    expect(cells('All passengers')).toEqual(['$2,418.08', '$330.00', '$25.00', '$60.00', '$15.00', '$2,848.08'])
    expect(cells('Payment surcharge')).toEqual(['$0.00'])
    expect(cells('Total to pay')).toEqual(['$2,848.08'])
  })

  it('shows the fare rules of each part on demand', async () => {
    await openPayment((call) =>
      call.operationName === 'fareRules'
        ? { data: { fareRules: [{ category: 'CHANGES', text: 'Changes for a fee of $75.' }] } }
        : undefined,
    )
    const rules = screen.getByRole('button', { name: 'Fare rules: JFK to LHR' })
    fireEvent.click(rules)
    expect(rules.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByText('Changes for a fee of $75.')).toBeTruthy()
  })

  it('keeps focus on the fare rules toggle when Try again after a failure to load them goes away', async () => {
    let down = true
    await openPayment((call) =>
      call.operationName === 'fareRules'
        ? down
          ? { errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }] }
          : { data: { fareRules: [{ category: 'CHANGES', text: 'Changes for a fee of $75.' }] } }
        : undefined,
    )
    const rules = screen.getByRole('button', { name: 'Fare rules: JFK to LHR' })
    fireEvent.click(rules)
    const alert = await screen.findByRole('alert')
    down = false
    const retry = within(alert).getByRole('button', { name: 'Try again' })
    retry.focus()
    fireEvent.click(retry)
    await screen.findByText('Changes for a fee of $75.')
    expect(document.activeElement).toBe(rules)
  })

  it('offers the API’s forms of payment with their surcharges, and the card’s follows its brand', async () => {
    await openPayment()
    const group = screen.getByRole('group', { name: 'How would you like to pay?' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      'Credit or debit cardSurcharge: American Express 2.5%',
      'ZZ PaySurcharge: 1%',
      'Hold now, pay laterNo surcharge',
    ])
    expect((within(group).getByRole('radio', { name: /Credit or debit card/ }) as HTMLInputElement).checked).toBe(true)
    type('Card number', '3782 822463 10005')
    expect(screen.getByText('Card type: American Express')).toBeTruthy()
    expect(screen.getByText('The 4 digits on the front of your card')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Price breakdown' })
    // The line names the rate it was charged at, as the choice of payment does.
    expect(
      within(within(table).getByRole('row', { name: /^Payment surcharge/ })).getByRole('rowheader').textContent,
    ).toBe('Payment surcharge (American Express 2.5%)')
    expect(within(within(table).getByRole('row', { name: /^Payment surcharge/ })).getByRole('cell').textContent).toBe(
      '$71.20',
    )
    expect(payButton().textContent).toBe('Pay $2,919.28')
    fireEvent.click(within(group).getByRole('radio', { name: /ZZ Pay/ }))
    expect(within(within(table).getByRole('row', { name: /^Payment surcharge/ })).getByRole('cell').textContent).toBe(
      '$28.48',
    )
    expect(within(table).getByRole('rowheader', { name: 'Payment surcharge (1%)' })).toBeTruthy()
    expect(screen.queryByLabelText('Card number')).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue to ZZ Pay' })).toBeTruthy()
  })

  it('offers the first adult’s name, as saved on the passengers page, as the name on the card', async () => {
    const lead = {
      data: {
        passengers: {
          passengers: [
            { type: 'CHD', givenName: 'Ada', familyName: 'Byron' },
            { type: 'ADT', givenName: 'Grace', familyName: 'Hopper' },
          ],
        },
      },
    }
    await openPayment((call) => (call.operationName === 'leadPassenger' ? lead : undefined))
    await waitFor(() => expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Grace Hopper'))
  })

  it('asks the API for the card’s brand once the number is complete, with its first 8 digits only', async () => {
    const api = await openPayment()
    type('Card number', '4111 1111')
    expect(screen.getByText('Card type: Visa')).toBeTruthy()
    type('Card number', CARD)
    await waitFor(() => expect(api.calls('cardType')).toHaveLength(1))
    expect(api.calls('cardType')[0]?.variables).toEqual({ bin: '41111111' })
    expect(api.requests().every((request) => !request.url.href.includes('41111111'))).toBe(true)
    expect(api.requests().some((request) => String(request.init.body).includes('4111111111111111'))).toBe(false)
  })
})

describe('payment: card checks', () => {
  it('lists every problem in a summary that takes focus, each leading to its field', async () => {
    const api = await openPayment()
    fireEvent.click(payButton())
    const summary = screen.getByRole('group', { name: 'There are problems with 8 fields' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(
      within(summary)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual([
      'Enter the card number.',
      'Choose the expiry month and year.',
      'Enter the security code.',
      'Enter the name as it is printed on the card.',
      'Enter the street and house number.',
      'Enter the town or city.',
      'Enter the postal code.',
      'Choose the country of the billing address.',
    ])
    fireEvent.click(within(summary).getByRole('link', { name: 'Choose the expiry month and year.' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Month'))
    // The link moves focus in place: the hash router never sees it.
    expect(location.hash).toBe(PAYMENT)
    expect(api.calls('purchase')).toHaveLength(0)
  })

  it('says at the field what is wrong, tied to it for screen readers', async () => {
    await openPayment()
    type('Card number', '4111 1111 1111 1112')
    const number = screen.getByLabelText('Card number')
    expect(number.getAttribute('aria-invalid')).toBe('true')
    const described = (number.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain('This card number is not valid. Check the digits on your card.')
    type('Month', '10')
    type('Year', '2026')
    expect(screen.getByText('This card has expired. Use a card that is still valid.')).toBeTruthy()
    expect(screen.getByLabelText('Year').getAttribute('aria-invalid')).toBe('true')
    type('Security code', '12')
    expect(screen.getByText('Enter the 3 digits of the security code.')).toBeTruthy()
    type('Name on card', 'R2-D2')
    expect(screen.getByText('Enter the name as it is printed on the card, in letters only.')).toBeTruthy()
  })

  it('uses the autocomplete tokens and numeric keyboards of card fields', async () => {
    await openPayment()
    const attributes = (label: string) => {
      const field = screen.getByLabelText(label)
      return [field.getAttribute('autocomplete'), field.getAttribute('inputmode')]
    }
    expect(attributes('Card number')).toEqual(['cc-number', 'numeric'])
    expect(attributes('Month')).toEqual(['cc-exp-month', null])
    expect(attributes('Year')).toEqual(['cc-exp-year', null])
    expect(attributes('Security code')).toEqual(['cc-csc', 'numeric'])
    expect(attributes('Name on card')).toEqual(['cc-name', null])
  })

  it('keeps the card number left to right, so its groups keep their order on a right-to-left page', async () => {
    await openPayment()
    expect(screen.getByLabelText('Card number').getAttribute('dir')).toBe('ltr')
  })

  it('shows the API’s refusal of a field at that field', async () => {
    await openPayment((call) =>
      call.operationName === 'purchase'
        ? apiError('validation', 'INVALID_CARD', 400, [{ path: 'payment.card.holderName', code: 'INVALID_NAME' }])
        : undefined,
    )
    fillCard()
    fireEvent.click(payButton())
    const summary = await screen.findByRole('group', { name: 'There is a problem with 1 field' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(screen.getByLabelText('Name on card').getAttribute('aria-invalid')).toBe('true')
  })
})

describe('payment: purchase', () => {
  it('sends one purchase for a double click and goes to confirmation with the reference only', async () => {
    const api = await openPayment()
    fillCard()
    fireEvent.click(payButton())
    fireEvent.click(screen.getByRole('button', { name: 'Processing…' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?/))
    expect(api.calls('purchase')).toHaveLength(1)
    const [call] = api.calls('purchase')
    expect(call?.variables).toMatchObject({
      payment: {
        type: 'CARD',
        card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2028, cvc: '123', holderName: 'Ada Lovelace' },
      },
      billing: { street: '12 St James’s Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
      languageForBooking: 'en-US',
    })
    expect(call?.variables.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(Object.fromEntries(hashQuery())).toEqual({ pnr: 'K7XQ4M', execution: 'e1s1' })
    expect(JSON.parse(sessionStorage.getItem('DX_bookingConfirmation') ?? 'null')).toEqual({
      reference: 'K7XQ4M',
      execution: 'e1s1',
    })
    expect(sessionStorage.getItem('DX_purchaseAttempt')).toBeNull()
    const stored = [sessionStorage, localStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .join('\n')
    for (const secret of ['4111111111111111', '1111', 'Ada Lovelace', 'London', 'SW1Y'])
      expect(stored).not.toContain(secret)
    expect(location.href).not.toContain('4111')
  })

  it('retries after a network failure with the same idempotency key', async () => {
    let down = true
    const api = await openPayment((call) => {
      if (call.operationName === 'purchase' && down) throw new TypeError('Failed to fetch')
      return undefined
    })
    fillCard()
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe('We could not confirm your payment')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(value('Security code')).toBe('123')
    down = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/))
    const [first, second] = api.calls('purchase')
    expect(second?.variables.idempotencyKey).toBe(first?.variables.idempotencyKey)
  })

  it('keeps the attempt’s key across a reload while paying, for the same card', async () => {
    const key = 'b3f1c1de-0000-4000-8000-000000000001'
    sessionStorage.setItem(
      'DX_purchaseAttempt',
      JSON.stringify({ key, execution: 'e1s1', type: 'CARD', fingerprint: fingerprintOf(FILLED_CHOICE, key) }),
    )
    const api = await openPayment()
    expect(screen.getByText(/A card payment was started before this page was reloaded/)).toBeTruthy()
    fillCard()
    fireEvent.click(payButton())
    await waitFor(() => expect(api.calls('purchase')).toHaveLength(1))
    expect(api.calls('purchase')[0]?.variables.idempotencyKey).toBe('b3f1c1de-0000-4000-8000-000000000001')
  })

  it('keeps everything but the security code after a decline, and pays again with a new key', async () => {
    let outcome: unknown = apiError('businessLogic', 'PAYMENT_DECLINED', 402)
    const api = await openPayment((call) => (call.operationName === 'purchase' ? outcome : undefined))
    fillCard('4000 0000 0000 0002')
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your payment was declined')
    expect(alert.textContent).toContain('Nothing was charged.')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(value('Card number')).toBe('4000 0000 0000 0002')
    expect(value('Name on card')).toBe('Ada Lovelace')
    expect(value('Postal code')).toBe('SW1Y 4JH')
    expect(value('Country')).toBe('GB')
    expect(value('Security code')).toBe('')
    expect(screen.queryByRole('group', { name: /problem/ })).toBeNull()
    outcome = undefined
    type('Card number', CARD)
    type('Security code', '321')
    fireEvent.click(payButton())
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?/))
    const [first, second] = api.calls('purchase')
    expect(second?.variables.idempotencyKey).not.toBe(first?.variables.idempotencyKey)
  })

  it('takes the decline away once another card number is typed: it was about the card before', async () => {
    await openPayment((call) =>
      call.operationName === 'purchase' ? apiError('businessLogic', 'PAYMENT_DECLINED', 402) : undefined,
    )
    fillCard('4000 0000 0000 0002')
    fireEvent.click(payButton())
    expect((await screen.findByRole('alert')).textContent).toContain('Your payment was declined')
    type('Security code', '321')
    expect(screen.queryByText(/Your payment was declined/)).toBeTruthy()
    type('Card number', CARD)
    await waitFor(() => expect(screen.queryByText(/Your payment was declined/)).toBeNull())
  })

  it('counts the characters of the remarks beside the box, and says the count near the limit', async () => {
    await openPayment()
    const remarks = screen.getByLabelText('Requests for the airline (optional)')
    expect(remarks.getAttribute('maxlength')).toBe('200')
    type('Requests for the airline (optional)', 'Wheelchair.')
    expect(screen.getByText('11 of 200 characters')).toBeTruthy()
    expect(remarks.getAttribute('aria-describedby')).toContain(screen.getByText('11 of 200 characters').id)
    const said = () => screen.getAllByRole('status').map((status) => status.textContent)
    expect(said()).not.toContain('11 of 200 characters')
    type('Requests for the airline (optional)', 'x'.repeat(190))
    await waitFor(() => expect(said()).toContain('190 of 200 characters'))
  })

  it('explains a decline for insufficient funds', async () => {
    await openPayment((call) =>
      call.operationName === 'purchase' ? apiError('businessLogic', 'INSUFFICIENT_FUNDS', 402) : undefined,
    )
    fillCard('4000 0000 0000 9995')
    fireEvent.click(payButton())
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined for insufficient funds')
  })

  it('says the fare sold out since it was chosen when the API refuses the payment for it', async () => {
    await openPayment((call) =>
      call.operationName === 'purchase' ? apiError('businessLogic', 'FARE_SOLD_OUT', 409) : undefined,
    )
    fillCard(CARD)
    fireEvent.click(payButton())
    const alert = (await screen.findByRole('alert')).textContent
    expect(alert).toContain('This fare has sold out')
    expect(alert).toContain('nothing was charged')
  })

  it('leaves for the bank’s challenge page with a return address on remote-return', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined)
    await openPayment((call) =>
      call.operationName === 'purchase' ? { data: { purchase: challenge('CHALLENGE_REQUIRED') } } : undefined,
    )
    fillCard('4000 0000 0000 3220')
    fireEvent.click(payButton())
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1))
    const url = new URL(String(leave.mock.calls[0]?.[0]))
    expect(url.href).toMatch(/^http:\/\/127\.0\.0\.1:8080\/dx\/api\/payment\/challenge\?/)
    expect(url.searchParams.get('challengeId')).toBe('ch_123')
    const back = new URL(url.searchParams.get('return') ?? '')
    expect(back.hash).toMatch(/^#\/b2c\/remote-return\?/)
    const query = new URLSearchParams(back.hash.slice(back.hash.indexOf('?') + 1))
    expect([query.get('flight'), query.get('flight1'), query.get('execution'), query.get('challengeId')]).toEqual([
      'p0-zz1-classic',
      'p1-zz2-classic',
      'e1s1',
      'ch_123',
    ])
    expect(url.href).not.toContain('4000')
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeTruthy()
  })

  it('leaves for ZZ Pay with a return address on remote-afop-return', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined)
    const api = await openPayment((call) =>
      call.operationName === 'purchase' ? { data: { purchase: challenge('REDIRECT_REQUIRED', 'zz_9') } } : undefined,
    )
    fireEvent.click(screen.getByRole('radio', { name: /ZZ Pay/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ZZ Pay' }))
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1))
    expect(api.calls('purchase')[0]?.variables).toMatchObject({ payment: { type: 'ZZPAY' } })
    const url = new URL(String(leave.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/dx/api/payment/zzpay')
    expect(url.searchParams.get('return')).toMatch(/#\/b2c\/remote-afop-return\?.*challengeId=zz_9/)
  })

  it('holds the booking to pay later, with no card asked', async () => {
    const api = await openPayment((call) =>
      call.operationName === 'purchase' ? { data: { purchase: held() } } : undefined,
    )
    fireEvent.click(screen.getByRole('radio', { name: /Hold now, pay later/ }))
    expect(screen.getByText(/We hold your booking for 24 hours at this price/)).toBeTruthy()
    expect(screen.queryByLabelText('Card number')).toBeNull()
    expect(screen.getByText('To pay later: $2,848.08')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Hold my booking' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=H3LD9Z/))
    expect(api.calls('purchase')[0]?.variables).toEqual({
      payment: { type: 'PAY_LATER', fraudNetData: expect.any(Object) },
      idempotencyKey: expect.any(String),
      languageForBooking: 'en-US',
    })
  })

  it('offers installments and the card’s currency where the API does, and pays with the choice', async () => {
    const api = await openPaymentWithCardOffers()
    fillCard()
    const installments = await screen.findByLabelText('Pay in installments')
    expect(api.calls('installmentOptions')[0]?.variables).toEqual({ cardType: 'VISA' })
    expect(api.calls('currencyConversionOffer')[0]?.variables).toEqual({ bin: '411111' })
    expect(
      within(installments)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Pay in full now',
      '3 monthly payments of $949.36 (total $2,848.08, no fee)',
      '6 monthly payments of $481.80 (total $2,890.80, including a 1.5% fee)',
    ])
    const currency = screen.getByRole('group', { name: 'Currency to pay in' })
    const [usd, gbp] = within(currency).getAllByRole('radio') as HTMLInputElement[]
    expect(usd?.checked).toBe(true)
    expect(usd?.parentElement?.textContent).toBe('Pay in USD: $2,848.08')
    expect(gbp?.parentElement?.textContent).toBe(
      'Pay in GBP: £2,317.48 (rate 1 USD = 0.8137 GBP, includes a 3% markup)',
    )
    expect(screen.getByText('To pay now: $2,848.08')).toBeTruthy()
    type('Pay in installments', '6')
    // Each currency at what the card is charged with the plan, its fee included, as the total and the button say.
    const planInPounds = `£${(Math.round(289080 * 0.8137) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
    expect([usd?.parentElement?.textContent, gbp?.parentElement?.textContent]).toEqual([
      'Pay in USD: $2,890.80',
      `Pay in GBP: ${planInPounds} (rate 1 USD = 0.8137 GBP, includes a 3% markup)`,
    ])
    expect(screen.getByText('To pay in 6 monthly payments: $2,890.80')).toBeTruthy()
    fireEvent.click(gbp as HTMLInputElement)
    expect(payButton().textContent).toBe(`Pay ${planInPounds}`)
    expect(screen.getByText(`To pay in 6 monthly payments: ${planInPounds}`)).toBeTruthy()
    fireEvent.click(payButton())
    await waitFor(() => expect(api.calls('purchase')).toHaveLength(1))
    expect(api.calls('purchase')[0]?.variables.payment).toMatchObject({ installments: 6, conversionOfferId: 'dcc-1' })
  })
})

describe('payment: the card’s offers follow the card', () => {
  it('starts installments and the currency over when the card changes: no conversion the traveller did not agree to', async () => {
    const api = await openPaymentWithCardOffers()
    fillCard()
    await screen.findByLabelText('Pay in installments')
    type('Pay in installments', '6')
    const gbp = () =>
      within(screen.getByRole('group', { name: 'Currency to pay in' })).getAllByRole('radio')[1] as HTMLInputElement
    fireEvent.click(gbp())
    expect(payButton().textContent).toMatch(/^Pay £/)
    // Another card (another BIN): the API makes its offers again, here the same ones.
    type('Card number', '4000 0000 0000 0002')
    await waitFor(() => expect(api.calls('currencyConversionOffer')).toHaveLength(2))
    await screen.findByRole('group', { name: 'Currency to pay in' })
    expect(gbp().checked).toBe(false)
    expect((screen.getByLabelText('Pay in installments') as HTMLSelectElement).value).toBe('')
    expect(payButton().textContent).toBe('Pay $2,848.08')
    fireEvent.click(payButton())
    await waitFor(() => expect(api.calls('purchase')).toHaveLength(1))
    const payment = api.calls('purchase')[0]?.variables.payment as Record<string, unknown>
    expect([payment.installments, payment.conversionOfferId]).toEqual([undefined, undefined])
  })
})

describe('payment: one idempotency key per payment', () => {
  const keys = (api: { calls(name: string): { variables: Record<string, unknown> }[] }) =>
    api.calls('purchase').map((call) => call.variables.idempotencyKey)

  it('back from the bank’s challenge, pays the same card with the same key and another card with a new one', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined)
    const api = paymentApi((call) =>
      call.operationName === 'purchase' ? { data: { purchase: challenge('CHALLENGE_REQUIRED') } } : undefined,
    )
    const payWith = async (number: string, times: number) => {
      const view = mountStorefront(PAYMENT)
      await screen.findByRole('radio', { name: /Credit or debit card/ }, { timeout: 5000 })
      fillCard(number)
      fireEvent.click(payButton())
      await waitFor(() => expect(leave).toHaveBeenCalledTimes(times))
      // The traveller comes back (Back in the browser): the page loads again.
      view.unmount()
    }
    await payWith('4000 0000 0000 3220', 1)
    await payWith('4000 0000 0000 3220', 2)
    await payWith(CARD, 3)
    const [first, same, other] = keys(api)
    expect(same).toBe(first)
    expect(other).not.toBe(first)
    const stored = sessionStorage.getItem('DX_purchaseAttempt') ?? ''
    for (const secret of ['4000000000003220', '4111111111111111', '3220', '1111', 'Ada Lovelace'])
      expect(stored).not.toContain(secret)
  })

  it('explains a key the API says was spent on another payment, and pays again with a new key', async () => {
    let outcome: unknown = apiError('businessLogic', 'IDEMPOTENCY_KEY_REUSED', 409)
    const api = await openPayment((call) => (call.operationName === 'purchase' ? outcome : undefined))
    fillCard()
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe('This payment could not be made')
    expect(alert.textContent).toContain('this starts a new payment')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    outcome = undefined
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/))
    const [first, second] = keys(api)
    expect(second).not.toBe(first)
  })

  it('explains a payment still waiting for the bank, keeping its key', async () => {
    await openPayment((call) =>
      call.operationName === 'purchase' ? apiError('businessLogic', 'PAYMENT_IN_PROGRESS', 409) : undefined,
    )
    fillCard()
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe('A payment is waiting for approval')
    expect(alert.textContent).toContain('Finish or cancel it on that page, or pay again here')
    expect(sessionStorage.getItem('DX_purchaseAttempt')).not.toBeNull()
  })

  it('explains a cart that cannot be read while a payment waits for the bank, with a retry', async () => {
    const payment = cartHeldByWaitingPayment()
    // (The trip summary says too that it could not price the trip.)
    const alert = (
      await screen.findByText(/is waiting for approval from your bank or ZZ Pay/, {}, { timeout: 5000 })
    ).closest('[role="alert"]') as HTMLElement
    expect(location.hash).toBe(PAYMENT)
    payment.ends()
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).toBeTruthy()
  })

  it('keeps focus on the page when Try again for a cart held by a waiting payment goes away: on its heading', async () => {
    const payment = cartHeldByWaitingPayment()
    const alert = (
      await screen.findByText(/is waiting for approval from your bank or ZZ Pay/, {}, { timeout: 5000 })
    ).closest('[role="alert"]') as HTMLElement
    payment.ends()
    const retry = within(alert).getByRole('button', { name: 'Try again' })
    retry.focus()
    fireEvent.click(retry)
    await screen.findByRole('radio', { name: /Credit or debit card/ })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review and pay' }))
  })
})

describe('payment: a purchase whose answer was lost', () => {
  const KEY = 'b3f1c1de-0000-4000-8000-000000000002'
  const expired = {
    data: null,
    errors: [{ message: 'Conversation completed', extensions: { code: 'ERR.SSW.CLIENT.INVALID_REQUEST' } }],
  }
  /** The conversation has completed: the cart and the payment options answer EXECUTION_EXPIRED; purchaseAttempt answers `attempt`. */
  const completed = (attempt: (call: Call) => unknown) => (call: Call) =>
    ['cart', 'addItinerary', 'paymentOptions'].includes(call.operationName)
      ? expired
      : call.operationName === 'purchaseAttempt'
        ? attempt(call)
        : undefined
  const pending = () =>
    sessionStorage.setItem(
      'DX_purchaseAttempt',
      JSON.stringify({ key: KEY, execution: 'e1s1', type: 'CARD', fingerprint: 'abc' }),
    )
  /** As a reload does: the conversation's key is read from the URL before the widget renders. */
  const reload = () => {
    history.replaceState(null, '', `/storefront.html${PAYMENT}`)
    followUrl()
    return mountStorefront(PAYMENT)
  }

  it('asks the API how the pending attempt stands by its key, without the card, and goes on to the order it made', async () => {
    pending()
    const order = { data: { order: { ...PAID_ORDER, reference: 'K7XQ4M' } } }
    const api = paymentApi((call) =>
      call.operationName === 'order' ? order : completed(() => ({ data: { purchaseAttempt: confirmed() } }))(call),
    )
    reload()
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/), { timeout: 5000 })
    // Asked by the conversation that made the order, although its cart answered that it ended.
    expect(hashQuery().get('execution')).toBe('e1s1')
    expect(api.calls('purchaseAttempt').map((call) => [call.variables, call.execution])).toEqual([
      [{ idempotencyKey: KEY }, 'e1s1'],
    ])
    // Nothing is paid again: the purchase is not sent (the reload lost the card details it would need).
    expect(api.calls('purchase')).toEqual([])
    // The confirmation page ends the attempt with the booking's other entries.
    await waitFor(() => expect(sessionStorage.getItem('DX_purchaseAttempt')).toBeNull())
    expect(document.body.textContent).not.toContain('Your session expired')
  })

  it('goes on to a held booking the same way', async () => {
    pending()
    paymentApi(completed(() => ({ data: { purchaseAttempt: held() } })))
    reload()
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=H3LD9Z/), { timeout: 5000 })
  })

  it('sends the traveller to search when the API knows no attempt with the key', async () => {
    pending()
    const api = paymentApi(completed(() => ({ data: { purchaseAttempt: null } })))
    reload()
    expect(await screen.findByText(/Your session expired/, {}, { timeout: 5000 })).toBeTruthy()
    expect(location.hash).toMatch(/^#\/b2c\/home\?/)
    expect(api.calls('purchaseAttempt')).toHaveLength(1)
    expect(sessionStorage.getItem('DX_purchaseAttempt')).toBeNull()
  })

  it('sends the traveller to search when the attempt was declined: it made no order', async () => {
    pending()
    paymentApi(completed(() => apiError('businessLogic', 'PAYMENT_DECLINED', 402)))
    reload()
    expect(await screen.findByText(/Your session expired/, {}, { timeout: 5000 })).toBeTruthy()
    expect(sessionStorage.getItem('DX_purchaseAttempt')).toBeNull()
  })

  it('sends the traveller to search at once when no payment was pending', async () => {
    const api = paymentApi(completed(() => ({ data: { purchaseAttempt: confirmed() } })))
    reload()
    expect(await screen.findByText(/Your session expired/, {}, { timeout: 5000 })).toBeTruthy()
    expect(api.calls('purchaseAttempt')).toEqual([])
  })

  it('offers to check again when the connection fails, then goes on to the order', async () => {
    pending()
    let down = true
    paymentApi(
      completed(() => {
        if (down) throw new TypeError('Failed to fetch')
        return { data: { purchaseAttempt: confirmed() } }
      }),
    )
    reload()
    const alert = (
      await screen.findByText(/We could not check whether your payment went through/, {}, { timeout: 5000 })
    ).closest('[role="alert"]') as HTMLElement
    expect(location.hash).toBe(PAYMENT)
    down = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/))
  })

  it('keeps focus on the page when Try again after a failed check goes away: on its heading', async () => {
    pending()
    const api = paymentApi(
      completed(() => {
        throw new TypeError('Failed to fetch')
      }),
    )
    reload()
    const failed = /We could not check whether your payment went through/
    const alert = (await screen.findByText(failed, {}, { timeout: 5000 })).closest('[role="alert"]') as HTMLElement
    const retry = within(alert).getByRole('button', { name: 'Try again' })
    retry.focus()
    fireEvent.click(retry)
    // The check runs again and fails again: its message comes back, focus stays where it went.
    await waitFor(() => expect(api.calls('purchaseAttempt')).toHaveLength(2))
    await screen.findByText(failed)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review and pay' }))
  })
})

describe('payment: a payment interrupted, said for its form of payment', () => {
  const interrupted = (type: string) =>
    sessionStorage.setItem(
      'DX_purchaseAttempt',
      JSON.stringify({ key: 'k-1234567890', execution: 'e1s1', type, fingerprint: 'abc' }),
    )
  const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement

  it('back from the ZZ Pay page, says the ZZ Pay payment was not finished, with ZZ Pay still chosen', async () => {
    interrupted('ZZPAY')
    await openPayment()
    const notice = screen.getByText(/Your ZZ Pay payment was not finished/)
    expect(notice.textContent).not.toMatch(/card/i)
    expect(radio(/ZZ Pay/).checked).toBe(true)
    expect(screen.getByRole('button', { name: 'Continue to ZZ Pay' })).toBeTruthy()
  })

  it('a card payment cut short asks for the card details again, with the card chosen', async () => {
    interrupted('CARD')
    await openPayment()
    expect(
      screen.getByText(/A card payment was started before this page was reloaded\. Enter your card details again/),
    ).toBeTruthy()
    expect(radio(/Credit or debit card/).checked).toBe(true)
  })
})

describe('payment: the verification step', () => {
  afterEach(() => setVerificationProvider(noVerification))

  it('sends the provider’s token with the purchase', async () => {
    setVerificationProvider({ verify: () => Promise.resolve('captcha-Zq81') })
    const api = await openPayment()
    fillCard()
    fireEvent.click(payButton())
    await waitFor(() => expect(api.calls('purchase')).toHaveLength(1))
    expect(api.calls('purchase')[0]?.variables.verificationToken).toBe('captcha-Zq81')
  })

  it('sends no token when the provider gives none, and nothing at all when the check failed', async () => {
    let token: string | null = ''
    setVerificationProvider({ verify: () => Promise.resolve(token) })
    const api = await openPayment()
    fillCard()
    token = null
    fireEvent.click(payButton())
    expect((await screen.findByText('We could not verify your payment')).closest('[role="alert"]')).toBeTruthy()
    expect(api.calls('purchase')).toEqual([])
    token = ''
    fireEvent.click(payButton())
    await waitFor(() => expect(api.calls('purchase')).toHaveLength(1))
    expect('verificationToken' in (api.calls('purchase')[0]?.variables ?? {})).toBe(false)
  })
})
