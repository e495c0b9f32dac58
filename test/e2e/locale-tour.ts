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
import { bookedConversation, callApi, type Conversation } from './booking'
import { openPage, type E2e, type WatchedPage } from './harness'
import { waitForShadowText } from './shadow'
import { addDays, storefront, storefrontHash, todayUtc, tripQuery, type Trip } from './shopping'
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

export async function tourData(e2e: E2e): Promise<TourData> {
  const trip = tourTrip()
  const [conversation, buyer, seeded] = await Promise.all([
    bookedConversation(e2e, trip),
    bookedConversation(e2e, trip),
    seededFlights(e2e.dxOrigin),
  ])
  const bought = await callApi<PurchaseMutation>(
    e2e.dxOrigin,
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
  /** The host page and its storefront hash, and the widgets that must be ready on it. */
  path(data: TourData): string
  query?(data: TourData): Record<string, string>
  widgets: string[]
  /** Resolves once the page shows what it read (any language). */
  shown(page: Page, data: TourData): Promise<unknown>
}

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 60_000 })

export const STOPS: TourStop[] = [
  {
    name: 'storefront home',
    path: () => '/storefront-only.html#/b2c/home',
    widgets: ['storefront'],
    shown: (page) => visible(storefront(page).locator('form [role="combobox"]')),
  },
  {
    name: 'flight selection',
    path: (data) => `/storefront-only.html${storefrontHash('flight-selection', tripQuery(data.trip))}`,
    widgets: ['storefront'],
    // A fare button is a pressed-state toggle in any language.
    shown: (page) => visible(storefront(page).locator('button[aria-pressed]')),
  },
  {
    name: 'passengers',
    path: (data) => `/storefront-only.html${data.conversation.hash('passengers')}`,
    widgets: ['storefront'],
    shown: (page) => visible(storefront(page).locator('form.dx-pax-form button[type="submit"]')),
  },
  {
    name: 'seats',
    path: (data) => `/storefront-only.html${data.conversation.hash('seat-selection')}`,
    widgets: ['storefront'],
    shown: (page) => visible(storefront(page).locator('[role="gridcell"]')),
  },
  {
    name: 'payment',
    path: (data) => `/storefront-only.html${data.conversation.hash('payment')}`,
    widgets: ['storefront'],
    shown: (page) => visible(storefront(page).locator('input[autocomplete="cc-number"]')),
  },
  {
    name: 'confirmation',
    path: ({ paid }) => `/storefront-only.html#/b2c/confirmation?pnr=${paid.reference}&execution=${paid.execution}`,
    widgets: ['storefront'],
    shown: (page, { paid }) => waitForShadowText(storefront(page), new RegExp(paid.reference), 60_000),
  },
  {
    name: 'trip page',
    path: ({ paid }) => `/trip.html#/b2c/myb?pnr=${paid.reference}&lastName=Lovelace`,
    widgets: ['trip-lookup', 'storefront'],
    shown: async (page, { paid }) => {
      await waitForShadowText(storefront(page), new RegExp(paid.reference), 60_000)
      await waitForShadowText(storefront(page), /ZZ \d+/, 60_000)
    },
  },
  {
    name: 'flight status',
    path: () => '/status.html',
    query: ({ flight }) => ({ flight: flight.number, date: flight.date }),
    widgets: ['flight-status'],
    shown: (page) => waitForShadowText(page.locator('dx-flight-status'), /\d{1,2}:\d{2}/, 60_000),
  },
]

/**
 * A stop's page in the locale at a phone's width, once it shows what it read and nothing
 * more is on its way; closed again when it never does.
 */
export async function visit(e2e: E2e, stop: TourStop, data: TourData, locale: string): Promise<WatchedPage> {
  const watched = await openPage(e2e, stop.path(data), { ...stop.query?.(data), locale })
  try {
    // The harness opens a desktop window; the page lays itself out again for the phone.
    await watched.page.setViewportSize(PHONE)
    await watched.waitForReady(stop.widgets, 60_000)
    await stop.shown(watched.page, data)
    await watched.page.waitForLoadState('networkidle', { timeout: 60_000 })
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
