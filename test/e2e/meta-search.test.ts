// Meta-search landing: a partner's link (one per code) lands on passengers with its
// flights priced in the cart; a changed price, flights that do not operate and a garbled
// link each land on a usable page with the reason; the order carries the partner's code;
// with prefetch on, the metaSearch call starts before the landing page's code has
// arrived, once. The links are built with the link builder partners use, on flights the
// demo API offers today.
import Database from '@rocicorp/zero-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import addItineraryDocument from '../../core/api/add-itinerary.graphql'
import flightSchedulesDocument from '../../core/api/flight-schedules.graphql'
import purchaseDocument from '../../core/api/purchase.graphql'
import searchFlightsDocument from '../../core/api/search-flights.graphql'
import type {
  AddItineraryMutation,
  FlightSchedulesQuery,
  MetaSearchCode,
  MetaSearchInput,
  PurchaseMutation,
  SearchFlightsMutation,
} from '../../core/api/generated/operations'
import { buildMetaSearchLink } from '../../core/meta-search/meta-search-link'
import { runAxe } from './axe'
import { bookingE2e, callApi, savePassengers, type Conversation } from './booking'
import type { WatchedPage } from './harness'
import {
  addDays,
  DESTINATION,
  formatMoney,
  heading,
  isoDate,
  openShop,
  ORIGIN,
  routeOf,
  storefront,
  summaryPart,
  summaryTotal,
  todayUtc,
  type Trip,
} from './shopping'
import { card } from './trips'

const e2e = bookingE2e()

/** The landing page's own file (first of its files in the build's manifest). */
const landingChunk = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/manifest.json', import.meta.url)), 'utf8')) as {
    pages: Record<string, string>
  }
).pages['meta-search']?.split(' ')[0]

/** One adult, LHR-JFK one way, three weeks ahead. */
const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 21), adults: 1, children: 0 }

interface Offered {
  flightNumber: string
  operatingAirlineCode: string
  departure: string
  arrival: string
  /** Today's price of its Classic fare for the trip's adult, fares and taxes. */
  total: { amount: number; currency: string }
}

/** The first direct flight of the trip the demo offers today in Classic, and its price in a cart. */
async function offeredFlight(): Promise<Offered> {
  const criteria = {
    awardBooking: false,
    cabinClass: 'Economy',
    searchType: 'BRANDED' as const,
    itineraryParts: [{ origin: ORIGIN, destination: DESTINATION, date: isoDate(trip.depart) }],
    passengers: { ADT: trip.adults },
  }
  const search = await callApi<SearchFlightsMutation>(e2e.dxOrigin, searchFlightsDocument, { criteria })
  const offer = search.data?.searchFlights.offers?.offers.find((o) => o.segments.length === 1)
  const fare = offer?.brandOffers.find((brand) => brand.brandId === 'classic')
  const segment = offer?.segments[0]
  if (!fare || !segment || !search.execution)
    throw new Error(`no direct Classic flight: ${JSON.stringify(search.errors)}`)
  const cart = await callApi<AddItineraryMutation>(
    e2e.dxOrigin,
    addItineraryDocument,
    { offerRefs: [fare.offerRef] },
    search.execution,
  )
  const total = cart.data?.addItinerary.total
  if (!total) throw new Error(`addItinerary failed: ${JSON.stringify(cart.errors)}`)
  const { flightNumber, operatingAirlineCode, departure, arrival } = segment
  return { flightNumber, operatingAirlineCode, departure, arrival, total }
}

/** The link a partner writes for the flight with each code's fields, advertising `advertised` (default today's price). */
function linkFor(code: MetaSearchCode, flight: Offered, advertised = flight.total.amount): string {
  const byCode = {
    FLIGHT_NUMBER: { departure: flight.departure.slice(0, 10), airlineCode: 'ZZ', flightNumber: flight.flightNumber },
    CMA: {
      departure: flight.departure,
      arrival: flight.arrival,
      airlineCode: 'ZZ',
      flightNumber: flight.flightNumber,
      operatingAirlineCode: flight.operatingAirlineCode,
    },
    CMP: { departure: flight.departure },
  }
  const input: MetaSearchInput = {
    code,
    itineraryParts: [{ brandId: 'classic', segments: [{ origin: ORIGIN, destination: DESTINATION, ...byCode[code] }] }],
    passengers: { ADT: trip.adults },
    referrerCode: `PARTNER-${code}`,
    advertisedFare: { amount: advertised, currency: flight.total.currency },
  }
  return buildMetaSearchLink(input)
}

/**
 * LHR-HEL is flown four days a week: its flight number and a day of the week around it on
 * which it does not fly. The three weeks ahead may fall on a day without it, so the week
 * after is searched for a day it flies.
 */
async function helsinkiFlightAndIdleDay(): Promise<{ idle: { date: string }; flightNumber: string }> {
  const answers: unknown[] = []
  for (let ahead = 21; ahead < 28; ahead++) {
    const schedules = await callApi<FlightSchedulesQuery>(e2e.dxOrigin, flightSchedulesDocument, {
      origin: ORIGIN,
      destination: 'HEL',
      departureDate: isoDate(addDays(todayUtc(), ahead)),
    })
    const schedule = schedules.data?.flightSchedules.schedules.find((s) => s.flights.length === 1)
    const idle = schedule?.operatingDays.find((day) => !day.available)
    const flightNumber = schedule?.flights[0]?.flightNumber
    if (idle && flightNumber) return { idle, flightNumber }
    answers.push(schedules.errors ?? schedules.data?.flightSchedules.schedules.length)
  }
  throw new Error(`no LHR-HEL flight with a day it does not fly in a week: ${JSON.stringify(answers)}`)
}

/** Opens the partner's link on a page of ours holding the storefront alone. */
const land = (hash: string, path = '/storefront-only.html') => openShop(e2e, hash, { path, widgets: ['storefront'] })

/** The landing on passengers: the form is there, so the cart and the conversation are. */
async function onPassengers(watched: WatchedPage): Promise<void> {
  await storefront(watched.page).getByRole('button', { name: 'Save and continue' }).waitFor({ timeout: 15_000 })
  expect(routeOf(watched.page.url()).page).toBe('passengers')
}

async function expectNoSeriousViolations(watched: WatchedPage): Promise<void> {
  expect((await runAxe(watched.page)).summary).toBe('')
}

describe('a meta-search link', () => {
  test.each(['FLIGHT_NUMBER', 'CMA', 'CMP'] as const)(
    'of code %s lands on passengers with its flight and today’s price',
    async (code) => {
      const flight = await offeredFlight()
      const watched = await land(linkFor(code, flight))
      try {
        await onPassengers(watched)
        const part = summaryPart(watched.page, ORIGIN, DESTINATION)
        await part.getByText(`ZZ ${flight.flightNumber} · `, { exact: false }).waitFor()
        await expect.poll(() => summaryTotal(watched.page).textContent()).toContain(formatMoney(flight.total))
        expect(await storefront(watched.page).getByRole('alert').count()).toBe(0)
        if (code === 'FLIGHT_NUMBER') await expectNoSeriousViolations(watched)
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    },
  )

  test('to a connection (LHR-BOS through JFK) shows every flight, the stop and the time to connect in the trip summary', async () => {
    const criteria = {
      awardBooking: false,
      cabinClass: 'Economy',
      searchType: 'BRANDED' as const,
      itineraryParts: [{ origin: ORIGIN, destination: 'BOS', date: isoDate(trip.depart) }],
      passengers: { ADT: trip.adults },
    }
    const search = await callApi<SearchFlightsMutation>(e2e.dxOrigin, searchFlightsDocument, { criteria })
    const offer = search.data?.searchFlights.offers?.offers.find((o) => o.segments.length === 2)
    const total = offer?.brandOffers.find((brand) => brand.brandId === 'classic')?.total
    if (!offer || !total) throw new Error(`no LHR-BOS connection in Classic: ${JSON.stringify(search.errors)}`)
    const link = buildMetaSearchLink({
      code: 'CMA',
      itineraryParts: [
        {
          brandId: 'classic',
          segments: offer.segments.map((s) => ({
            origin: s.origin.code,
            destination: s.destination.code,
            departure: s.departure,
            arrival: s.arrival,
            airlineCode: s.airlineCode,
            flightNumber: s.flightNumber,
            operatingAirlineCode: s.operatingAirlineCode,
          })),
        },
      ],
      passengers: { ADT: trip.adults },
      referrerCode: 'PARTNER-CONNECTION',
      advertisedFare: { amount: total.amount, currency: total.currency },
    })
    const watched = await land(link)
    try {
      await onPassengers(watched)
      const part = summaryPart(watched.page, ORIGIN, 'BOS')
      await part.getByText('Classic · 1 stop').waitFor()
      const text = (await part.textContent()) ?? ''
      for (const s of offer.segments) expect(text).toContain(`ZZ ${s.flightNumber} · ${s.origin.code} `)
      expect(text).toMatch(/Connection in JFK: (\d+ h \d+ min|\d+ h|\d+ min)/)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('books to a confirmation, and the order keeps the partner’s code', async () => {
    const watched = await land(linkFor('CMP', await offeredFlight()))
    try {
      await onPassengers(watched)
      const execution = routeOf(watched.page.url()).query.get('execution') ?? ''
      const conversation = { execution } as Conversation
      await savePassengers(e2e.dxOrigin, conversation, trip)
      const bought = await callApi<PurchaseMutation>(
        e2e.dxOrigin,
        purchaseDocument,
        { payment: card, idempotencyKey: crypto.randomUUID() },
        execution,
      )
      const reference = bought.data?.purchase.order?.reference
      if (!reference) throw new Error(`purchase failed: ${JSON.stringify(bought.errors)}`)
      await watched.page.evaluate(
        (hash) => (location.hash = hash),
        `#/b2c/confirmation?pnr=${reference}&execution=${execution}`,
      )
      await heading(watched.page, 'Booking confirmed').waitFor({ timeout: 15_000 })
      const db = new Database(join(e2e.dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
      try {
        expect(db.prepare('SELECT referrer_code AS code FROM orders WHERE reference = ?').get(reference)).toEqual({
          code: 'PARTNER-CMP',
        })
      } finally {
        db.close()
      }
    } finally {
      await watched.close()
    }
  })

  test('advertised below today’s price says so on passengers, with both amounts, before the form', async () => {
    const flight = await offeredFlight()
    const advertised = flight.total.amount - 2500
    const watched = await land(linkFor('FLIGHT_NUMBER', flight, advertised))
    try {
      const notice = storefront(watched.page).getByRole('alert').filter({ hasText: 'The price has changed' })
      await notice.waitFor({ timeout: 15_000 })
      const text = await notice.textContent()
      expect(text).toContain(formatMoney(flight.total))
      expect(text).toContain(formatMoney({ amount: advertised, currency: flight.total.currency }))
      expect(text).toContain(`${formatMoney({ amount: 2500, currency: flight.total.currency })} more`)
      expect(await storefront(watched.page).getByRole('button', { name: 'Save and continue' }).count()).toBe(0)
      await expectNoSeriousViolations(watched)
      await storefront(watched.page)
        .getByRole('button', { name: /^Continue at / })
        .click()
      await onPassengers(watched)
    } finally {
      await watched.close()
    }
  })

  test('for a flight that does not operate that day lands on flight selection for the trip, saying so', async () => {
    const { idle, flightNumber } = await helsinkiFlightAndIdleDay()
    const link = buildMetaSearchLink({
      code: 'FLIGHT_NUMBER',
      itineraryParts: [
        {
          brandId: 'classic',
          segments: [{ origin: ORIGIN, destination: 'HEL', departure: idle.date, airlineCode: 'ZZ', flightNumber }],
        },
      ],
      passengers: { ADT: 2 },
      referrerCode: 'PARTNER-GONE',
      advertisedFare: { amount: 30000, currency: 'USD' },
    })
    const watched = await land(link)
    try {
      await heading(watched.page, 'Choose your outbound flight').waitFor({ timeout: 15_000 })
      const { page, query } = routeOf(watched.page.url())
      expect([page, query.get('origin0'), query.get('destination0'), query.get('ADT')]).toEqual([
        'flight-selection',
        ORIGIN,
        'HEL',
        '2',
      ])
      await storefront(watched.page).getByRole('alert').filter({ hasText: 'no longer available' }).waitFor()
      await expectNoSeriousViolations(watched)
      expect(watched.problems({ allowHttpErrors: /api\/graphql/ })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('garbled lands on the search form, saying so, in the right-to-left locale too', async () => {
    const watched = await land('#/b2c/meta-search?code=%%&origin0.0=x&total=lots&locale=ar-AE')
    try {
      const garbled = 'تعذّرت قراءة الرابط القادم من الموقع الآخر. ابحث عن رحلاتك هنا.'
      await storefront(watched.page).getByRole('alert').filter({ hasText: garbled }).waitFor({ timeout: 15_000 })
      expect(routeOf(watched.page.url()).page).toBe('home')
      await storefront(watched.page).getByRole('button').last().waitFor()
      await expectNoSeriousViolations(watched)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test.each([
    ['on', 'before', '/prefetch.html'],
    ['off', 'after', '/storefront-only.html'],
  ])(
    'with prefetch %s, the metaSearch call starts %s the landing page’s code has arrived, once',
    async (_, when, path) => {
      const { calls, codeArrived } = await landWithSlowCode(path, linkFor('CMA', await offeredFlight()))
      expect(calls).toHaveLength(1)
      if (when === 'before') expect(calls[0]).toBeLessThan(codeArrived)
      else expect(calls[0]).toBeGreaterThan(codeArrived)
    },
  )
})

/**
 * Lands a link on a host page while the landing page's file takes a second and a half
 * more to arrive (as on a slow network): when the metaSearch calls were sent and when
 * that file arrived, in ms on one clock. Only the prefetch can call before it arrives.
 */
async function landWithSlowCode(path: string, hash: string): Promise<{ calls: number[]; codeArrived: number }> {
  const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.route(`**/chunks/${landingChunk}.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const page = await context.newPage()
    // Each event's place in the order the browser reported them, not its time: the call can
    // start in the same millisecond as the code it waited for arrives.
    let order = 0
    const calls: number[] = []
    let codeArrived = Number.POSITIVE_INFINITY
    page.on('request', (request) => {
      if (request.postData()?.includes('"operationName":"metaSearch"')) calls.push(++order)
    })
    page.on('requestfinished', (request) => {
      if (request.url().endsWith(`/chunks/${landingChunk}.js`)) codeArrived = ++order
    })
    await page.goto(new URL(`${path}${hash}`, e2e.hostOrigin).href)
    await storefront(page).getByRole('button', { name: 'Save and continue' }).waitFor({ timeout: 15_000 })
    return { calls, codeArrived }
  } finally {
    await context.close()
  }
}
