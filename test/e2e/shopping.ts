// Shared steps of the shopping e2e tests: a trip in the search query-string
// fields, the host pages with the search box and the storefront, and the traveller's
// moves in the storefront (choosing fares, reading the trip summary, the cart event).
// Dates are computed from today: the demo server seeds a year of schedules from today.
import type { Locator, Page } from 'playwright-core'
import { openPage, type E2e, type WatchedPage } from './harness'
import { describeFocus, focused, type FocusInfo } from './shadow'

/** Daily with many flights in both directions between the two ZZ hubs. */
export const ORIGIN = 'LHR'
export const DESTINATION = 'JFK'

/** Today's date at midnight UTC (the browser contexts and vitest both run in UTC). */
export function todayUtc(): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000)
}

/** The same day a month on, or the month's last day when it has fewer days (what a calendar's PageDown does). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date.getUTCDate(), lastDay)))
}

/** YYYY-MM-DD */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** MM-DD-YYYY, the query string's date format. */
export function queryDate(date: Date): string {
  const [year, month, day] = isoDate(date).split('-')
  return `${month}-${day}-${year}`
}

/** How the en-US form writes a chosen date on its button, e.g. "Sat, Dec 12, 2026". */
export function buttonDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** How a calendar day names itself, e.g. "Saturday, December 12, 2026". */
export function fullDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** Money as the API sends it (integer minor units) written as en-US does: "$1,234.50". */
export function formatMoney(money: { amount: number; currency: string }): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(money.amount / 10 ** digits)
}

export interface Trip {
  depart: Date
  back: Date
  adults: number
  children: number
  /** Infants on laps; none when left out. */
  infants?: number
}

/** LHR-JFK and back, three and four weeks ahead, 2 adults and 1 child. */
export function defaultTrip(): Trip {
  const today = todayUtc()
  return { depart: addDays(today, 21), back: addDays(today, 28), adults: 2, children: 1 }
}

/** The search in the query-string fields (origin0, destination0, date0, ...), written out by hand. */
export function tripQuery(trip: Trip, extra: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams({
    origin0: ORIGIN,
    destination0: DESTINATION,
    date0: queryDate(trip.depart),
    origin1: DESTINATION,
    destination1: ORIGIN,
    date1: queryDate(trip.back),
    journeyType: 'round-trip',
    class: 'Economy',
    ADT: String(trip.adults),
    CHD: String(trip.children),
    awardBooking: 'false',
  })
  if (trip.infants) query.set('INF', String(trip.infants))
  for (const [name, value] of Object.entries(extra)) query.set(name, value)
  return query
}

/** A storefront route: `#/b2c/<page>?<query>`. */
export function storefrontHash(page: string, query: URLSearchParams | string): string {
  return `#/b2c/${page}?${query.toString()}`
}

/** The storefront route of a URL: page name and query (the hash's own search part). */
export function routeOf(url: string): { page: string; query: URLSearchParams } {
  const hash = new URL(url).hash
  const [path = '', search = ''] = hash.slice(1).split('?')
  return { page: path.split('/')[2] ?? '', query: new URLSearchParams(search) }
}

/**
 * Opens a host page of ours (`/shop.html` by default: the search box and the storefront
 * on one page) at a storefront hash, and waits for the widgets on it.
 */
export async function openShop(
  e2e: E2e,
  hash = '',
  { path = '/shop.html', widgets = ['search-box', 'storefront'] } = {},
): Promise<WatchedPage> {
  const watched = await openPage(e2e, `${path}${hash}`)
  await watched.waitForReady(widgets)
  return watched
}

export interface CartEvent {
  total: { amount: number; currency: string }
}

export interface FlightSelectedEvent {
  part: number
  brandId: string
}

export interface Recorded {
  carts: CartEvent[]
  selected: FlightSelectedEvent[]
  /** `dx:route` details: the page the storefront shows. */
  routes: { page: string }[]
}

/**
 * Records the storefront's `dx:cart`, `dx:flight-selected` and `dx:route` events on the
 * host document, in this document and (through an init script) in the next ones.
 */
export async function recordEvents(watched: WatchedPage): Promise<() => Promise<Recorded>> {
  const listen = () => {
    const holder = window as unknown as { __dxEvents?: Recorded }
    holder.__dxEvents ??= { carts: [], selected: [], routes: [] }
    const store = holder.__dxEvents
    document.addEventListener('dx:cart', (event) => store.carts.push((event as CustomEvent<CartEvent>).detail))
    document.addEventListener('dx:flight-selected', (event) =>
      store.selected.push((event as CustomEvent<FlightSelectedEvent>).detail),
    )
    document.addEventListener('dx:route', (event) => store.routes.push((event as CustomEvent<{ page: string }>).detail))
  }
  await watched.context.addInitScript(listen)
  await watched.page.evaluate(listen)
  return () => watched.page.evaluate(() => (window as unknown as { __dxEvents: Recorded }).__dxEvents)
}

/** Waits for the first `dx:cart` event of this document and returns it. */
export async function nextCart(events: () => Promise<Recorded>, timeoutMs = 10_000): Promise<CartEvent> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { carts } = await events()
    if (carts.length > 0) return carts[carts.length - 1] as CartEvent
    if (Date.now() > deadline) throw new Error(`no dx:cart event within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export function storefront(page: Page): Locator {
  return page.locator('dx-storefront')
}

/** The page heading for the part being chosen (also where focus goes when the page changes). */
export function heading(page: Page, name: string | RegExp): Locator {
  return storefront(page).getByRole('heading', { name, level: 2 })
}

/** The fare buttons of one brand ("Light", "Classic", "Flex"), first offer first: named "Classic, $439.29, per adult, ...". */
export function fareButtons(page: Page, brand: string): Locator {
  return storefront(page).getByRole('button', { name: fareName(brand) })
}

/** A fare button's name for the brand: it starts with the brand (offer-card.tsx). */
export function fareName(brand: string): RegExp {
  return new RegExp(`^${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `)
}

/** The flight number(s) of the offer a fare button belongs to, as "ZZ 10". */
export function offerFlightNumbers(fare: Locator): Promise<string[]> {
  return fare.evaluate((button) =>
    Array.from(
      button.closest('.dx-offer')?.querySelectorAll('.dx-offer-segments > li') ?? [],
      (item) => /^\s*(\w{2} \d+)/.exec(item.textContent ?? '')?.[1] ?? '',
    ),
  )
}

/** Where the offer of a fare button leaves from: its first flight's origin, "LHR". */
export function offerOrigin(fare: Locator): Promise<string> {
  return fare.evaluate(
    (button) =>
      /·\s*([A-Z]{3})\s/.exec(
        button.closest('.dx-offer')?.querySelector('.dx-offer-segments > li')?.textContent ?? '',
      )?.[1] ?? '',
  )
}

/**
 * Waits until the list shows the flights of the part leaving from `origin`: right after
 * a choice the next part's heading may show a frame before its flights do.
 */
export async function waitForFlightsFrom(page: Page, origin: string, brand: string): Promise<Locator> {
  const fare = fareButtons(page, brand).first()
  await fare.waitFor({ state: 'visible', timeout: 15_000 })
  const deadline = Date.now() + 15_000
  while ((await offerOrigin(fare).catch(() => '')) !== origin) {
    if (Date.now() > deadline) throw new Error(`the flights listed never left from ${origin}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return fare
}

export interface Chosen {
  brand: string
  flightNumbers: string[]
}

/** Waits for a part's list of flights (leaving from `origin`) and clicks the first fare of the brand. */
export async function clickFare(page: Page, title: string, origin: string, brand: string): Promise<Chosen> {
  await heading(page, title).waitFor({ state: 'visible', timeout: 15_000 })
  const fare = await waitForFlightsFrom(page, origin, brand)
  const flightNumbers = await offerFlightNumbers(fare)
  await fare.click()
  return { brand, flightNumbers }
}

export function tripSummary(page: Page): Locator {
  return storefront(page).getByRole('complementary', { name: 'Your trip' })
}

/** The summary's total line, once the cart is priced. */
export function summaryTotal(page: Page): Locator {
  return tripSummary(page).getByRole('status').filter({ hasText: 'Total for all passengers' })
}

/** One part of the trip in the summary: "LHR to JFK" and what was chosen for it. */
export function summaryPart(page: Page, origin: string, destination: string): Locator {
  return tripSummary(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${origin} to ${destination}`, level: 3 }) })
}

/** Polls the focused element until it matches (focus may move a frame after a page change). */
export async function waitForFocus(
  page: Page,
  matches: (focus: FocusInfo) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<FocusInfo> {
  const deadline = Date.now() + timeoutMs
  let focus = await focused(page)
  while (!focus || !matches(focus)) {
    if (Date.now() > deadline)
      throw new Error(`focus never reached ${what} within ${timeoutMs} ms; it is on ${describeFocus(focus)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    focus = await focused(page)
  }
  return focus
}

/** Every element in the document and its open shadow trees, for checks no selector can express. */
export function injectedMarkup(page: Page): Promise<{ scripts: number; handlers: string[] }> {
  return page.evaluate(() => {
    let scripts = 0
    const handlers: string[] = []
    const walk = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.tagName === 'SCRIPT') scripts++
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name))
            handlers.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`)
          if (/^\s*javascript:/i.test(attribute.value))
            handlers.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`)
        }
        if (element.shadowRoot) walk(element.shadowRoot)
      }
    }
    walk(document)
    return { scripts, handlers }
  })
}
