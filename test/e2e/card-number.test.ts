// The full card number leaves the page only in the body of the request that pays
// (purchase, or payHeldOrder for a booking held to pay later). For each test card of
// the demo, a booking is paid from its payment page to its outcome while everything
// the page lets out or keeps is recorded: every request (URL, headers, body), every
// page URL (hash routes included), every console line, every storage entry written or
// present and every cookie, and every dx:* event. The number, typed in groups or as
// digits, must be in none of it but that one body. Recording starts when the payment
// page shows, before a digit is typed: the steps before it never see the number.
import { describe, expect, test } from 'vitest'
import type { BrowserContext, Page, Request } from 'playwright-core'
import {
  bookedConversation,
  bookingE2e,
  familyTrip,
  fillCard,
  fillCardFields,
  openBookingPage,
  openPaymentPage,
} from './booking'
import type { WatchedPage } from './harness'
import { addDays, heading, routeOf, storefront, todayUtc } from './shopping'

const e2e = bookingE2e()

const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))
// Declines are answers with an error (402): the page handles them, the harness need not report them.
const declines = /\/dx\/api\/graphql/
/** The operations whose request body may carry the whole number: the ones that pay. */
const PAYING = new Set(['purchase', 'payHeldOrder'])

interface SentRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: string
  /** The GraphQL operation a POST to the API names in its body; '' for any other request. */
  operation: string
}

/** What the page reports from inside: a dx:* event, a storage entry or snapshot, or the page's URL. */
interface InPageEntry {
  kind: 'event' | 'storage' | 'url'
  text: string
}

interface Trail {
  requests: Promise<SentRequest>[]
  /** The API operations asked so far, at once (the requests above resolve later). */
  operations: string[]
  /** Requests on their way. */
  inFlight: number
  pageUrls: string[]
  console: string[]
  inPage: InPageEntry[]
}

function operationOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { operationName?: unknown }
    return typeof parsed.operationName === 'string' ? parsed.operationName : ''
  } catch {
    return ''
  }
}

async function sentRequest(request: Request): Promise<SentRequest> {
  const body = request.postData() ?? ''
  // allHeaders adds what the network layer set (cookies among them); a request the page left behind has only its own.
  const headers = await request.allHeaders().catch(() => request.headers())
  return { method: request.method(), url: request.url(), headers, body, operation: operationOf(body) }
}

/**
 * Runs in the page, before its scripts on each new document and at once in the current
 * one: reports every dx:* event (with the page's URL then), every storage write, a
 * snapshot of both storages and the cookies after each event and as the page goes, and
 * each hash change. Patching dispatchEvent sees every dx:* event whatever its name.
 */
function recordInPage(): void {
  const report = (window as unknown as { __dxCardTrail(entry: InPageEntry): void }).__dxCardTrail
  const snapshot = () =>
    report({
      kind: 'storage',
      text: JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, cookie: document.cookie }),
    })
  const dispatch = EventTarget.prototype.dispatchEvent
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event): boolean {
    const answer = dispatch.call(this, event)
    if (event.type.startsWith('dx:')) {
      const detail = event instanceof CustomEvent ? event.detail : null
      report({ kind: 'event', text: JSON.stringify({ type: event.type, detail }) })
      report({ kind: 'url', text: location.href })
      snapshot()
    }
    return answer
  }
  const setItem = Storage.prototype.setItem
  Storage.prototype.setItem = function (this: Storage, key: string, value: string): void {
    report({ kind: 'storage', text: `${key}=${value}` })
    setItem.call(this, key, value)
  }
  addEventListener('hashchange', () => report({ kind: 'url', text: location.href }))
  addEventListener('pagehide', snapshot)
}

async function recordTrail(context: BrowserContext, page: Page): Promise<Trail> {
  const trail: Trail = { requests: [], operations: [], inFlight: 0, pageUrls: [page.url()], console: [], inPage: [] }
  context.on('request', (request) => {
    trail.inFlight++
    trail.operations.push(operationOf(request.postData() ?? ''))
    trail.requests.push(sentRequest(request))
  })
  const done = () => trail.inFlight--
  context.on('requestfinished', done)
  context.on('requestfailed', done)
  page.on('console', (message) => trail.console.push(message.text()))
  page.on('framenavigated', (frame) => trail.pageUrls.push(frame.url()))
  await context.exposeBinding('__dxCardTrail', (_source, entry: InPageEntry) => trail.inPage.push(entry))
  await context.addInitScript(recordInPage)
  await page.evaluate(recordInPage)
  return trail
}

/** The number as typed, as digits and in groups of four, and each as it would sit in a URL. */
function forms(number: string): string[] {
  const digits = number.replace(/\s/g, '')
  const typed = [number, digits, digits.replace(/(\d{4})(?=\d)/g, '$1 ')]
  return [...new Set(typed.flatMap((form) => [form, encodeURIComponent(form), form.replace(/ /g, '+')]))]
}

/**
 * Waits until the card's brand was asked and no request has been on its way for half a
 * second (the card's offers follow the brand's answer), as a traveller reading the form
 * would, so no request is still going when paying leaves the page.
 */
async function settled(trail: Trail): Promise<void> {
  await expect.poll(() => trail.operations.includes('cardType')).toBe(true)
  const deadline = Date.now() + 10_000
  let quietSince = Date.now()
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error(`requests still on their way: ${trail.inFlight}`)
    if (trail.inFlight > 0) quietSince = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Every place of the trail where the number is, as "<place>: <what>"; the body of a
 * request that pays is the one place it may be, and it must be there (so the trail
 * saw the bodies at all).
 */
async function whereTheNumberIs(trail: Trail, number: string): Promise<{ leaks: string[]; paidWithIt: boolean }> {
  const needles = forms(number)
  const holds = (text: string) => needles.some((needle) => text.includes(needle))
  const leaks: string[] = []
  let paidWithIt = false
  for (const request of await Promise.all(trail.requests)) {
    const name = `${request.method} ${request.url.split('?')[0]} ${request.operation}`.trim()
    if (holds(request.url)) leaks.push(`request URL: ${name}`)
    if (holds(JSON.stringify(request.headers))) leaks.push(`request headers: ${name}`)
    if (PAYING.has(request.operation)) paidWithIt ||= holds(request.body)
    else if (holds(request.body)) leaks.push(`request body: ${name}`)
  }
  for (const url of trail.pageUrls) if (holds(url)) leaks.push('page URL')
  for (const line of trail.console) if (holds(line)) leaks.push(`console: ${line.slice(0, 80)}`)
  for (const entry of trail.inPage) if (holds(entry.text)) leaks.push(`${entry.kind}: ${entry.text.slice(0, 80)}`)
  return { leaks, paidWithIt }
}

/** The brand was asked with the number's first 8 digits, and with nothing longer. */
async function brandAskedWith(trail: Trail): Promise<string[]> {
  const requests = await Promise.all(trail.requests)
  return requests
    .filter((request) => request.operation === 'cardType')
    .map((request) => String((JSON.parse(request.body) as { variables: { bin?: unknown } }).variables.bin))
}

/**
 * After the outcome, with the storage and URL the page ends on: the brand was asked with
 * the first 8 digits only, and the number is nowhere but in the body that paid.
 */
async function expectOnlyPayingBody(page: Page, trail: Trail, number: string): Promise<void> {
  const end = await page.evaluate(() => ({
    url: location.href,
    storage: JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, cookie: document.cookie }),
  }))
  trail.pageUrls.push(end.url)
  trail.inPage.push({ kind: 'storage', text: end.storage })
  const { leaks, paidWithIt } = await whereTheNumberIs(trail, number)
  expect(leaks).toEqual([])
  expect(paidWithIt, 'the request that paid carried the number').toBe(true)
  expect(new Set(await brandAskedWith(trail))).toEqual(new Set([number.replace(/\s/g, '').slice(0, 8)]))
}

const payButton = (page: Page) => storefront(page).getByRole('button', { name: /^Pay / })

/** The payment page of a new booking of the family's trip, recorded from its first showing. */
async function payingPage(): Promise<{ watched: WatchedPage; trail: Trail }> {
  const watched = await openPaymentPage(e2e, await bookedConversation(e2e, trip))
  try {
    return { watched, trail: await recordTrail(watched.context, watched.page) }
  } catch (error) {
    await watched.close()
    throw error
  }
}

/** Types the card (AMEX: a four-digit security code) and waits until its brand and offers were asked. */
async function enterCard(page: Page, trail: Trail, number: string, brand: string): Promise<void> {
  const form = storefront(page).locator('form')
  await fillCard(form, number, { holderName: 'Ada Lovelace' })
  if (brand === 'American Express') await form.getByLabel('Security code').fill('1234')
  await storefront(page).getByText(`Card type: ${brand}`).waitFor()
  await settled(trail)
}

/** On the confirmation route with a booking reference; the trail heard the host told of it (it records events). */
async function confirmed(page: Page, trail: Trail): Promise<void> {
  await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 15_000 })
  const reference = routeOf(page.url()).query.get('pnr') ?? ''
  expect(reference).toMatch(/^[A-Z2-9]{6}$/)
  const told = JSON.stringify({ type: 'dx:booking-confirmed', detail: { reference } })
  // The page's events reach the trail through a CDP binding, which lags the address under load.
  await expect
    .poll(() => trail.inPage.some((entry) => entry.kind === 'event' && entry.text === told), { timeout: 10_000 })
    .toBe(true)
}

describe('the card number leaves the page only in the body of the request that pays', () => {
  const approved = [
    { number: '4111 1111 1111 1111', brand: 'Visa', name: 'the approved test card' },
    { number: '5555 5555 5555 4444', brand: 'Mastercard', name: 'a Mastercard (approved)' },
    { number: '3782 822463 10005', brand: 'American Express', name: 'an American Express card (approved)' },
  ]
  for (const card of approved) {
    test(`${card.name}: paid and confirmed`, async () => {
      const { watched, trail } = await payingPage()
      try {
        await enterCard(watched.page, trail, card.number, card.brand)
        await payButton(watched.page).click()
        await confirmed(watched.page, trail)
        await expectOnlyPayingBody(watched.page, trail, card.number)
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    })
  }

  const refused = [
    { number: '4000 0000 0000 0002', title: 'Your payment was declined', name: 'the declined test card' },
    {
      number: '4000 0000 0000 9995',
      title: 'Your card was declined for insufficient funds',
      name: 'the insufficient-funds test card',
    },
  ]
  for (const card of refused) {
    test(`${card.name}: refused, and the page says so`, async () => {
      const { watched, trail } = await payingPage()
      try {
        await enterCard(watched.page, trail, card.number, 'Visa')
        await payButton(watched.page).click()
        await storefront(watched.page).getByRole('alert').filter({ hasText: card.title }).waitFor({ timeout: 10_000 })
        await expectOnlyPayingBody(watched.page, trail, card.number)
        expect(watched.problems({ allowHttpErrors: declines })).toEqual([])
      } finally {
        await watched.close()
      }
    })
  }

  test('the challenge test card: through the demo bank, approved there, and confirmed', async () => {
    const { watched, trail } = await payingPage()
    const { page } = watched
    try {
      await enterCard(page, trail, '4000 0000 0000 3220', 'Visa')
      await payButton(page).click()
      await page.waitForURL(/\/dx\/api\/payment\/challenge\?/, { timeout: 15_000 })
      await page.getByRole('button', { name: 'Approve payment' }).click()
      await confirmed(page, trail)
      await expectOnlyPayingBody(watched.page, trail, '4000 0000 0000 3220')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a booking held to pay later, then paid on its confirmation with the approved card: only payHeldOrder carries it', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openBookingPage(e2e, conversation, 'payment', (page) =>
      storefront(page).getByRole('radio', { name: /Hold now, pay later/ }),
    )
    const { page } = watched
    try {
      const trail = await recordTrail(watched.context, page)
      const sf = storefront(page)
      await sf.getByRole('radio', { name: /Hold now, pay later/ }).check()
      await sf.getByRole('button', { name: 'Hold my booking' }).click()
      await heading(page, 'Booking on hold').waitFor({ timeout: 15_000 })
      const pay = sf.getByRole('region', { name: 'Pay now' })
      await fillCardFields(pay, '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await settled(trail)
      await pay.getByRole('button', { name: /^Pay \$/ }).click()
      await heading(page, 'Booking confirmed').waitFor({ timeout: 15_000 })
      expect((await Promise.all(trail.requests)).some((request) => request.operation === 'payHeldOrder')).toBe(true)
      await expectOnlyPayingBody(watched.page, trail, '4111 1111 1111 1111')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
