// The remote pages a purchase leaves for (payment): a demo bank's 3-D Secure
// page for a card challenge and the ZZ Pay wallet page for the alternative form of
// payment.
//
//   GET  /dx/api/payment/challenge?challengeId=..&return=..   the bank: Approve / Decline
//   GET  /dx/api/payment/zzpay?challengeId=..&return=..       the wallet: Pay / Cancel
//   POST the same path (form: challengeId, return, locale, outcome)   records the answer, 303 to return
//   GET  /dx/api/payment/pages.css
//
// The return address must be an absolute http(s) URL on this server's public origin
// (DX_PUBLIC_ORIGIN, by default the listening address; never the request's Host header,
// which the client chooses) or an origin the API's CORS policy allows (DX_ALLOWED_ORIGINS;
// by default any localhost origin, which is where the e2e host pages live); anything else
// answers 400, so the pages are no open redirect. The page the traveller returns to reads the
// outcome with challengeResult(challengeId).
//
// Anti-forgery: the challengeId is the secret. It is 128 random bits that only the
// purchasing conversation received, and a POST must carry it, so another site cannot
// forge an answer without it. A POST whose Origin header is not the public origin is
// refused too, and the pages may not be framed (frame-ancestors 'none'), so the Approve button
// cannot be clickjacked.
//
// An approval makes the order only if the payment is still the conversation's newest
// and its cart still costs what was approved (checkout/checkout.ts); otherwise the
// traveller goes back to the shop all the same, and challengeResult tells it why.
//
// The pages speak the language the traveller booked in: the one the waiting payment keeps
// (languageForBooking), else the one the shop put in the page's address (`locale`, as 3-D
// Secure passes the issuer the browser's language), which still holds once the payment is
// answered; without either, the browser's (Accept-Language); English for any other.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { GraphQLError } from 'graphql'
import { formatMoney } from '../../../core/i18n/format'
import { bidiIsolate } from '../../../core/i18n/locale'
import { itineraryOf } from '../booking/itinerary'
import { completeChallengeFor } from '../checkout/checkout'
import { checkoutKinds } from '../graphql/checkout-kinds'
import type { Attempt } from '../booking/order-store'
import type { ApiDeps } from '../graphql/context'
import type { OriginPolicy } from './cors'
import stylesheet from './payment-pages.css'
import { demoAirline } from '../seed/airlines'
import { type ServerLocale, serverLocaleOf, serverTexts } from '../locale-texts/server-texts'
import { backLink, escapeHtml, outcomeForm, page, stylesheetPath } from './payment-page-html'
import { readBody, refuseTooLarge } from './read-body'
import { requestLocale } from './request-locale'
import { sendApiNotFound, sendText } from './respond'

type Kind = 'challenge' | 'zzpay'

/** The form of payment each page answers for. */
const paymentTypes: Record<Kind, string> = { challenge: 'CARD', zzpay: 'ZZPAY' }

/** No answer of this API needs a bigger form. */
const maxFormBytes = 4096

export interface PaymentPagesOptions {
  deps: ApiDeps
  isAllowedOrigin: OriginPolicy
  /** This server's origins as browsers reach it, from configuration. */
  ownOrigins: readonly string[]
}

/** The return address when it is safe to send the traveller to, else null. */
function safeReturnUrl(
  value: string | null | undefined,
  own: readonly string[],
  isAllowedOrigin: OriginPolicy,
): URL | null {
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  return own.includes(url.origin) || isAllowedOrigin(url.origin) ? url : null
}

function sendHtml(res: ServerResponse, status: number, html: string, formTarget?: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // same-origin, not no-referrer: the latter makes the form's POST send "Origin: null".
    'Referrer-Policy': 'same-origin',
    // form-action covers the 303 after the POST, so the return origin is listed too.
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; form-action 'self'${formTarget ? ` ${formTarget}` : ''}; base-uri 'none'; frame-ancestors 'none'`,
  })
  res.end(html)
}

/** The pages that say why there is nothing to answer, each with a way back when there is one. */
type Notice = 'badReturn' | 'notFound' | 'answered' | 'replaced' | 'notCompleted'

/** The first of `wanted` the server has texts in, else the request's Accept-Language, else English. */
function pageLocale(req: IncomingMessage, ...wanted: (string | null | undefined)[]): ServerLocale {
  for (const tag of wanted) {
    const locale = serverLocaleOf(tag)
    if (locale) return locale
  }
  return serverLocaleOf(requestLocale(req.headers)) ?? 'en-US'
}

function sendNotice(res: ServerResponse, status: number, locale: ServerLocale, notice: Notice, returnUrl?: URL): void {
  const { title, heading, text } = serverTexts(locale).paymentPages[notice]
  const back = returnUrl ? backLink(returnUrl.href, locale) : ''
  sendHtml(res, status, page(locale, title, `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${back}`))
}

/** How a payment can end that the shop explains to the traveller (challengeResult answers it): back to the shop with 303. */
const outcomeCodes: readonly unknown[] = [
  'PAYMENT_DECLINED',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_ABANDONED',
  'CART_CHANGED',
  'ORDER_CHANGED',
  'FARE_SOLD_OUT',
]

const failureCode = (attempt: Attempt): unknown => (attempt.result as { code?: unknown } | null)?.code

function choicePage(
  res: ServerResponse,
  kind: Kind,
  path: string,
  attempt: Attempt & { payment: NonNullable<Attempt['payment']> },
  returnUrl: URL,
  airline: string,
  locale: ServerLocale,
): void {
  const { payment } = attempt
  const texts = serverTexts(locale).paymentPages
  const spec = texts[kind]
  const paid = payment.charged ?? (payment.currency ? { amount: payment.amount, currency: payment.currency } : null)
  // The amount as the shop writes it (core/i18n/format.ts): the locale's digits and symbol, kept whole in right-to-left text.
  const amount = paid ? `<p class="amount">${escapeHtml(formatMoney(paid.amount, paid.currency, locale))}</p>` : ''
  const card =
    payment.cardType && payment.last4
      ? `<p>${escapeHtml(texts.card(bidiIsolate(payment.cardType, locale), bidiIsolate(payment.last4, locale)))}</p>`
      : ''
  const form = outcomeForm(path, attempt.challengeId ?? '', returnUrl.href, locale, [
    { outcome: 'SUCCESS', label: spec.approve },
    { outcome: 'FAILURE', label: spec.decline, secondary: true },
  ])
  const body = `<h1>${escapeHtml(spec.heading)}</h1><p>${escapeHtml(spec.lead(bidiIsolate(airline, locale)))}</p>${amount}${card}${form}`
  sendHtml(res, 200, page(locale, spec.title, body), returnUrl.origin)
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readBody(req, maxFormBytes)
  return body === undefined ? undefined : new URLSearchParams(body)
}

export function paymentPagesRoute(
  options: PaymentPagesOptions,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> {
  const { deps, isAllowedOrigin, ownOrigins: own } = options
  const itinerary = (key: string) => itineraryOf(deps.shopping.conversations.resume(key), deps.flights, deps.catalog)

  /** The attempt of a challengeId when it belongs on this page (a card challenge or a ZZ Pay redirect). */
  const attemptFor = (kind: Kind, challengeId: string | null) => {
    const attempt = challengeId ? deps.booking.orders.attemptByChallenge(challengeId) : undefined
    if (!attempt) return undefined
    if (attempt.state === 'PENDING' && attempt.payment?.type !== paymentTypes[kind]) return undefined
    return attempt
  }

  async function answer(req: IncomingMessage, res: ServerResponse, kind: Kind, path: string): Promise<void> {
    const origin = req.headers.origin
    if (origin !== undefined && !own.includes(origin)) return sendText(res, 403, 'Answers come from this page only.')
    const form = await readForm(req)
    if (!form) return refuseTooLarge(req, res, (headers) => sendText(res, 413, 'Form too large.', headers))
    const locale = pageLocale(req, form.get('locale'))
    const returnUrl = safeReturnUrl(form.get('return'), own, isAllowedOrigin)
    if (!returnUrl) return sendNotice(res, 400, locale, 'badReturn')
    const outcome = form.get('outcome')
    if (outcome !== 'SUCCESS' && outcome !== 'FAILURE') return sendText(res, 400, 'outcome must be SUCCESS or FAILURE.')
    const attempt = attemptFor(kind, form.get('challengeId'))
    if (!attempt?.challengeId) return sendNotice(res, 404, locale, 'notFound', returnUrl)
    try {
      completeChallengeFor(deps, checkoutKinds, attempt.challengeId, outcome === 'SUCCESS', itinerary)
    } catch (error) {
      // A decline, a replaced payment or a changed cart is an outcome like any other; the shop reads it with challengeResult.
      const code = error instanceof GraphQLError ? error.extensions.code : undefined
      if (!outcomeCodes.includes(code)) return sendNotice(res, 409, locale, 'notCompleted', returnUrl)
    }
    res.writeHead(303, { Location: returnUrl.href, 'Cache-Control': 'no-store' }).end()
  }

  return async (req, res, path) => {
    const method = req.method ?? 'GET'
    if (path === stylesheetPath && (method === 'GET' || method === 'HEAD')) {
      res
        .writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(method === 'HEAD' ? undefined : stylesheet)
      return
    }
    const kind =
      path === '/dx/api/payment/challenge' ? 'challenge' : path === '/dx/api/payment/zzpay' ? 'zzpay' : undefined
    if (!kind) return sendApiNotFound(res, path)
    if (method === 'POST') return answer(req, res, kind, path)
    if (method !== 'GET' && method !== 'HEAD')
      return sendText(res, 405, 'GET shows the page; POST answers it.', { Allow: 'GET, HEAD, POST' })
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams
    const attempt = attemptFor(kind, query.get('challengeId'))
    const locale = pageLocale(req, attempt?.details?.languageForBooking, query.get('locale'))
    const returnUrl = safeReturnUrl(query.get('return'), own, isAllowedOrigin)
    if (!returnUrl) return sendNotice(res, 400, locale, 'badReturn')
    if (!attempt) return sendNotice(res, 404, locale, 'notFound', returnUrl)
    if (attempt.state === 'FAILED' && failureCode(attempt) === 'PAYMENT_ABANDONED')
      return sendNotice(res, 200, locale, 'replaced', returnUrl)
    if (attempt.state !== 'PENDING' || !attempt.payment) return sendNotice(res, 200, locale, 'answered', returnUrl)
    choicePage(
      res,
      kind,
      path,
      { ...attempt, payment: attempt.payment },
      returnUrl,
      deps.catalog.airlineNames.get(demoAirline.code) ?? demoAirline.name,
      locale,
    )
  }
}
