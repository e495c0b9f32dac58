// @vitest-environment node
// Wallet payments and the purchase captcha through the schema, as the HTTP layer runs them:
// real seeded SQLite, the demo's own merchant validation and gateway tokens.
import { randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib/v1'
import { graphql } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import purchaseCaptchaDocument from '../../../../core/api/purchase-captcha.graphql'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import walletSessionDocument from '../../../../core/api/wallet-payment-session.graphql'
import type {
  PurchaseCaptchaQuery,
  PurchaseMutation,
  PurchaseMutationVariables,
  WalletPaymentSessionMutation,
  WalletPaymentSessionMutationVariables,
} from '../../../../core/api/generated/operations'
import type { ApiDeps } from '../../graphql/context'
import type { DeclinedPayments } from '../../graphql/request-context'
import { createRootValue, schema } from '../../graphql/schema'
import { declinedPaymentLimit, declinedPaymentsOf } from '../../http/declined-payment-limit'
import { bookedConversation, cardPayment, withPassengers } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const appleValidation = 'https://apple-pay-gateway.apple.com/paymentservices/startSession'

async function run<Data>(
  source: string,
  key: string | undefined,
  variableValues: Record<string, unknown> = {},
  declinedPayments?: DeclinedPayments,
): Promise<{ data?: Data | null; code?: unknown }> {
  const contextValue = { ...requestContext(key), declinedPayments }
  const result = await graphql({ schema, source, rootValue: createRootValue(api), contextValue, variableValues })
  return { data: result.data as Data | null | undefined, code: result.errors?.[0]?.extensions.code }
}

function readyConversation(): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  return key
}

const walletSession = (key: string, variables: WalletPaymentSessionMutationVariables) =>
  run<WalletPaymentSessionMutation>(walletSessionDocument, key, variables)

/** What the demo's wallet hands back once the traveller approved the sheet (wallet-token.ts). */
const walletToken = (session: string, dpan = '4111111111111111') =>
  Buffer.from(JSON.stringify({ session, dpan })).toString('base64')

const sessionIdOf = (answer: WalletPaymentSessionMutation | null | undefined): string => {
  const session = JSON.parse(answer?.walletPaymentSession.session ?? '{}') as {
    merchantSessionIdentifier?: string
    parameters?: { sessionId?: string }
  }
  return session.merchantSessionIdentifier ?? session.parameters?.sessionId ?? ''
}

const purchase = (
  key: string,
  variables: Omit<PurchaseMutationVariables, 'idempotencyKey'>,
  declined?: DeclinedPayments,
) => run<PurchaseMutation>(purchaseDocument, key, { idempotencyKey: randomUUID(), ...variables }, declined)

describe('wallet payments', () => {
  it('pays with Google Pay: the session shows the amount due, the order records the wallet and the last four digits', async () => {
    const key = readyConversation()
    const { data } = await walletSession(key, { method: 'GOOGLE_PAY' })
    const total = data?.walletPaymentSession.total
    const paid = await purchase(key, {
      payment: { type: 'GOOGLE_PAY', walletToken: walletToken(sessionIdOf(data)) },
    })
    expect(paid.code).toBeUndefined()
    expect(paid.data?.purchase.status).toBe('CONFIRMED')
    expect(paid.data?.purchase.order?.total).toEqual(total)
    const reference = paid.data?.purchase.order?.reference ?? ''
    expect(api.booking.orders.order(reference)?.payments).toEqual([
      expect.objectContaining({ type: 'GOOGLE_PAY', cardType: 'VISA', last4: '1111', amount: total?.amount }),
    ])
  })

  it("validates Apple Pay's merchant only for Apple's gateway", async () => {
    const key = readyConversation()
    expect(
      (await walletSession(key, { method: 'APPLE_PAY', validationUrl: 'https://evil.example/startSession' })).code,
    ).toBe('INVALID_VALIDATION_URL')
    expect((await walletSession(key, { method: 'APPLE_PAY' })).code).toBe('INVALID_VALIDATION_URL')
    const { data } = await walletSession(key, { method: 'APPLE_PAY', validationUrl: appleValidation })
    expect(sessionIdOf(data)).not.toBe('')
    const paid = await purchase(key, { payment: { type: 'APPLE_PAY', walletToken: walletToken(sessionIdOf(data)) } })
    expect(paid.data?.purchase.status).toBe('CONFIRMED')
  })

  it("refuses another conversation's session, another wallet's, and a token that is not the gateway's", async () => {
    const other = readyConversation()
    const { data } = await walletSession(other, { method: 'GOOGLE_PAY' })
    const key = readyConversation()
    const token = walletToken(sessionIdOf(data))
    expect((await purchase(key, { payment: { type: 'GOOGLE_PAY', walletToken: token } })).code).toBe(
      'INVALID_WALLET_TOKEN',
    )
    expect((await purchase(other, { payment: { type: 'APPLE_PAY', walletToken: token } })).code).toBe(
      'INVALID_WALLET_TOKEN',
    )
    expect((await purchase(other, { payment: { type: 'GOOGLE_PAY', walletToken: 'not-a-token' } })).code).toBe(
      'INVALID_WALLET_TOKEN',
    )
  })

  it("declines a wallet's card as the test cards decline", async () => {
    const key = readyConversation()
    const { data } = await walletSession(key, { method: 'GOOGLE_PAY' })
    const paid = await purchase(key, {
      payment: { type: 'GOOGLE_PAY', walletToken: walletToken(sessionIdOf(data), '4000000000000002') },
    })
    expect(paid.code).toBe('PAYMENT_DECLINED')
  })
})

describe('the purchase captcha', () => {
  const declined = cardPayment('4000000000000002')
  const approved = cardPayment('4111111111111111')

  async function solved(): Promise<string> {
    const { data } = await run<PurchaseCaptchaQuery>(purchaseCaptchaDocument, undefined)
    const c = data?.purchaseCaptcha
    if (!c) throw new Error('no challenge')
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxNumber).promise
    if (!solution) throw new Error('no solution found')
    const payload = {
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    }
    return Buffer.from(JSON.stringify(payload)).toString('base64')
  }

  it('is asked after three declined payments from one client, and a solution pays once', async () => {
    const client = declinedPaymentsOf(
      declinedPaymentLimit(3, () => 0),
      '203.0.113.9',
    )
    const key = readyConversation()
    for (let n = 0; n < 3; n++)
      expect((await purchase(key, { payment: declined }, client)).code).toBe('PAYMENT_DECLINED')
    expect((await purchase(key, { payment: approved }, client)).code).toBe('CAPTCHA_REQUIRED')
    expect((await purchase(key, { payment: approved, verificationToken: 'bm9uc2Vuc2U=' }, client)).code).toBe(
      'CAPTCHA_REQUIRED',
    )
    const token = await solved()
    const paid = await purchase(key, { payment: approved, verificationToken: token }, client)
    expect(paid.data?.purchase.status).toBe('CONFIRMED')
    const again = readyConversation()
    expect((await purchase(again, { payment: approved, verificationToken: token }, client)).code).toBe(
      'CAPTCHA_REQUIRED',
    )
  }, 60_000)

  it('is not asked of another client, nor after two declines', async () => {
    const limit = declinedPaymentLimit(3, () => 0)
    const key = readyConversation()
    const first = declinedPaymentsOf(limit, '203.0.113.10')
    for (let n = 0; n < 2; n++) await purchase(key, { payment: declined }, first)
    expect((await purchase(key, { payment: approved }, first)).data?.purchase.status).toBe('CONFIRMED')
  })
})
