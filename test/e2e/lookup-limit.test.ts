// Guessing a trip: one client that gets the last name wrong again and again, through the
// trip lookup on a partner page. After the allowance (5 failures in 10 minutes) it is
// slowed, shown a wait that counts down rather than an error, and at no point does the
// lookup's text or the API's answer tell an existing reference from an unknown one.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { asAnotherClient, type ApiExchange } from './another-client'
import { bookingE2e, familyTrip } from './booking'
import { shadowText, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'
import { findTrip, lookupWidget, openTripPage, order } from './trips'
import type { WatchedPage } from './harness'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

const notFound = /We could not find a trip with these details\./
const waiting = /Too many attempts from your connection\. You can try again in [\d,]+ (second|seconds)\./
/** The server's allowance of failed lookups per client in ten minutes (DX_FAILED_LOOKUPS_PER_10_MINUTES). */
const allowance = 5

/** What one answer looked like, with the seconds left taken out (they count down between two tries). */
interface Seen {
  text: string
  status: number
  retryAfter: boolean
  body: string
}

const withoutNumbers = (text: string) => text.replace(/\d+/g, '#')

function seenOf(text: string, exchange: ApiExchange | undefined): Seen {
  if (!exchange) throw new Error('the lookup sent no request')
  return {
    text: withoutNumbers(text),
    status: exchange.status,
    retryAfter: exchange.headers['retry-after'] !== undefined,
    body: withoutNumbers(exchange.body),
  }
}

/** The trip retrieves among a page's API calls (GraphQL, or the REST fallback). */
const lookupsIn = (exchanges: () => ApiExchange[]) => () =>
  exchanges().filter(
    (exchange) => exchange.path.endsWith('/trips/retrieve') || exchange.requestBody.includes('retrieveTrip'),
  )

const lookupForm = (page: Page) => lookupWidget(page).getByRole('form', { name: /./ })

/** Wrong guesses from the page's client until the lookup shows the countdown. */
async function exhaustAllowance(page: Page, lookups: () => ApiExchange[]): Promise<void> {
  for (let attempt = 1; attempt <= allowance + 1; attempt++) {
    const before = lookups().length
    await findTrip(page, 'QXQXQ8', 'Babbage')
    await expect.poll(() => lookups().length).toBe(before + 1)
    await expect.poll(() => lookupForm(page).getAttribute('aria-busy')).toBe('false')
  }
  await waitForShadowText(lookupWidget(page), waiting)
}

/**
 * A fresh visit of the lookup from the same client (browser context), as a guesser reloads,
 * once the page's requests are done: a reload would abort a chunk still on its way.
 */
async function reloadLookup({ page, requestsSettled }: WatchedPage): Promise<void> {
  await requestsSettled()
  await page.reload()
  await lookupWidget(page).getByRole('button', { name: 'Find my trip' }).waitFor({ state: 'visible' })
}

describe('failed trip lookups from one client', () => {
  test('20 wrong last names: five say not found, then a countdown, not an error; an existing reference and an unknown one always get the same text and HTTP answer', async () => {
    const reference = await order(e2e, trip)
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      const exchanges = lookupsIn(await asAnotherClient(watched.context, e2e.dxOrigin, '127.0.0.2'))
      const seen: { existing: Seen[]; unknown: Seen[] }[] = [
        { existing: [], unknown: [] },
        { existing: [], unknown: [] },
      ]
      for (let attempt = 1; attempt <= 20; attempt++) {
        const existing = attempt % 2 === 1
        const slowed = attempt > allowance
        // Once the countdown shows, the form takes no submit: each further guess is a new visit.
        if (attempt > allowance + 1) await reloadLookup(watched)
        const before = exchanges().length
        await findTrip(page, existing ? reference : 'QXQXQ9', 'Babbage')
        // The answer has come and the form has shown it (the last try's message stays until then).
        await expect.poll(() => exchanges().length).toBe(before + 1)
        await expect.poll(() => lookupForm(page).getAttribute('aria-busy')).toBe('false')
        const text = await waitForShadowText(lookupWidget(page), slowed ? waiting : notFound)
        if (slowed) {
          expect(text, `attempt ${attempt}`).not.toMatch(notFound)
          expect(await lookupWidget(page).getByRole('alert').count(), `attempt ${attempt}: an error shown`).toBe(0)
        }
        const phase = seen[slowed ? 1 : 0]
        phase?.[existing ? 'existing' : 'unknown'].push(seenOf(text, exchanges().at(-1)))
      }
      const [allowed, refused] = seen
      expect(refused?.existing[0]?.status).toBe(429)
      expect(refused?.existing[0]?.retryAfter).toBe(true)
      for (const phase of [allowed, refused]) {
        const answers = new Set([...(phase?.existing ?? []), ...(phase?.unknown ?? [])].map((s) => JSON.stringify(s)))
        expect([...answers]).toHaveLength(1)
      }
      expect(watched.problems({ allowHttpErrors: /graphql|status of 429/ })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('while one client waits, a lookup from another still finds its trip', async () => {
    const reference = await order(e2e, trip)
    const guesser = await openTripPage(e2e)
    const traveller = await openTripPage(e2e)
    try {
      await exhaustAllowance(guesser.page, lookupsIn(await asAnotherClient(guesser.context, e2e.dxOrigin, '127.0.0.7')))
      const { page } = traveller
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
      expect(await shadowText(lookupWidget(page))).not.toMatch(waiting)
      expect(traveller.problems()).toEqual([])
    } finally {
      await Promise.all([guesser.close(), traveller.close()])
    }
  })

  test('a wait is a wait: pressing Find my trip during the countdown sends no request', async () => {
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      const exchanges = lookupsIn(await asAnotherClient(watched.context, e2e.dxOrigin, '127.0.0.8'))
      await exhaustAllowance(page, exchanges)
      const sent = exchanges().length
      // aria-disabled: the button keeps its focus and takes the press, which the form ignores.
      await lookupWidget(page).getByRole('button', { name: 'Find my trip' }).focus()
      await page.keyboard.press('Enter')
      await page.waitForTimeout(500)
      expect(exchanges()).toHaveLength(sent)
      expect(await shadowText(lookupWidget(page))).toMatch(waiting)
    } finally {
      await watched.close()
    }
  })
})
