// axe-core over every state of manage booking, in English and in Arabic (right to left):
// the lookup with field errors and with a not-found answer, its countdown, the trip page
// live and as the copy kept on the device, the passenger dialog with errors, a schedule
// change, the boarding passes. No serious or critical finding anywhere.
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import arAE from '../../locales/ar-AE.json'
import enUS from '../../locales/en-US.json'
import { asAnotherClient } from './another-client'
import { runAxe } from './axe'
import { bookingE2e, familyTrip } from './booking'
import type { E2e } from './harness'
import { waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'
import { checkInOpenOnce, lookupWidget, openTripPage, order, orderWithScheduleChange } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))
const catalogues: Record<string, unknown> = { 'en-US': enUS, 'ar-AE': arAE }

/** A message of the locale's catalogue, up to its first placeholder: what a page shows of it. */
function text(locale: string, key: string): string {
  let node: unknown = catalogues[locale]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${locale}`)
  return node.split('{')[0] ?? ''
}

const asPattern = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const shows = (locale: string, key: string) => new RegExp(asPattern(text(locale, key).trim()))

/** The lookup's fields and button by their place in the form: the same in every language. */
async function fillLookup(form: Locator, reference: string, lastName: string): Promise<void> {
  await form.locator('input').nth(0).fill(reference)
  await form.locator('input').nth(1).fill(lastName)
  await form.locator('button[type="submit"]').click()
}

async function expectNoSeriousFinding(page: Page): Promise<void> {
  expect((await runAxe(page)).summary).toBe('')
}

/** The trip page of a deep link, once the trip shows its reference. */
async function openTrip(on: E2e, reference: string, locale: string) {
  const watched = await openTripPage(on, `#/b2c/myb?pnr=${reference}&lastName=Lovelace&locale=${locale}`)
  await waitForShadowText(storefront(watched.page), new RegExp(reference), 20_000)
  return watched
}

// Failed lookups count per client: each test that makes some is a client of its own.
const clients: Record<string, string> = { 'en-US': '127.0.0.3', 'ar-AE': '127.0.0.4' }
const waitingClients: Record<string, string> = { 'en-US': '127.0.0.5', 'ar-AE': '127.0.0.6' }

const checkInOpen = checkInOpenOnce(e2e)

// The live trip page, the kept copy and the passenger dialog (whose save is refused) only read
// the order: one order, booked through the API when the first of them asks, serves them all.
let readOnly: Promise<string> | undefined
const readOnlyOrder = () => {
  readOnly ??= order(e2e, trip)
  return readOnly
}

describe.each(['en-US', 'ar-AE'])('manage booking in %s: axe finds nothing serious', (locale) => {
  test('the lookup with field errors, then with a trip not found', async () => {
    const watched = await openTripPage(e2e, `#/b2c/myb?locale=${locale}`)
    try {
      const { page } = watched
      await asAnotherClient(watched.context, e2e.dxOrigin, clients[locale] ?? '')
      const form = lookupWidget(page)
      await form.locator('button[type="submit"]').click()
      await waitForShadowText(form, shows(locale, 'tripLookup.referenceRequired'))
      await expectNoSeriousFinding(page)
      await fillLookup(form, 'QXQXQ7', 'Babbage')
      await waitForShadowText(form, shows(locale, 'tripLookup.refused.TRIP_NOT_FOUND'))
      await expectNoSeriousFinding(page)
    } finally {
      await watched.close()
    }
  })

  test('the lookup’s countdown after too many failed tries', async () => {
    const watched = await openTripPage(e2e, `#/b2c/myb?locale=${locale}`)
    try {
      const { page } = watched
      await asAnotherClient(watched.context, e2e.dxOrigin, waitingClients[locale] ?? '')
      const form = lookupWidget(page)
      for (let attempt = 1; attempt <= 5; attempt++) {
        await fillLookup(form, 'QXQXQ6', `Babbage${'x'.repeat(attempt)}`)
        await waitForShadowText(form, shows(locale, 'tripLookup.refused.TRIP_NOT_FOUND'))
        await form.locator('[aria-busy="false"]').waitFor()
      }
      await fillLookup(form, 'QXQXQ6', 'Babbage')
      await waitForShadowText(form, shows(locale, 'tripLookup.wait.other'))
      await expectNoSeriousFinding(page)
    } finally {
      await watched.close()
    }
  })

  test('the trip page, live', async () => {
    const reference = await readOnlyOrder()
    const watched = await openTrip(e2e, reference, locale)
    try {
      await waitForShadowText(storefront(watched.page), shows(locale, 'manage.status.CONFIRMED'))
      const direction = await storefront(watched.page)
        .getByText(text(locale, 'manage.status.CONFIRMED'))
        .evaluate((element) => getComputedStyle(element).direction)
      expect(direction).toBe(locale === 'ar-AE' ? 'rtl' : 'ltr')
      await expectNoSeriousFinding(watched.page)
    } finally {
      await watched.close()
    }
  })

  test('the trip page from the copy kept on the device', async () => {
    const reference = await readOnlyOrder()
    const watched = await openTrip(e2e, reference, locale)
    try {
      // Opened again in a new tab with the reference alone (a bookmark): the kept copy, no
      // names; the access grant that opens the full trip stays with the tab that found it.
      const page = await watched.context.newPage()
      await page.goto(new URL(`/trip.html#/b2c/myb?pnr=${reference}&locale=${locale}`, e2e.hostOrigin).href)
      await waitForShadowText(storefront(page), shows(locale, 'manage.cached'), 20_000)
      await expectNoSeriousFinding(page)
    } finally {
      await watched.close()
    }
  })

  test('the passenger dialog with an error', async () => {
    const reference = await readOnlyOrder()
    const watched = await openTrip(e2e, reference, locale)
    try {
      const { page } = watched
      await storefront(page)
        .getByRole('button', { name: text(locale, 'manage.action.EDIT_PASSENGERS') })
        .click()
      const dialog = storefront(page).getByRole('dialog')
      await dialog.locator('input[type="email"]').fill('not an email')
      await dialog.getByRole('button', { name: text(locale, 'manage.edit.save') }).click()
      await dialog.locator('[aria-invalid="true"]').first().waitFor()
      await expectNoSeriousFinding(page)
    } finally {
      await watched.close()
    }
  })

  test('a schedule change to accept', async () => {
    const reference = await orderWithScheduleChange(e2e, trip)
    const watched = await openTrip(e2e, reference, locale)
    try {
      await waitForShadowText(storefront(watched.page), shows(locale, 'manage.change.title'))
      await expectNoSeriousFinding(watched.page)
    } finally {
      await watched.close()
    }
  })

  test('the boarding passes', async () => {
    const { reference, later } = await checkInOpen()
    const watched = await openTrip(later, reference, locale)
    try {
      const { page } = watched
      await storefront(page)
        .getByRole('button', { name: text(locale, 'manage.action.BOARDING_PASS') })
        .click()
      await storefront(page).locator('.dx-bp-barcode').first().waitFor({ timeout: 20_000 })
      await expectNoSeriousFinding(page)
    } finally {
      await watched.close()
    }
  })
})
