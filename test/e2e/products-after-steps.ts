// Shared steps of the trip page's partner products tests (issue 30, "After booking"): an
// order bought through the API with products in its cart (as the ancillaries, hotel and
// payment pages would put them there), the trip as the API answers it, and the trip page
// opened and worked by keyboard alone, in the locale asked for.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import addProductToCartDocument from '../../core/api/add-product-to-cart.graphql'
import cfarOffersDocument from '../../core/api/cfar-offers.graphql'
import hotelDetailsDocument from '../../core/api/hotel-details.graphql'
import refundProtectionQuoteDocument from '../../core/api/refund-protection-quote.graphql'
import retrieveTripDocument from '../../core/api/retrieve-trip.graphql'
import type {
  AddProductToCartMutation,
  AddProductToCartMutationVariables,
  CfarOffersQuery,
  HotelDetailsQuery,
  HotelDetailsQueryVariables,
  ProductKind,
  RefundProtectionQuoteQuery,
  RetrieveTripQuery,
  RetrieveTripQueryVariables,
} from '../../core/api/generated/operations'
import arAE from '../../locales/ar-AE.json'
import enUS from '../../locales/en-US.json'
import { runAxe } from './axe'
import { callApi, type Conversation } from './booking'
import { openPage, type E2e, type WatchedPage } from './harness'
import { expectFocusVisible } from './keyboard'
import { type FocusInfo, tabTo } from './shadow'
import { isoDate, storefront, waitForFocus, type Trip } from './shopping'
import { card, order } from './trips'

/** Every passenger of passengerInputs (booking.ts) has this last name. */
export const LAST_NAME = 'Lovelace'
export const PHONE = { width: 375, height: 812 }

export type ApiTrip = RetrieveTripQuery['retrieveTrip']
export type ApiProduct = ApiTrip['order']['products'][number]
export type Locale = 'en-US' | 'ar-AE'

/** The hotel room each kind of test books: a room type whose policy is free until 2 days before check-in, then one night. */
export interface Room {
  hotelId: string
  hotelRoomTypeId: string
}

/** The quote of a product of `kind` for the conversation's trip, as its page would be offered it. */
async function quoteOf(e2e: E2e, conversation: Conversation, trip: Trip, kind: ProductKind, room: Room) {
  const { execution } = conversation
  if (kind === 'CFAR') {
    const answer = await callApi<CfarOffersQuery>(e2e.dxOrigin, cfarOffersDocument, {}, execution)
    return answer.data?.cfarOffers.offers[0]?.quote.quoteId
  }
  if (kind === 'REFUND_PROTECTION') {
    const answer = await callApi<RefundProtectionQuoteQuery>(e2e.dxOrigin, refundProtectionQuoteDocument, {}, execution)
    return answer.data?.refundProtectionQuote?.quote.quoteId
  }
  if (kind === 'HOTEL') {
    const variables: HotelDetailsQueryVariables = {
      hotelId: room.hotelId,
      checkinDate: isoDate(trip.depart),
      checkoutDate: isoDate(trip.back ?? trip.depart),
      guests: trip.adults + trip.children,
    }
    const answer = await callApi<HotelDetailsQuery>(e2e.dxOrigin, hotelDetailsDocument, variables, execution)
    return answer.data?.hotelDetails.rooms.find((r) => r.hotelRoomTypeId === room.hotelRoomTypeId)?.quote.quoteId
  }
  throw new Error(`these tests buy no ${kind}`)
}

/**
 * A paid order of the trip with one product of each kind in `kinds`, each put in the cart
 * through the API before the purchase; its booking reference. Fails unless every product
 * came out CONFIRMED.
 */
export async function orderWithProducts(e2e: E2e, trip: Trip, kinds: ProductKind[], room: Room): Promise<string> {
  const reference = await order(e2e, trip, card, async (conversation) => {
    for (const kind of kinds) {
      const quoteId = await quoteOf(e2e, conversation, trip, kind, room)
      if (!quoteId) throw new Error(`no ${kind} quote for the trip`)
      const added = await callApi<AddProductToCartMutation>(
        e2e.dxOrigin,
        addProductToCartDocument,
        { quoteId } satisfies AddProductToCartMutationVariables,
        conversation.execution,
      )
      if (added.errors.length > 0) throw new Error(`addProductToCart ${kind}: ${JSON.stringify(added.errors)}`)
    }
  })
  const products = (await tripByApi(e2e.dxOrigin, reference)).order.products
  const sorted = (pairs: string[][]) => pairs.map((pair) => pair.join(' ')).sort()
  expect(sorted(products.map((p) => [p.kind, p.state]))).toEqual(sorted(kinds.map((kind) => [kind, 'CONFIRMED'])))
  return reference
}

/** The trip as retrieveTrip answers it (found by reference and last name). */
export async function tripByApi(dxOrigin: string, reference: string): Promise<ApiTrip> {
  const answer = await callApi<RetrieveTripQuery>(dxOrigin, retrieveTripDocument, {
    pnr: reference,
    last_name: LAST_NAME,
  } satisfies RetrieveTripQueryVariables)
  if (!answer.data) throw new Error(`retrieveTrip ${reference}: ${JSON.stringify(answer.errors)}`)
  return answer.data.retrieveTrip
}

/** The order's product of `kind`. */
export function productOf(trip: ApiTrip, kind: ProductKind): ApiProduct {
  const product = trip.order.products.find((p) => p.kind === kind)
  if (!product) throw new Error(`the order has no ${kind}`)
  return product
}

const catalogues: Record<Locale, unknown> = { 'en-US': enUS, 'ar-AE': arAE }

/** A message of the locale's catalogue with its {placeholders} filled in with `values` as given. */
export function message(locale: Locale, key: string, values: Record<string, string> = {}): string {
  let node: unknown = catalogues[locale]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${locale}`)
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** A message up to its first placeholder (what stays the same whatever the amount). */
export const messageStart = (locale: Locale, key: string): string =>
  (message(locale, key).split('{')[0] ?? '').replace(/[\u2068\u2069]/g, '').trim()

/**
 * Every amount with two decimals written in `text`, in minor units, whatever the locale's
 * digits and separators ("$1,113.00", "US$ ١٬١١٣٫٠٠").
 */
export function amountsIn(text: string): number[] {
  const latin = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,\u00A0\u202F]/g, '')
  return [...latin.matchAll(/(\d+)\.(\d{2})(?!\d)/g)].map((m) => Number(m[1]) * 100 + Number(m[2]))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const isButton = (name: string) => (focus: FocusInfo) => focus.tag === 'button' && focus.name === name
const isField = (label: string) => (focus: FocusInfo) => focus.tag === 'input' && focus.label.startsWith(label)

/** The trip page's "Your extras" section. */
export const extras = (page: Page, locale: Locale): Locator =>
  storefront(page).getByRole('region', { name: message(locale, 'products.trip.title') })

/** The extras list item of a product, found by its title. */
export const itemOf = (page: Page, locale: Locale, title: string): Locator =>
  extras(page, locale).getByRole('listitem').filter({ hasText: title })

/** Fails on any axe finding, of any impact, on the page as it stands. */
export async function expectNoAxeFinding(page: Page, where: string): Promise<void> {
  const { all } = await runAxe(page)
  expect(
    all.map((f) => `[${f.impact}] ${f.id}: ${f.help} at ${f.targets.join(', ')}`),
    where,
  ).toEqual([])
}

/**
 * The partner page in `locale` (at 375 px when `phone`), the trip looked up by keyboard
 * alone, once `shown` is there (its extras unless told: a trip without products lists none).
 */
export async function openTripByKeyboard(
  e2e: E2e,
  reference: string,
  locale: Locale,
  {
    phone = false,
    shown = (page: Page) => extras(page, locale),
  }: { phone?: boolean; shown?: (page: Page) => Locator } = {},
): Promise<WatchedPage> {
  const watched = await openPage(e2e, '/trip.html', locale === 'en-US' ? {} : { locale })
  try {
    await watched.waitForReady(['trip-lookup', 'storefront'], 60_000)
    const { page } = watched
    if (phone) await page.setViewportSize(PHONE)
    await tabTo(page, isField(message(locale, 'tripLookup.reference')), 'the booking reference')
    await page.keyboard.type(reference)
    await tabTo(page, isField(message(locale, 'tripLookup.lastName')), 'the last name')
    await page.keyboard.type(LAST_NAME)
    await page.keyboard.press('Enter')
    await shown(page).waitFor({ timeout: 30_000 })
    return watched
  } catch (error) {
    await watched.close()
    throw error
  }
}

export interface Cancelled {
  /** The dialog's text before the traveller confirmed */
  said: string
  /** The amounts the dialog named before confirming, in minor units: the refund, then the penalty when there is one */
  amounts: number[]
  /** What the page said once it was done */
  done: string
}

/**
 * By keyboard: Tab to the product's button, Enter, wait for the dialog to say what comes
 * back (axe finds nothing there), Tab to the confirm button, Enter; waits for the page to
 * say it is done.
 */
export async function cancelByKeyboard(
  page: Page,
  locale: Locale,
  product: ApiProduct,
  where: string,
): Promise<Cancelled> {
  const cfar = product.kind === 'CFAR'
  const named = { title: product.title }
  const opener = cfar ? message(locale, 'products.trip.exercise') : message(locale, 'products.trip.cancel', named)
  await tabTo(page, isButton(opener), `the button "${opener}"`, { maxPresses: 200 })
  await expectFocusVisible(page, opener)
  await page.keyboard.press('Enter')
  const title = cfar
    ? message(locale, 'products.trip.exerciseTitle')
    : message(locale, 'products.trip.cancelTitle', named)
  const dialog = storefront(page).getByRole('dialog', { name: title })
  await dialog.waitFor({ timeout: 15_000 })
  const note = messageStart(locale, cfar ? 'products.trip.exerciseNote' : 'products.trip.refund')
  // Anchored: "Checking what you get back…" holds the same words in some locales.
  await dialog.getByText(new RegExp(`^${escapeRegExp(note)}`)).waitFor({ timeout: 30_000 })
  const said = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ')
  await expectNoAxeFinding(page, `${where}: the dialog "${title}"`)
  const confirm = message(locale, cfar ? 'products.trip.confirmExercise' : 'products.trip.confirmCancel')
  await waitForFocus(page, (focus) => focus.role === 'dialog', 'the dialog', 15_000)
  await tabTo(page, isButton(confirm), `the button "${confirm}"`, { maxPresses: 10 })
  await expectFocusVisible(page, confirm)
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'detached', timeout: 30_000 })
  const status = extras(page, locale).getByRole('status')
  await expect.poll(async () => (await status.textContent())?.trim() ?? '', { timeout: 30_000 }).not.toBe('')
  return { said, amounts: amountsIn(said), done: ((await status.textContent()) ?? '').replace(/\s+/g, ' ') }
}

/** Tabs to a field, checks focus shows there, and types into it (replacing what it held). */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(
    page,
    (focus) => (focus.tag === 'input' || focus.tag === 'select') && focus.label.startsWith(label),
    label,
    {
      maxPresses: 60,
    },
  )
  await expectFocusVisible(page, label)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/** On the payment page of a change, in en-US: a card and its billing address typed, then Pay. */
export async function payByKeyboard(page: Page): Promise<void> {
  await typeInto(page, 'Card number', '4111 1111 1111 1111')
  await tabTo(page, (focus) => focus.tag === 'select' && focus.label.startsWith('Month'), 'the expiry month')
  await page.keyboard.press('End')
  await tabTo(page, (focus) => focus.tag === 'select' && focus.label.startsWith('Year'), 'the expiry year')
  await page.keyboard.press('End')
  await typeInto(page, 'Security code', '123')
  await typeInto(page, 'Name on card', 'Ada Lovelace')
  await typeInto(page, 'Street and house number', '12 St James’s Square')
  await typeInto(page, 'Town or city', 'London')
  await typeInto(page, 'Postal code', 'SW1Y 4JH')
  // A select takes the typed start of an option's name.
  await typeInto(page, 'Country', 'United Kingdom')
  await tabTo(page, (focus) => focus.tag === 'button' && /^Pay /.test(focus.name), 'the Pay button', { maxPresses: 20 })
  await expectFocusVisible(page, 'Pay')
  await page.keyboard.press('Enter')
}
