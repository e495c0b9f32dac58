// @vitest-environment node
// The demo bank and ZZ Pay pages over real HTTP on 127.0.0.1 (startServer on port 0):
// the page, the answer recorded and the 303 back, the return address checked, and the
// order read back by its own (completed) conversation only.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import challengeResultDocument from '../../../core/api/challenge-result.graphql'
import holdSeatDocument from '../../../core/api/hold-seat.graphql'
import orderDocument from '../../../core/api/order.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import type {
  ChallengeResultQuery,
  HoldSeatMutation,
  HoldSeatMutationVariables,
  OrderQuery,
  PaymentInput,
  PurchaseMutation,
  PurchaseMutationVariables,
} from '../../../core/api/generated/operations'
import { startServer, type RunningServer } from '../app'
import { bookedOverHttp, graphqlClient } from '../test-support/http-booking'

let server: RunningServer
let tempDir: string
let call: ReturnType<typeof graphqlClient>
const flightDate = '2026-06-20'
// A host page on another origin, as the e2e harness serves them (allowed: localhost).
const hostReturn = 'http://localhost:4321/shop.html#/b2c/remote-return?challengeId=abc'

beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'dx-payment-pages-'))
  server = await startServer({
    port: 0,
    dataDir: join(tempDir, 'data'),
    root: tempDir,
    now: '2026-06-01T12:00:00Z',
    log: () => {},
    // Every conversation here comes from 127.0.0.1, faster than a traveller opens them.
    newConversationsPerMinute: 1_000_000,
  })
  call = graphqlClient(server.url)
}, 60_000)

afterAll(async () => {
  await server?.close()
  rmSync(tempDir, { recursive: true, force: true })
})

const challengeCard = {
  type: 'CARD',
  card: { number: '4000000000003220', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' },
}

async function pendingPurchase(
  payment: PaymentInput,
  languageForBooking?: string,
): Promise<{ key: string; challengeId: string }> {
  const key = await bookedOverHttp(call, flightDate)
  const answer = await call<PurchaseMutation>(
    purchaseDocument,
    { payment, idempotencyKey: randomUUID(), languageForBooking } satisfies PurchaseMutationVariables,
    key,
  )
  const challengeId = answer.body.data?.purchase.challengeId
  if (!challengeId) throw new Error(`purchase did not ask for a challenge: ${JSON.stringify(answer.body)}`)
  return { key, challengeId }
}

const pageUrl = (kind: string, challengeId: string, returnUrl: string | null = hostReturn) => {
  const url = new URL(`/dx/api/payment/${kind}`, server.url)
  url.searchParams.set('challengeId', challengeId)
  if (returnUrl !== null) url.searchParams.set('return', returnUrl)
  return url.href
}

/** A request with headers fetch will not send as given (Host). */
function rawRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, location: res.headers.location })
    })
    req.on('error', reject)
    req.end(body)
  })
}

const answer = (kind: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(new URL(`/dx/api/payment/${kind}`, server.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  })

describe('the bank and ZZ Pay pages in the traveller’s language', () => {
  it('speaks the language the traveller booked in, right to left in Arabic, the amount and card isolated', async () => {
    const { challengeId } = await pendingPurchase(challengeCard, 'ar-AE')
    // The browser's own language does not outrank the one booked in.
    const html = await (
      await fetch(pageUrl('challenge', challengeId), { headers: { 'accept-language': 'de-DE' } })
    ).text()
    expect(html).toContain('<html lang="ar-AE" dir="rtl">')
    expect(html).toContain('<title>تأكيد الدفع - Demo Bank</title>')
    expect(html).toContain('<p class="demo">للعرض التوضيحي فقط')
    expect(html).toContain('<h1>أكّد الدفع بالبطاقة</h1>')
    expect(html).toContain('<p>يطلب منك Demo Bank تأكيد هذه الدفعة إلى \u2068Zed Air\u2069:</p>')
    // As the shop writes it: the amount isolated, and "US$" isolated inside it, so it reads "US$ 567.23".
    expect(html).toMatch(/<p class="amount">\u2068[^<]*\d[^<]*\u2068US\$\u2069\u2069<\/p>/)
    expect(html).toContain('البطاقة: \u2068VISA\u2069 المنتهية بـ \u20683220\u2069')
    expect(html).toContain('value="SUCCESS">الموافقة على الدفع</button>')
    expect(html).toContain('value="FAILURE" class="secondary">رفض الدفع</button>')
    expect(html).toContain('<input type="hidden" name="locale" value="ar-AE">')
    expect(html).not.toMatch(/<script|style=/)
  })

  it('without a language booked in, speaks the browser’s (Accept-Language), and English for one it has no texts in', async () => {
    const { challengeId } = await pendingPurchase({ type: 'ZZPAY' })
    const german = await (
      await fetch(pageUrl('zzpay', challengeId), { headers: { 'accept-language': 'de;q=0.9, sv' } })
    ).text()
    expect(german).toContain('<html lang="de-DE" dir="ltr">')
    expect(german).toContain('<h1>Mit ZZ Pay bezahlen</h1>')
    expect(german).toMatch(/<p class="amount">[\d.]+,\d\d\u00a0\$<\/p>/)
    expect(german).toContain('value="SUCCESS">Bezahlen</button>')
    const swedish = await (
      await fetch(pageUrl('zzpay', challengeId), { headers: { 'accept-language': 'sv-SE' } })
    ).text()
    expect(swedish).toContain('<html lang="en-US" dir="ltr">')
    expect(swedish).toContain('<h1>Pay with ZZ Pay</h1>')
  })

  it('says what went wrong in the language of the page that was answered, with the way back in it too', async () => {
    const response = await answer('challenge', {
      challengeId: 'not-a-challenge',
      return: hostReturn,
      outcome: 'SUCCESS',
      locale: 'ja-JP',
    })
    const html = await response.text()
    expect(response.status).toBe(404)
    expect(html).toContain('<html lang="ja-JP" dir="ltr">')
    expect(html).toContain('<h1>お支払いが見つかりません</h1>')
    expect(html).toContain('>ショップに戻る</a>')
  })

  it('once answered, still speaks the language the shop put in its address (the payment keeps none then)', async () => {
    const { challengeId } = await pendingPurchase(challengeCard, 'ar-AE')
    await answer('challenge', { challengeId, return: hostReturn, outcome: 'SUCCESS', locale: 'ar-AE' })
    const url = new URL(pageUrl('challenge', challengeId))
    url.searchParams.set('locale', 'ar-AE')
    const html = await (await fetch(url, { headers: { 'accept-language': 'en-US' } })).text()
    expect(html).toContain('<html lang="ar-AE" dir="rtl">')
    expect(html).toContain('<h1>تم الرد على هذه الدفعة من قبل</h1>')
    expect(html).toContain('>العودة إلى المتجر</a>')
  })

  it('takes a locale it has texts in, whatever a form or an address says: anything else is English, never copied into the page', async () => {
    const response = await answer('challenge', {
      challengeId: 'not-a-challenge',
      return: hostReturn,
      outcome: 'SUCCESS',
      locale: '"><script>alert(1)</script>',
    })
    const html = await response.text()
    expect(html).toContain('<html lang="en-US" dir="ltr">')
    expect(html).not.toContain('<script')
    const url = new URL(pageUrl('challenge', 'not-a-challenge'))
    url.searchParams.set('locale', 'xx" onload="x')
    expect(await (await fetch(url)).text()).toContain('<html lang="en-US" dir="ltr">')
  })

  it('says a link with a wrong return address is not valid in the browser’s language, Hebrew right to left', async () => {
    const response = await fetch(pageUrl('challenge', 'x', 'https://evil.example/'), {
      headers: { 'accept-language': 'he-IL' },
    })
    const html = await response.text()
    expect(response.status).toBe(400)
    expect(html).toContain('<html lang="he-IL" dir="rtl">')
    expect(html).toContain('<h1>קישור התשלום הזה אינו תקף</h1>')
    expect(html).not.toContain('<a ')
  })
})

describe('the demo bank page (3-D Secure challenge)', () => {
  it('shows the amount, says it is a demo and offers Approve and Decline as a POST form, under a strict CSP', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    const response = await fetch(pageUrl('challenge', challengeId))
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; form-action 'self' http://localhost:4321; base-uri 'none'; frame-ancestors 'none'",
    )
    expect(html).toContain('<html lang="en-US" dir="ltr">')
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toContain('<h1>Verify your card payment</h1>')
    // The airline by the seed's name, as the shop shows it.
    expect(html).toContain('<p>Demo Bank asks you to confirm this payment to Zed Air:</p>')
    expect(html).toContain('Demo only')
    expect(html).toMatch(/<p class="amount">\$[\d,]+\.\d\d<\/p>/)
    expect(html).toContain('VISA ending in 3220')
    expect(html).toContain('<form method="post" action="/dx/api/payment/challenge">')
    expect(html).toContain('<button type="submit" name="outcome" value="SUCCESS">Approve payment</button>')
    expect(html).toContain('value="FAILURE" class="secondary">Decline payment</button>')
    expect(html).not.toMatch(/<script|style=/)
  })

  it('records an approval and sends the traveller back with 303; challengeResult then answers the order', async () => {
    const { key, challengeId } = await pendingPurchase(challengeCard)
    const response = await answer('challenge', { challengeId, return: hostReturn, outcome: 'SUCCESS' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(hostReturn)
    const read = await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })
    expect(read.body.data?.challengeResult).toMatchObject({
      status: 'CONFIRMED',
      order: { reference: expect.stringMatching(/^[A-Z2-9]{6}$/) },
    })
    // The challengeId alone never hands out the conversation's key (the return URL carries it).
    expect(read.execution).toBeNull()
    expect((await call<ChallengeResultQuery>(challengeResultDocument, { challengeId }, key)).execution).toBeNull()
  })

  it('records a decline: challengeResult answers PAYMENT_DECLINED', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    expect((await answer('challenge', { challengeId, return: hostReturn, outcome: 'FAILURE' })).status).toBe(303)
    const read = await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })
    expect(read.body.errors?.[0]?.extensions).toEqual({ type: 'businessLogic', code: 'PAYMENT_DECLINED', status: 402 })
  })

  it('answers CHALLENGE_REQUIRED while the traveller has not answered', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.data?.challengeResult.status,
    ).toBe('CHALLENGE_REQUIRED')
  })

  it('says an answered payment was answered, with a way back', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    await answer('challenge', { challengeId, return: hostReturn, outcome: 'SUCCESS' })
    const html = await (await fetch(pageUrl('challenge', challengeId))).text()
    expect(html).toContain('already answered')
    expect(html).toContain(`href="${hostReturn.replace(/&/g, '&amp;')}"`)
  })

  it('answers 404 with a page that says so for an unknown challenge, and for a ZZ Pay one', async () => {
    const unknown = await fetch(pageUrl('challenge', 'no-such-challenge'))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('<h1>Payment not found</h1>')
    const { challengeId } = await pendingPurchase({ type: 'ZZPAY' })
    expect((await fetch(pageUrl('challenge', challengeId))).status).toBe(404)
    expect((await answer('challenge', { challengeId, return: hostReturn, outcome: 'SUCCESS' })).status).toBe(404)
  })

  it('answers 400 to a return address that is missing, not http(s) or on an origin not allowed: no open redirect', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    for (const bad of [
      null,
      'https://evil.example/steal',
      'javascript:alert(1)',
      '//evil.example/x',
      '/relative',
      'http://user:pw@localhost:4321/',
    ]) {
      expect((await fetch(pageUrl('challenge', challengeId, bad))).status).toBe(400)
    }
    const post = await answer('challenge', { challengeId, return: 'https://evil.example/', outcome: 'SUCCESS' })
    expect(post.status).toBe(400)
    expect(post.headers.get('location')).toBeNull()
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.data?.challengeResult.status,
    ).toBe('CHALLENGE_REQUIRED')
  })

  it("accepts the server's own origin as the return address", async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    const own = `${server.url}/storefront.html#/b2c/remote-return`
    expect((await fetch(pageUrl('challenge', challengeId, own))).status).toBe(200)
  })

  it('takes its own origin from configuration, not from a spoofed Host header', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    const spoofed = { host: 'evil.example' }
    const page = await rawRequest('GET', pageUrl('challenge', challengeId, 'http://evil.example/steal'), spoofed)
    expect(page.status).toBe(400)
    const form = new URLSearchParams({ challengeId, return: 'http://evil.example/steal', outcome: 'SUCCESS' })
    const post = await rawRequest(
      'POST',
      new URL('/dx/api/payment/challenge', server.url).href,
      {
        ...spoofed,
        origin: 'http://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      form.toString(),
    )
    expect(post.status).toBe(403)
    expect(post.location).toBeUndefined()
  })

  it('refuses another host over https as its own origin', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    expect(
      (
        await answer(
          'challenge',
          { challengeId, return: hostReturn, outcome: 'SUCCESS' },
          { origin: 'https://127.0.0.2:1' },
        )
      ).status,
    ).toBe(403)
  })

  it('answers a form that is too large with 413 and closes the connection, the answer intact', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    const response = await answer('challenge', {
      challengeId,
      return: hostReturn,
      outcome: 'SUCCESS',
      padding: 'x'.repeat(512 * 1024),
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.text()).toBe('Form too large.')
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.data?.challengeResult.status,
    ).toBe('CHALLENGE_REQUIRED')
  })

  it('refuses an answer posted from another site', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    const forged = await answer(
      'challenge',
      { challengeId, return: hostReturn, outcome: 'SUCCESS' },
      { origin: 'https://evil.example' },
    )
    expect(forged.status).toBe(403)
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.data?.challengeResult.status,
    ).toBe('CHALLENGE_REQUIRED')
  })

  // Its content is payment-pages.css as the build bundles it (vitest stubs .css imports).
  it('serves its stylesheet', async () => {
    const css = await fetch(new URL('/dx/api/payment/pages.css', server.url))
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
  })
})

describe('a payment replaced or outdated before the bank answered', () => {
  const approvedCard = { ...challengeCard, card: { ...challengeCard.card, number: '4111111111111111' } }

  it('while the challenge is pending, a seat change is refused with PAYMENT_IN_PROGRESS', async () => {
    const { key } = await pendingPurchase(challengeCard)
    const seat: HoldSeatMutationVariables = { segmentIndex: 0, passengerId: 'A1', seatNumber: '30A' }
    const refused = await call<HoldSeatMutation>(holdSeatDocument, seat, key)
    expect(refused.body.errors?.[0]?.extensions).toEqual({
      type: 'businessLogic',
      code: 'PAYMENT_IN_PROGRESS',
      status: 409,
    })
  })

  it('a challenge abandoned for a newer attempt says so on the bank page, and approving it there charges nothing', async () => {
    const { key, challengeId } = await pendingPurchase(challengeCard)
    const paid = await call<PurchaseMutation>(
      purchaseDocument,
      { payment: approvedCard, idempotencyKey: randomUUID() } satisfies PurchaseMutationVariables,
      key,
    )
    expect(paid.body.data?.purchase.status).toBe('CONFIRMED')
    const html = await (await fetch(pageUrl('challenge', challengeId))).text()
    expect(html).toContain('<h1>This payment was replaced</h1>')
    expect(html).toContain('Nothing was charged')
    expect(html).not.toContain('<form')
    const back = await answer('challenge', { challengeId, return: hostReturn, outcome: 'SUCCESS' })
    expect(back.status).toBe(303)
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.errors?.[0]?.extensions,
    ).toEqual({
      type: 'businessLogic',
      code: 'PAYMENT_ABANDONED',
      status: 409,
    })
  })
})

describe('the ZZ Pay page', () => {
  it('offers Pay and Cancel; Pay confirms the order and sends the traveller back', async () => {
    const { challengeId } = await pendingPurchase({ type: 'ZZPAY' })
    const html = await (await fetch(pageUrl('zzpay', challengeId))).text()
    expect(html).toContain('<h1>Pay with ZZ Pay</h1>')
    expect(html).toContain('<p>ZZ Pay, your wallet, will pay Zed Air:</p>')
    expect(html).toContain('<form method="post" action="/dx/api/payment/zzpay">')
    expect(html).toContain('value="SUCCESS">Pay</button>')
    expect(html).toContain('>Cancel payment</button>')
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.data?.challengeResult.status,
    ).toBe('REDIRECT_REQUIRED')
    const back = await answer('zzpay', { challengeId, return: hostReturn, outcome: 'SUCCESS' })
    expect(back.headers.get('location')).toBe(hostReturn)
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.data?.challengeResult.status,
    ).toBe('CONFIRMED')
  })

  it('Cancel declines the payment', async () => {
    const { challengeId } = await pendingPurchase({ type: 'ZZPAY' })
    await answer('zzpay', { challengeId, return: hostReturn, outcome: 'FAILURE' })
    expect(
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.errors?.[0]?.extensions.code,
    ).toBe('PAYMENT_DECLINED')
  })
})

describe('order(reference) over HTTP', () => {
  it('answers the completed conversation that bought it, not EXECUTION_EXPIRED, and issues no key', async () => {
    const { key, challengeId } = await pendingPurchase(challengeCard)
    await answer('challenge', { challengeId, return: hostReturn, outcome: 'SUCCESS' })
    const reference =
      (await call<ChallengeResultQuery>(challengeResultDocument, { challengeId })).body.data?.challengeResult.order
        ?.reference ?? ''
    const own = await call<OrderQuery>(orderDocument, { reference }, key)
    expect(own.body.errors).toBeUndefined()
    expect(own.body.data?.order).toMatchObject({
      reference,
      status: 'CONFIRMED',
      passengers: [{ id: 'A1' }],
      segments: [{ origin: { code: 'LHR' } }],
    })
    const other = await call<OrderQuery>(orderDocument, { reference }, await bookedOverHttp(call, flightDate))
    expect(other.body).toEqual({ data: { order: null } })
    expect((await call<OrderQuery>(orderDocument, { reference })).body).toEqual({ data: { order: null } })
  })
})

describe('a configured public origin (DX_PUBLIC_ORIGIN), e.g. https behind a TLS-terminating proxy', () => {
  const publicOrigin = 'https://shop.example'
  let proxied: RunningServer

  beforeAll(async () => {
    // The same data folder, already seeded: a second server over it starts at once.
    proxied = await startServer({
      port: 0,
      dataDir: join(tempDir, 'data'),
      root: tempDir,
      now: '2026-06-01T12:00:00Z',
      publicOrigin,
      log: () => {},
    })
  })

  afterAll(() => proxied?.close())

  it('accepts a return address and the Origin of an answer on that origin', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    const back = `${publicOrigin}/storefront.html#/b2c/remote-return`
    const url = new URL('/dx/api/payment/challenge', proxied.url)
    url.searchParams.set('challengeId', challengeId)
    url.searchParams.set('return', back)
    expect((await fetch(url)).status).toBe(200)
    const answered = await fetch(new URL('/dx/api/payment/challenge', proxied.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicOrigin },
      body: new URLSearchParams({ challengeId, return: back, outcome: 'SUCCESS' }).toString(),
    })
    expect(answered.status).toBe(303)
    expect(answered.headers.get('location')).toBe(back)
  })

  it('refuses an answer whose Origin is the listening address instead', async () => {
    const { challengeId } = await pendingPurchase(challengeCard)
    const answered = await fetch(new URL('/dx/api/payment/challenge', proxied.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: proxied.url },
      body: new URLSearchParams({ challengeId, return: hostReturn, outcome: 'SUCCESS' }).toString(),
    })
    expect(answered.status).toBe(403)
  })
})
