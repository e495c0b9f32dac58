// Manage booking in a real browser, on orders the booking API really made: the trip
// lookup on a partner page opens the trip in the storefront on the same page; a wrong
// name gets one message that never says which field was wrong; an airline schedule
// change is accepted; a held booking is paid from its trip page; contact details are
// edited and stored. The last name never reaches the address or the browser's storage.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookingE2e, familyTrip, fillCardFields } from './booking'
import type { WatchedPage } from './harness'
import { printedPageCounts } from './pdf-pages'
import { firstDepartureInstant, readOrder } from './orders'
import { serverLater } from './later-server'
import { shadowText, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'
import { card, findTrip, lookupWidget, order as orderTrip, openTripPage as openTripPageOf } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

/** A new order of the family trip (or `booked`), paid by card or held (pay later); its booking reference. */
const order = (payment: Record<string, unknown> = card, booked = trip): Promise<string> =>
  orderTrip(e2e, booked, payment)

const seriousFindings = async (page: Page) =>
  (await runAxe(page)).findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

/** The partner page with the lookup and the storefront, at a storefront hash. */
const openTripPage = (hash = ''): Promise<WatchedPage> => openTripPageOf(e2e, hash)

/** Nothing of the traveller's name in the address or in this browser's storage. */
async function expectNoNameKept(page: Page): Promise<void> {
  expect(page.url()).not.toMatch(/lovelace/i)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toMatch(/lovelace/i)
}

describe('finding a trip', () => {
  test('the lookup opens the trip page on the same page: reference, flights, passengers; no name kept; axe finds nothing serious', async () => {
    const reference = await order()
    const watched = await openTripPage()
    try {
      const { page } = watched
      await findTrip(page, reference.toLowerCase(), ' lovelace ')
      const shown = await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
      expect(shown).toContain(reference)
      expect(shown).toContain('Adax Lovelace')
      expect(shown).toContain('LHR')
      expect(new URL(page.url()).hash).toMatch(new RegExp(`^#/b2c/myb\\?pnr=${reference}`))
      await expectNoNameKept(page)
      expect(await seriousFindings(page)).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a wrong last name and an unknown reference get the same message, which names neither field', async () => {
    const reference = await order()
    const watched = await openTripPage()
    try {
      const { page } = watched
      const message = /We could not find a trip with these details/
      await findTrip(page, reference, 'Babbage')
      const first = await waitForShadowText(lookupWidget(page), message)
      await findTrip(page, 'ZZZZ99', 'Lovelace')
      const second = await waitForShadowText(lookupWidget(page), message)
      expect(first.match(message)?.[0]).toBe(second.match(message)?.[0])
      // Its text sits inside the message's box, clear of the red bar at its start (a paragraph's
      // reset had taken the box's padding away).
      const inset = await lookupWidget(page)
        .getByRole('alert')
        .evaluate((alert) => {
          const box = alert.getBoundingClientRect()
          const range = document.createRange()
          range.selectNodeContents(alert)
          return range.getBoundingClientRect().left - box.left
        })
      expect(inset).toBeGreaterThanOrEqual(16)
      expect(await seriousFindings(page)).toEqual([])
      expect(watched.problems({ allowHttpErrors: /graphql/ })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the right-to-left locale: the trip page has no serious axe finding', async () => {
    const reference = await order()
    const watched = await openTripPage(`#/b2c/myb?pnr=${reference}&lastName=Lovelace&locale=ar-AE`)
    try {
      const { page } = watched
      await waitForShadowText(storefront(page), new RegExp(reference), 20_000)
      expect(new URL(page.url()).hash).not.toMatch(/lastName/i)
      expect(await seriousFindings(page)).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

describe('changing a trip', () => {
  test('an airline schedule change is shown with old and new times and accepted', async () => {
    const reference = await order()
    const moved = await fetch(`${e2e.dxOrigin}/admin/schedule-change`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference, segmentIndex: 0, minutes: 95 }),
    })
    expect(moved.status).toBe(200)
    const watched = await openTripPage(`#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
    try {
      const { page } = watched
      const shown = await waitForShadowText(storefront(page), /Your flight times have changed/, 20_000)
      expect(shown).toMatch(/Booked: .+ – .+/)
      expect(shown).toMatch(/Now: .+ – .+/)
      expect(await seriousFindings(page)).toEqual([])
      await storefront(page).getByRole('button', { name: 'Accept new times' }).click()
      await waitForShadowText(storefront(page), /You accepted the new flight times\./)
      expect(await shadowText(storefront(page))).not.toContain('Your flight times have changed')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a held booking is paid from its trip page and shows confirmed', async () => {
    const reference = await order({ type: 'PAY_LATER' })
    const watched = await openTripPage(`#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
    try {
      const { page } = watched
      await waitForShadowText(storefront(page), /Your booking is on hold/, 20_000)
      await storefront(page).getByRole('button', { name: 'Pay now' }).click()
      await fillCardFields(storefront(page), '4111111111111111', { holderName: 'Ada Lovelace' })
      await storefront(page)
        .getByRole('button', { name: /^Pay \$/ })
        .click()
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CONFIRMED')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a passenger contact edit is saved to the order', async () => {
    const reference = await order()
    const watched = await openTripPage(`#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
    try {
      const { page } = watched
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
      await storefront(page).getByRole('button', { name: 'Edit passenger details' }).click()
      const dialog = storefront(page).getByRole('dialog', { name: 'Edit passenger details' })
      await dialog.getByLabel('Email').fill('ada@example.org')
      expect(await seriousFindings(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await waitForShadowText(storefront(page), /Your changes are saved\./)
      const stored = readOrder(e2e.dataDir, reference) as unknown as { details: { contact?: { email: string } } }
      expect(stored.details.contact?.email).toBe('ada@example.org')
      await expectNoNameKept(page)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

describe('boarding passes', () => {
  test('inside the check-in window: one pass per passenger and flight, each printed on one page of A4 and of Letter', async () => {
    // Check-in opens 30 hours before departure and this server's clock is the real time, so
    // the traveller comes back six hours before the first flight: a second server on a copy
    // of the database with its clock there.
    const soon = { depart: addDays(todayUtc(), 2), back: addDays(todayUtc(), 3), adults: 1, children: 0 }
    const reference = await orderTrip(e2e, soon, card)
    const later = await serverLater(e2e, new Date(firstDepartureInstant(e2e.dataDir, reference) - 6 * 3_600_000))
    try {
      const watched = await openTripPageOf(later, `#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
      try {
        const { page } = watched
        await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
        await storefront(page).getByRole('button', { name: 'Boarding passes' }).click()
        const barcodes = storefront(page).getByRole('img', { name: /Boarding pass barcode/ })
        await barcodes.first().waitFor({ timeout: 20_000 })
        const passes = await barcodes.count()
        expect(passes).toBeGreaterThanOrEqual(2)
        expect(await seriousFindings(page)).toEqual([])
        expect(await printedPageCounts(page)).toEqual({ A4: passes, Letter: passes })
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    } finally {
      await later.close()
    }
  })
})
