// The partner products' pages look like the rest of the storefront (issue 30, a new user's
// findings): "Protect your trip" has each "No, thanks" radio beside its label, as every other
// radio, and the cover lines start where the terms link does, under the option's label;
// hotel-search and hotel-details show hotels and rooms as cards apart from each other, the
// stay's dates side by side. At 1280 and 375 px, in en-US and ar-AE. DX_SHOTS=<dir> keeps a
// screenshot of each page for a person to look at.
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { bookedConversation, bookingE2e, type Conversation, openBookingPage } from './booking'
import { addDays, isoDate, storefront, storefrontHash, todayUtc, type Trip } from './shopping'

const e2e = bookingE2e()
const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
const cases = [
  { locale: 'en-US', width: 1280 },
  { locale: 'en-US', width: 375 },
  { locale: 'ar-AE', width: 1280 },
  { locale: 'ar-AE', width: 375 },
]

async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  const path = process.env.DX_SHOTS && `${process.env.DX_SHOTS}/${name}.png`
  if (path) await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }))
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

/** Where a line of text starts on the page: its left edge in ltr, its right edge in rtl. */
const lineStart = async (locator: Locator, rtl: boolean): Promise<number> => {
  const { x, width } = await box(locator)
  return rtl ? x + width : x
}

/** The vertical space between each card and the next. */
async function gapsBetween(cards: Locator): Promise<number[]> {
  const boxes = await Promise.all((await cards.all()).map(box))
  return boxes.slice(1).map((next, i) => next.y - ((boxes[i]?.y ?? 0) + (boxes[i]?.height ?? 0)))
}

async function open(
  conversation: Conversation,
  page: string,
  shown: (page: Page) => Locator,
  locale: string,
  width: number,
  query?: URLSearchParams,
) {
  const watched = await openBookingPage(
    e2e,
    query ? { ...conversation, hash: (p) => storefrontHash(p, query) } : conversation,
    page,
    shown,
    { locale },
  )
  await watched.page.setViewportSize({ width, height: width < 800 ? 812 : 900 })
  return watched
}

describe('product pages look like the storefront', () => {
  for (const { locale, width } of cases) {
    const rtl = locale === 'ar-AE'
    const name = `${locale}-${width}`

    test(`Protect your trip: No, thanks beside its radio, cover lines under the label as the terms link (${name})`, async () => {
      const conversation = await bookedConversation(e2e, trip)
      const watched = await open(
        conversation,
        'ancillaries',
        (page) => storefront(page).locator('.dx-pt-group').first().locator('.dx-pt-option').nth(2),
        locale,
        width,
      )
      try {
        const insurance = storefront(watched.page).locator('.dx-pt-group').first()
        await insurance.scrollIntoViewIfNeeded()
        await shot(watched.page, `protection-${name}`, insurance)
        const radio = await box(insurance.getByRole('radio').last())
        const label = await box(insurance.locator('label').last().locator('span'))
        // Beside: the radio's middle is on the label's line, not above it
        expect(Math.abs(radio.y + radio.height / 2 - (label.y + label.height / 2))).toBeLessThan(4)
        const firstPlan = insurance.locator('.dx-pt-option').first()
        const terms = await lineStart(firstPlan.getByRole('link'), rtl)
        expect(Math.abs((await lineStart(firstPlan.locator('.dx-pt-details li').first(), rtl)) - terms)).toBeLessThan(2)
        expect(Math.abs((await lineStart(firstPlan.locator('label span'), rtl)) - terms)).toBeLessThan(2)
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    }, 120_000)

    test(`hotel-search and hotel-details show hotels and rooms as cards, the dates side by side (${name})`, async () => {
      const conversation = await bookedConversation(e2e, trip)
      const search = await open(
        conversation,
        'hotel-search',
        (page) => storefront(page).locator('.dx-hotel').nth(2),
        locale,
        width,
      )
      try {
        const sf = storefront(search.page)
        await shot(search.page, `hotel-search-${name}`)
        const hotels = sf.locator('.dx-hotel')
        expect(await hotels.first().evaluate((card) => getComputedStyle(card).borderTopWidth)).toBe('1px')
        expect(Math.min(...(await gapsBetween(hotels)))).toBeGreaterThanOrEqual(12)
        const [checkin, checkout] = await Promise.all(
          [0, 1].map((i) => box(sf.locator('.dx-hotel-stay .dx-field').nth(i))),
        )
        expect(checkin?.y).toBe(checkout?.y)
        expect(search.problems()).toEqual([])
      } finally {
        await search.close()
      }
      const query = new URLSearchParams(conversation.query)
      query.set('checkin', isoDate(trip.depart))
      query.set('checkout', isoDate(trip.back ?? trip.depart))
      query.set('hotel', 'JFK-TERMINAL-ONE')
      const details = await open(
        conversation,
        'hotel-details',
        (page) => storefront(page).locator('.dx-hotel-room').nth(1),
        locale,
        width,
        query,
      )
      try {
        const sf = storefront(details.page)
        await shot(details.page, `hotel-details-${name}`)
        const rooms = sf.locator('.dx-hotel-room')
        expect(await rooms.first().evaluate((card) => getComputedStyle(card).borderTopWidth)).toBe('1px')
        expect(Math.min(...(await gapsBetween(rooms)))).toBeGreaterThanOrEqual(12)
        expect(details.problems()).toEqual([])
      } finally {
        await details.close()
      }
    }, 120_000)
  }
})
