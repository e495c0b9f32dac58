// Bad links into the storefront. A query string
// with script tags, unknown airports, past dates, 999 passengers or a garbled date
// lands on a usable page with a message, and nothing from it is ever rendered as HTML
// or run: no element from the query, no dialog, no error beyond the API refusing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { openPage, startE2e, type E2e, type WatchedPage } from './harness'
import { pagesDir } from './host-server'
import {
  addDays,
  buttonDate,
  defaultTrip,
  fareName,
  heading,
  injectedMarkup,
  openShop,
  queryDate,
  recordEvents,
  routeOf,
  storefront,
  storefrontHash,
  todayUtc,
  tripQuery,
  tripSummary,
  type Recorded,
} from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
})

afterAll(async () => {
  await e2e?.close()
})

/** The script elements the host page itself has (the loader). */
const hostScripts = (readFileSync(join(pagesDir, 'shop.html'), 'utf8').match(/<script\b/g) ?? []).length

/** The API answering a search for an airport it does not serve with an error status is the API doing its job. */
const apiErrors = /\/dx\/api\/graphql|Failed to load resource/

const MESSAGES = {
  airport: 'An airport in the link was not valid and was left out.',
  past: 'A date in the link is in the past and was left out. Choose a date below.',
  garbled: 'A date in the link could not be read and was left out. Choose a date below.',
  passengers: 'The number of passengers was adjusted to what can be booked online.',
}

/** What a hostile query would do if it reached the DOM: run script, open a dialog, set a global. */
const payload = (tag: string) => `<script>window.__dxInjected="${tag}";alert("${tag}")</script>`
const imagePayload = (tag: string) => `<img src=x onerror="window.__dxInjected='${tag}';alert('${tag}')">`

interface BadLink {
  name: string
  query: URLSearchParams
  /** Where the traveller lands: the search form, or flight selection when the trip itself was still good. */
  lands: 'home' | 'flight-selection'
  messages: string[]
}

const trip = defaultTrip()
const oneWay = (fields: Record<string, string>) =>
  new URLSearchParams({
    origin0: 'LHR',
    destination0: 'JFK',
    date0: queryDate(trip.depart),
    journeyType: 'one-way',
    ADT: '1',
    ...fields,
  })

const links: BadLink[] = [
  {
    name: 'script tags in origin0 and promoCode0',
    query: oneWay({ origin0: payload('origin'), promoCode0: payload('promo') }),
    lands: 'home',
    messages: [MESSAGES.airport],
  },
  {
    name: 'script tags in every airport field of a round trip, an img with onerror in promoCode0',
    query: tripQuery(trip, {
      origin0: payload('origin0'),
      destination0: imagePayload('destination0'),
      origin1: imagePayload('origin1'),
      destination1: payload('destination1'),
      promoCode0: imagePayload('promo'),
    }),
    lands: 'home',
    messages: [MESSAGES.airport],
  },
  {
    name: 'past dates',
    query: tripQuery({ ...trip, depart: addDays(todayUtc(), -10), back: addDays(todayUtc(), -3) }),
    lands: 'home',
    messages: [MESSAGES.past],
  },
  {
    name: 'a garbled date',
    query: oneWay({ date0: '13-45-20x6' }),
    lands: 'home',
    messages: [MESSAGES.garbled],
  },
  {
    name: '999 passengers',
    query: tripQuery(trip, { ADT: '999' }),
    lands: 'flight-selection',
    messages: [MESSAGES.passengers],
  },
]

interface Followed {
  watched: WatchedPage
  events: () => Promise<Recorded>
  dialogs: string[]
}

/**
 * Follows a link into flight selection on the shop page. It starts on a blank page of
 * ours so that a dialog or an event during the storefront's first load is seen.
 */
async function follow(query: URLSearchParams): Promise<Followed> {
  const watched = await openPage(e2e, '/blank.html')
  const { page } = watched
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  const events = await recordEvents(watched)
  await page.goto(`${e2e.hostOrigin}/shop.html${storefrontHash('flight-selection', query)}`)
  await watched.waitForReady(['search-box', 'storefront'])
  return { watched, events, dialogs }
}

/** The storefront's search form is on screen and can be used. */
async function expectSearchForm(page: Page): Promise<void> {
  await heading(page, 'Search flights').waitFor({ state: 'visible', timeout: 15_000 })
  const form = storefront(page).getByRole('form', { name: 'Search flights' })
  await form.waitFor({ state: 'visible' })
  expect(await form.getByRole('combobox', { name: 'From' }).isEditable()).toBe(true)
  expect(await form.getByRole('button', { name: 'Search flights' }).isEnabled()).toBe(true)
}

/** Nothing from the query string became an element or ran, and nothing went wrong but the API refusing. */
async function expectNothingInjected({ watched, dialogs }: Followed): Promise<void> {
  const { page } = watched
  expect(await page.locator('script').count()).toBe(hostScripts)
  expect(await page.locator('img').count()).toBe(0)
  expect(await injectedMarkup(page)).toEqual({ scripts: hostScripts, handlers: [] })
  expect(await page.evaluate(() => (window as unknown as { __dxInjected?: string }).__dxInjected)).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(watched.problems({ allowHttpErrors: apiErrors })).toEqual([])
}

describe('bad links into the storefront', () => {
  for (const link of links) {
    test(`${link.name}: a usable page with a message, nothing from the link rendered or run`, async () => {
      const followed = await follow(link.query)
      const { page } = followed.watched
      try {
        const sf = storefront(page)
        if (link.lands === 'home') {
          await expectSearchForm(page)
          expect((await followed.events()).routes.at(-1)).toEqual({ page: 'home' })
        } else {
          await heading(page, 'Choose your outbound flight').waitFor({ state: 'visible', timeout: 15_000 })
          await sf
            .getByRole('button', { name: fareName('Light') })
            .first()
            .waitFor({ state: 'visible', timeout: 15_000 })
        }

        // The corrections are announced as plain text.
        const notes = sf.locator('.dx-sf-problems')
        for (const message of link.messages)
          await notes.getByText(message, { exact: true }).waitFor({ state: 'visible', timeout: 10_000 })
        if (link.messages.length > 0) {
          expect(await notes.getAttribute('role')).toBe('status')
          expect(
            await notes.evaluate((element) =>
              Array.from(element.querySelectorAll('*'), (child) => child.tagName.toLowerCase()).filter(
                (tag) => tag !== 'div' && tag !== 'ul' && tag !== 'li',
              ),
            ),
          ).toEqual([])
        }

        await expectNothingInjected(followed)
      } finally {
        await followed.watched.close()
      }
    })
  }

  test('unknown airports (QQQ): back to the search form, filled in, with the reason', async () => {
    const followed = await follow(tripQuery(trip, { origin0: 'QQQ', destination1: 'QQQ' }))
    const { page } = followed.watched
    try {
      const sf = storefront(page)
      // The API refuses the airport (UNKNOWN_AIRPORT): retrying could only fail again,
      // so the storefront returns to the form and says why in its own words.
      await sf
        .getByRole('alert')
        .filter({ hasText: 'We do not fly to or from one of these airports' })
        .waitFor({ state: 'visible', timeout: 15_000 })
      await expectSearchForm(page)
      expect(routeOf(page.url()).page).toBe('home')
      const form = sf.getByRole('form', { name: 'Search flights' })
      expect(await form.getByRole('combobox', { name: 'To' }).inputValue()).toContain('JFK')
      expect(await form.getByRole('button', { name: /^Departure/ }).innerText()).toBe(buttonDate(trip.depart))
      await expectNothingInjected(followed)
    } finally {
      await followed.watched.close()
    }
  })

  test('999 passengers are clamped to what can be booked, and the trip summary says so', async () => {
    const watched = await openShop(e2e, storefrontHash('flight-selection', tripQuery(trip, { ADT: '999' })))
    try {
      await tripSummary(watched.page).getByText('9 adults').waitFor({ state: 'visible', timeout: 15_000 })
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
