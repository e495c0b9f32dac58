// The pages issue 31's tour visits in every locale (storefront home, flight selection,
// passengers, seats, payment, confirmation, trip page, flight status), each reached at a
// phone's width with what it needs made through the API, and what the tour checks on a page:
// nothing wider than the screen, each widget's root in the locale's language and direction.
// The waits are in no language: a page is ready when its own kind of element is there.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import purchaseDocument from '../../core/api/purchase.graphql'
import type { PurchaseMutation, PurchaseMutationVariables } from '../../core/api/generated/operations'
import { seededFlights } from './api'
import { callApi, type Conversation, savePassengers, startConversation } from './booking'
import { openPage, type E2e, type WatchedPage } from './harness'
import { waitForShadowText } from './shadow'
import { addDays, storefrontHash, todayUtc, tripQuery, type Trip } from './shopping'
import { card } from './trips'

/** Every locale the widgets ship: one messages file each (en-XA, the pseudo-locale, has none). */
export const LOCALES = readdirSync(fileURLToPath(new URL('../../locales/', import.meta.url)))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort()

export const PHONE = { width: 375, height: 812 }

/**
 * A message of the locale's file as written, for finding a control by its name in any
 * language: the tests follow a translation as it lands instead of holding the English.
 */
export function message(locale: string, key: string): string {
  const file: unknown = JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'))
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file)
  if (typeof found !== 'string') throw new Error(`${locale}.json has no message ${key}`)
  return found
}

/** A message with a placeholder ("Pay {amount}"): the whole text, any value in its place. */
export function messagePattern(locale: string, key: string): RegExp {
  const escaped = message(locale, key).replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '.+')}$`)
}

/** One adult LHR-JFK and back, three and four weeks ahead. */
export const tourTrip = (): Trip => ({
  depart: addDays(todayUtc(), 21),
  back: addDays(todayUtc(), 28),
  adults: 1,
  children: 0,
})

/** What the pages need, made once for the file: a conversation at the seats step, a paid order, a flight. */
export interface TourData {
  trip: Trip
  /** Its itinerary in the cart and its passengers saved: passengers, seats and payment show it. */
  conversation: Conversation
  /** A paid order and the conversation that bought it: the confirmation and trip pages show it. */
  paid: { reference: string; execution: string }
  flight: { number: string; date: string }
}

/** A conversation with the trip in the cart and its passengers saved (bookedConversation, by the API's origin). */
async function savedConversation(dxOrigin: string, trip: Trip): Promise<Conversation> {
  const conversation = await startConversation(dxOrigin, trip)
  await savePassengers(dxOrigin, conversation, trip)
  return conversation
}

export async function tourData(dxOrigin: string): Promise<TourData> {
  const trip = tourTrip()
  const [conversation, buyer, seeded] = await Promise.all([
    savedConversation(dxOrigin, trip),
    savedConversation(dxOrigin, trip),
    seededFlights(dxOrigin),
  ])
  const bought = await callApi<PurchaseMutation>(
    dxOrigin,
    purchaseDocument,
    { payment: card, idempotencyKey: crypto.randomUUID() } as PurchaseMutationVariables,
    buyer.execution,
  )
  const reference = bought.data?.purchase.order?.reference
  if (!reference) throw new Error(`purchase failed: ${JSON.stringify(bought.errors)}`)
  return {
    trip,
    conversation,
    paid: { reference, execution: buyer.execution },
    flight: { number: seeded.status.flightNumber, date: seeded.date },
  }
}

export interface TourStop {
  name: string
  /** The host page (under test/e2e/pages), its storefront hash if any, and the widgets that must be ready on it. */
  page: string
  hash?(data: TourData): string
  query?(data: TourData): Record<string, string>
  widgets: string[]
  /** The widget the stop is about: the storefront, or flight status. */
  host: 'dx-storefront' | 'dx-flight-status'
  /** Resolves once the page shows what it read (any language); `host` is the stop's widget on the page. */
  shown(host: Locator, data: TourData): Promise<unknown>
}

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 60_000 })

export const STOPS: TourStop[] = [
  {
    name: 'storefront home',
    page: '/storefront-only.html',
    hash: () => '#/b2c/home',
    widgets: ['storefront'],
    host: 'dx-storefront',
    shown: (host) => visible(host.locator('form [role="combobox"]')),
  },
  {
    name: 'flight selection',
    page: '/storefront-only.html',
    hash: (data) => storefrontHash('flight-selection', tripQuery(data.trip)),
    widgets: ['storefront'],
    host: 'dx-storefront',
    // A fare button is a pressed-state toggle in any language.
    shown: (host) => visible(host.locator('button[aria-pressed]')),
  },
  {
    name: 'passengers',
    page: '/storefront-only.html',
    hash: (data) => data.conversation.hash('passengers'),
    widgets: ['storefront'],
    host: 'dx-storefront',
    shown: (host) => visible(host.locator('form.dx-pax-form button[type="submit"]')),
  },
  {
    name: 'seats',
    page: '/storefront-only.html',
    hash: (data) => data.conversation.hash('seat-selection'),
    widgets: ['storefront'],
    host: 'dx-storefront',
    shown: (host) => visible(host.locator('[role="gridcell"]')),
  },
  {
    name: 'payment',
    page: '/storefront-only.html',
    hash: (data) => data.conversation.hash('payment'),
    widgets: ['storefront'],
    host: 'dx-storefront',
    shown: (host) => visible(host.locator('input[autocomplete="cc-number"]')),
  },
  {
    name: 'confirmation',
    page: '/storefront-only.html',
    hash: ({ paid }) => `#/b2c/confirmation?pnr=${paid.reference}&execution=${paid.execution}`,
    widgets: ['storefront'],
    host: 'dx-storefront',
    shown: (host, { paid }) => waitForShadowText(host, new RegExp(paid.reference), 60_000),
  },
  {
    name: 'trip page',
    page: '/trip.html',
    hash: ({ paid }) => `#/b2c/myb?pnr=${paid.reference}&lastName=Lovelace`,
    widgets: ['trip-lookup', 'storefront'],
    host: 'dx-storefront',
    shown: async (host, { paid }) => {
      await waitForShadowText(host, new RegExp(paid.reference), 60_000)
      await waitForShadowText(host, /ZZ \d+/, 60_000)
    },
  },
  {
    name: 'flight status',
    page: '/status.html',
    query: ({ flight }) => ({ flight: flight.number, date: flight.date }),
    widgets: ['flight-status'],
    host: 'dx-flight-status',
    shown: (host) => waitForShadowText(host, /\d{1,2}:\d{2}/, 60_000),
  },
]

/**
 * A stop's page in the locale at a phone's width, once it shows what it read and nothing
 * more is on its way; closed again when it never does.
 */
export async function visit(e2e: E2e, stop: TourStop, data: TourData, locale: string): Promise<WatchedPage> {
  const watched = await openPage(
    e2e,
    `${stop.page}${stop.hash?.(data) ?? ''}`,
    { ...stop.query?.(data), locale },
    { viewport: PHONE },
  )
  try {
    await watched.waitForReady(stop.widgets, 60_000)
    await stop.shown(watched.page.locator(stop.host), data)
    // Lazy chunks, images and fonts still change the layout the checks measure.
    await watched.requestsSettled(60_000)
  } catch (error) {
    await watched.close()
    throw error
  }
  return watched
}

/**
 * What sticks out of the screen: the page scrolls sideways, or an element of a widget
 * (shadow roots included) reaches past either edge of the window, which in a right-to-left
 * widget is the left edge, where the page cannot scroll to. An element inside a box that
 * clips or scrolls sideways (the seat map's cabin) is that box's business: the box is measured.
 */
export function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width}`)
    const clippedAbove = (element: Element): boolean => {
      for (let node: Node | null = element.parentNode; node; ) {
        if (node instanceof ShadowRoot) node = node.host
        if (!(node instanceof Element)) return false
        if (node.localName.startsWith('dx-')) return false
        if (getComputedStyle(node).overflowX !== 'visible') return true
        node = node.parentNode
      }
      return false
    }
    const visit = (root: ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot)
        const box = element.getBoundingClientRect()
        // Screen-reader-only text is a 1 px box clipped out of sight.
        if (box.width <= 1 || box.height <= 1) continue
        if (box.left >= -1 && box.right <= width + 1) continue
        if (clippedAbove(element)) continue
        found.push(
          `${element.localName}.${(element as HTMLElement).className} "${element.textContent?.trim().slice(0, 50)}": ${Math.round(box.left)} to ${Math.round(box.right)} in ${width}`,
        )
      }
    }
    for (const host of document.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot)
    return found
  })
}

/** Each widget's root on the page: the host, its lang and its dir. */
export function widgetRoots(page: Page): Promise<{ widget: string; lang: string | null; dir: string | null }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((host) => host.localName.startsWith('dx-') && host.shadowRoot)
      .map((host) => {
        const root = host.shadowRoot?.querySelector('.dx-root')
        return {
          widget: host.localName,
          lang: root?.getAttribute('lang') ?? null,
          dir: root?.getAttribute('dir') ?? null,
        }
      }),
  )
}

/** The width of a PNG, read from its header: a full-page screenshot is as wide as the page lets it scroll. */
export function pngWidth(png: Buffer): number {
  return png.readUInt32BE(16)
}
