import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { apiError, confirmed, paymentCart, paymentOptions } from '../../fixtures/booking-payment'
import { mountStorefront, ROUND_TRIP } from '../../fixtures/mount'

cleanPageBetweenTests()

const PAYMENT = `#/b2c/payment?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`
const GOOGLE_SESSION = {
  method: 'GOOGLE_PAY',
  merchantId: 'dxdemo-merchant',
  session: JSON.stringify({ type: 'PAYMENT_GATEWAY', parameters: { gateway: 'dxdemo', sessionId: 'ws_1' } }),
  total: paymentCart.total,
  expiresAt: '2026-11-22T09:05:00.000Z',
}
/** The session as the API answers it when asked: `msLeft` from now on the page's clock (mountStorefront's). */
const sessionLasting = (msLeft: number) => ({
  ...GOOGLE_SESSION,
  expiresAt: new Date(Date.now() + msLeft).toISOString(),
})

/** The API offers both wallets beside the form's ways to pay. */
const WALLET_OPTIONS = [
  ...paymentOptions,
  { ...paymentOptions[0]!, type: 'APPLE_PAY' as const, name: 'Apple Pay' },
  { ...paymentOptions[0]!, type: 'GOOGLE_PAY' as const, name: 'Google Pay' },
]

function paymentApi(override: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = override(call)
    if (answer !== undefined) return answer
    switch (call.operationName) {
      case 'addItinerary':
      case 'cart':
        return { data: { [call.operationName]: paymentCart } }
      case 'paymentOptions':
        return { data: { paymentOptions: WALLET_OPTIONS } }
      case 'purchase':
        return { data: { purchase: confirmed() } }
      case 'walletPaymentSession':
        return { data: { walletPaymentSession: sessionLasting(5 * 60_000) } }
      case 'leadPassenger':
        return { data: { passengers: { passengers: [] } } }
      case 'installmentOptions':
        return { data: { installmentOptions: [] } }
      case 'currencyConversionOffer':
        return { data: { currencyConversionOffer: null } }
      case 'cardType':
        return { data: { cardType: 'VISA' } }
      default:
        return undefined
    }
  })
}

/** A browser's Payment Request where only `wallets` can pay; the sheet answers `details`. */
function stubPaymentRequest(wallets: string[], details: unknown = {}) {
  const made: { methods: { supportedMethods: string; data?: unknown }[]; details: unknown }[] = []
  const completed: string[] = []
  class StubPaymentRequest {
    constructor(
      readonly methods: { supportedMethods: string; data?: unknown }[],
      readonly total: unknown,
    ) {
      made.push({ methods, details: total })
    }
    canMakePayment() {
      return Promise.resolve(wallets.includes(this.methods[0]?.supportedMethods ?? ''))
    }
    show() {
      return Promise.resolve({
        details,
        complete: (result: string) => {
          completed.push(result)
          return Promise.resolve()
        },
      })
    }
  }
  vi.stubGlobal('PaymentRequest', StubPaymentRequest)
  return { made, completed }
}

async function openPayment(override?: (call: Call) => unknown) {
  const api = paymentApi(override)
  mountStorefront(PAYMENT)
  await screen.findByRole('radio', { name: /Credit or debit card/ }, { timeout: 15_000 })
  return api
}

function type(label: string, value: string) {
  const field = screen.getByLabelText(label)
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
  fireEvent.focusOut(field)
}

function fillCard() {
  type('Card number', '4111 1111 1111 1111')
  type('Month', '12')
  type('Year', '2028')
  type('Security code', '123')
  type('Name on card', 'Ada Lovelace')
  type('Street and house number', '12 St James’s Square')
  type('Town or city', 'London')
  type('Postal code', 'SW1Y 4JH')
  type('Country', 'GB')
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('payment: wallets', { timeout: 30_000 }, () => {
  it('shows no wallet button where canMakePayment answers false', async () => {
    const stub = stubPaymentRequest([])
    await openPayment()
    await waitFor(() => expect(stub.made.length).toBeGreaterThanOrEqual(1))
    await settle()
    expect(screen.queryByRole('button', { name: /Apple Pay|Google Pay/ })).toBeNull()
  })

  it('offers no Apple Pay without Safari’s ApplePaySession, though the browser would say yes', async () => {
    const stub = stubPaymentRequest(['https://apple.com/apple-pay'])
    await openPayment()
    await waitFor(() => expect(stub.made.length).toBeGreaterThanOrEqual(1))
    await settle()
    expect(screen.queryByRole('button', { name: /Apple Pay/ })).toBeNull()
  })

  it('offers Apple Pay where Safari’s ApplePaySession exists and the wallet says yes', async () => {
    stubPaymentRequest(['https://apple.com/apple-pay'])
    vi.stubGlobal('ApplePaySession', () => undefined)
    await openPayment()
    expect(await screen.findByRole('button', { name: /Apple Pay/ }, { timeout: 15_000 })).toBeTruthy()
  })

  it('asks the browser about no wallet the API does not offer, and offers none of its ways as a form option', async () => {
    const stub = stubPaymentRequest(['https://google.com/pay', 'https://apple.com/apple-pay'])
    vi.stubGlobal('ApplePaySession', () => undefined)
    const api = paymentApi((call) =>
      call.operationName === 'paymentOptions'
        ? { data: { paymentOptions: WALLET_OPTIONS.filter((option) => option.type !== 'GOOGLE_PAY') } }
        : undefined,
    )
    mountStorefront(PAYMENT)
    expect(await screen.findByRole('button', { name: /Apple Pay/ }, { timeout: 15_000 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Google Pay/ })).toBeNull()
    expect(stub.made.map((request) => request.methods)).not.toContainEqual(
      expect.arrayContaining([expect.objectContaining({ supportedMethods: 'https://google.com/pay' })]),
    )
    expect(screen.queryByRole('radio', { name: /Apple Pay|Google Pay/ })).toBeNull()
    expect(api.calls('paymentOptions').length).toBeGreaterThan(0)
  })

  it('shows no wallet button where the browser has no Payment Request', async () => {
    vi.stubGlobal('PaymentRequest', undefined)
    await openPayment()
    await settle()
    expect(screen.queryByRole('button', { name: /Apple Pay|Google Pay/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Express checkout' })).toBeNull()
  })

  it('pays with Google Pay: the gateway’s session in the sheet, the wallet token in the purchase, then confirmation', async () => {
    const stub = stubPaymentRequest(['https://google.com/pay'], {
      paymentMethodData: { tokenizationData: { token: 'demo-gateway-token' } },
    })
    const api = await openPayment()
    const button = await screen.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull()
    fireEvent.click(button)
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/), { timeout: 10_000 })
    expect(api.calls('walletPaymentSession')[0]?.variables).toEqual({ method: 'GOOGLE_PAY' })
    const sheet = stub.made.at(-1)
    expect(sheet?.methods[0]?.data).toMatchObject({
      allowedPaymentMethods: [{ tokenizationSpecification: { parameters: { sessionId: 'ws_1' } } }],
    })
    expect(sheet?.details).toMatchObject({ total: { amount: { currency: 'USD', value: '2848.08' } } })
    expect(api.calls('purchase')).toHaveLength(1)
    expect(api.calls('purchase')[0]?.variables).toMatchObject({
      payment: { type: 'GOOGLE_PAY', walletToken: 'demo-gateway-token' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(stub.completed).toEqual(['success'])
  })

  it('tries the same wallet payment again after a network failure, not the form’s form of payment', async () => {
    const stub = stubPaymentRequest(['https://google.com/pay'], {
      paymentMethodData: { tokenizationData: { token: 'demo-gateway-token' } },
    })
    let down = true
    const api = await openPayment((call) => {
      if (call.operationName === 'purchase' && down) throw new TypeError('Failed to fetch')
      return undefined
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 10_000 }))
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(within(alert).getByRole('heading').textContent).toBe('We could not confirm your payment')
    expect(stub.completed).toEqual(['fail'])
    down = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/), { timeout: 10_000 })
    const [first, second] = api.calls('purchase')
    // The same attempt: the wallet's token again, with the key the API may already have seen.
    expect(second?.variables).toMatchObject({
      payment: { type: 'GOOGLE_PAY', walletToken: 'demo-gateway-token' },
      idempotencyKey: first?.variables.idempotencyKey,
    })
  })

  it('asks for the Google Pay session as its button appears, so the click opens the sheet without waiting for the API', async () => {
    stubPaymentRequest(['https://google.com/pay'], {
      paymentMethodData: { tokenizationData: { token: 'demo-gateway-token' } },
    })
    const api = await openPayment()
    const button = await screen.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 10_000 })
    await waitFor(() => expect(api.calls('walletPaymentSession')).toHaveLength(1), { timeout: 10_000 })
    const asked: number[] = []
    const show = globalThis.PaymentRequest.prototype.show
    vi.spyOn(globalThis.PaymentRequest.prototype, 'show').mockImplementation(function (this: unknown) {
      asked.push(api.calls('walletPaymentSession').length)
      return show.call(this)
    })
    fireEvent.click(button)
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/), { timeout: 10_000 })
    expect(asked).toEqual([1])
  })

  it('asks for a new session at the click when the one prepared has under a minute left', async () => {
    stubPaymentRequest(['https://google.com/pay'], {
      paymentMethodData: { tokenizationData: { token: 'demo-gateway-token' } },
    })
    const api = await openPayment((call) =>
      call.operationName === 'walletPaymentSession'
        ? { data: { walletPaymentSession: sessionLasting(30_000) } }
        : undefined,
    )
    const button = await screen.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 10_000 })
    await waitFor(() => expect(api.calls('walletPaymentSession')).toHaveLength(1), { timeout: 10_000 })
    fireEvent.click(button)
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/), { timeout: 10_000 })
    expect(api.calls('walletPaymentSession')).toHaveLength(2)
  })

  it('says nothing and sends nothing when the traveller closes the sheet', async () => {
    const stub = stubPaymentRequest(['https://google.com/pay'])
    vi.spyOn(globalThis.PaymentRequest.prototype, 'show').mockRejectedValue(new DOMException('Closed', 'AbortError'))
    const api = await openPayment()
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 10_000 }))
    await waitFor(() => expect(api.calls('walletPaymentSession')).toHaveLength(1), { timeout: 10_000 })
    await settle()
    expect(api.calls('purchase')).toHaveLength(0)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(stub.completed).toEqual([])
  })
})

describe('payment: the purchase captcha and fraudNetData', { timeout: 30_000 }, () => {
  it('solves the captcha a purchase asks for and sends it again with the solution', async () => {
    const salt = 'salt-1?expires=9999999999&'
    const captcha = {
      algorithm: 'SHA-256',
      challenge: createHash('sha256').update(`${salt}37`).digest('hex'),
      salt,
      maxNumber: 100,
      signature: 'sig-1',
    }
    let asked = false
    const api = await openPayment((call) => {
      if (call.operationName === 'purchaseCaptcha') return { data: { purchaseCaptcha: captcha } }
      if (call.operationName === 'purchase' && !call.variables.verificationToken) {
        asked = true
        return apiError('businessLogic', 'CAPTCHA_REQUIRED', 428)
      }
      return undefined
    })
    fillCard()
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/), { timeout: 10_000 })
    expect(asked).toBe(true)
    const [first, second] = api.calls('purchase')
    expect(second?.variables.idempotencyKey).toBe(first?.variables.idempotencyKey)
    const token = JSON.parse(atob(String(second?.variables.verificationToken)))
    expect(token).toEqual({ algorithm: 'SHA-256', challenge: captcha.challenge, number: 37, salt, signature: 'sig-1' })
  })

  it('sends fraudNetData with every purchase, and nothing personal in it', async () => {
    const api = await openPayment()
    fillCard()
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }))
    await waitFor(() => expect(api.calls('purchase')).toHaveLength(1), { timeout: 10_000 })
    const payment = api.calls('purchase')[0]?.variables.payment as { fraudNetData: Record<string, unknown> }
    const data = payment.fraudNetData
    expect(Object.keys(data).sort()).toEqual(['language', 'screen', 'secondsOnPage', 'sessionId', 'timeZone'])
    expect(data.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(data).toMatchObject({ language: 'en-US', screen: expect.stringMatching(/^\d+x\d+$/) })
    expect(data.secondsOnPage).toBeGreaterThanOrEqual(0)
    const sent = JSON.stringify(data)
    for (const personal of ['Ada', 'Lovelace', '4111', 'London', 'SW1Y']) expect(sent).not.toContain(personal)
    expect(document.cookie).toBe('')
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(String(data.sessionId))
  })
})
