// The agency channel end to end (docs/agency.md), against the merged demo server: an agent
// registers an agency (createAgencyProfile signs its first agent in with the session
// cookie), books for a customer in the b2b channel and pays in the page, sees the agency
// order type on the confirmation, and opens that booking from the agency's list by its
// reference alone; an agent of a second agency cannot open it. axe-core on every agency
// page in en-US and ar-AE, and the agent's way from sign-in to a booking by keyboard alone.
// It needs the other parts of issue 29: the session cookie and agencySignIn/signOut
// (session part), the order's agency and agencyOrders, and a lookup without last name for
// the agent's agency (ownership part).
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import arAE from '../../locales/ar-AE.json'
import {
  type Agency,
  bookAsAgent,
  findings,
  fitsPhone,
  goTo,
  openB2b as openB2bOf,
  register as registerAgency,
} from './agency'
import { bookingE2e } from './booking'
import { focused, tabTo } from './shadow'
import { addDays, heading, storefront, todayUtc, waitForFocus } from './shopping'

const e2e = bookingE2e()

/** One adult: the customer the agent books for. */
const trip = { depart: addDays(todayUtc(), 24), back: addDays(todayUtc(), 31), adults: 1, children: 0, infants: 0 }
const PASSWORD = 'harbour lights 42'

const FIRST: Agency = { name: 'Meridian Travel', iataNumber: '91234567', loginId: 'ada.meridian' }
const SECOND: Agency = { name: 'Northwind Voyages', iataNumber: '97654321', loginId: 'ben.northwind' }

const openB2b = (hash: string, locale?: string) => openB2bOf(e2e, hash, locale)
const register = (page: Page, agency: Agency) => registerAgency(page, agency, PASSWORD)

let reference = ''

describe('the agency channel', { timeout: 240_000 }, () => {
  test('an agent registers, books for a customer, sees the agency order type and opens the booking from the list without a last name', async () => {
    const watched = await openB2b('#/b2b/agency-profile?register=1')
    const { page } = watched
    try {
      await register(page, FIRST)
      reference = await bookAsAgent(e2e, page, trip)
      const sf = storefront(page)
      await sf.getByText('Order type: agency booking').waitFor({ timeout: 20_000 })
      expect(
        await sf.getByText(`Booked by ${FIRST.name} (IATA ${FIRST.iataNumber}), agent ${FIRST.loginId}.`).count(),
      ).toBe(1)

      await goTo(page, '#/b2b/agency-bookings')
      const upcoming = sf.getByRole('region', { name: 'Upcoming' })
      await upcoming.getByRole('link', { name: `${reference}: LHR to JFK` }).click({ timeout: 20_000 })
      await page.waitForURL(new RegExp(`#/b2b/myb\\?pnr=${reference}$`))
      await sf.getByText(reference).first().waitFor({ timeout: 20_000 })
      // Opened by the agent's session: no lookup form, no last name anywhere in the address.
      expect(await sf.getByLabel('Last name').count()).toBe(0)
      expect(page.url()).not.toMatch(/lastName/i)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test("a second agency's agent cannot open the first agency's booking", async () => {
    expect(reference).not.toBe('')
    const watched = await openB2b('#/b2b/agency-profile?register=1')
    const { page } = watched
    try {
      await register(page, SECOND)
      const sf = storefront(page)
      await goTo(page, '#/b2b/agency-bookings')
      await sf.getByText('Your agency has no bookings yet.').waitFor({ timeout: 20_000 })
      await goTo(page, `#/b2b/myb?pnr=${reference}`)
      // The server finds no trip of this agency by that reference: the page asks for the name.
      await sf.getByLabel('Last name').waitFor({ timeout: 20_000 })
      expect(await sf.getByText('Grace Hopper').count()).toBe(0)
    } finally {
      await watched.close()
    }
  })

  test("the agent's way by keyboard alone: sign in, the agency's bookings, one booking", async () => {
    expect(reference).not.toBe('')
    const watched = await openB2b('#/b2b/agency-sign-in')
    const { page } = watched
    try {
      await heading(page, 'Agency sign-in').waitFor({ timeout: 20_000 })
      await tabTo(page, (focus) => focus.label.includes('Login ID'), 'the login ID')
      await page.keyboard.type(FIRST.loginId)
      await page.keyboard.press('Tab')
      expect((await focused(page))?.label).toContain('Password')
      await page.keyboard.type(PASSWORD)
      await page.keyboard.press('Enter')
      await page.waitForURL(/#\/b2b\/home$/, { timeout: 20_000 })
      // The address changes before the home page replaces the signed-in sign-in page, which
      // has an "Agency bookings" link of its own: Tab waits for the home page (its bar marks
      // it current) and for focus on its heading, or Tab and Enter could land on a link that
      // goes (in CI Enter was lost so).
      await storefront(page).locator('a[aria-current="page"]', { hasText: 'New booking' }).waitFor({ timeout: 20_000 })
      await waitForFocus(page, (focus) => /^h[1-6]$/.test(focus.tag), 'the home page heading')
      await tabTo(page, (focus) => focus.tag === 'a' && focus.name === 'Agency bookings', 'the agency bookings link')
      await page.keyboard.press('Enter')
      await heading(page, 'Agency bookings').waitFor({ timeout: 20_000 })
      // Focus moves to the new page's heading, as on every page change.
      await waitForFocus(
        page,
        (focus) => focus.name === 'Agency bookings' && /^h[1-6]$/.test(focus.tag),
        'the bookings heading',
      )
      await tabTo(page, (focus) => focus.name === `${reference}: LHR to JFK`, 'the booking')
      await page.keyboard.press('Enter')
      await page.waitForURL(new RegExp(`#/b2b/myb\\?pnr=${reference}$`), { timeout: 20_000 })
      expect(await storefront(page).getByLabel('Last name').count()).toBe(0)
    } finally {
      await watched.close()
    }
  })

  const ar = arAE.agency
  for (const locale of ['en-US', 'ar-AE'] as const) {
    const text = (en: string, arabic: string) => (locale === 'ar-AE' ? arabic : en)
    test(`axe-core finds nothing on the agency pages in ${locale}`, async () => {
      const signedOut = await openB2b('#/b2b/agency-sign-in', locale)
      try {
        const { page } = signedOut
        await heading(page, text('Agency sign-in', ar.signIn.title)).waitFor({ timeout: 20_000 })
        expect(await findings(page)).toEqual([])
        await storefront(page)
          .getByRole('button', { name: text('Forgot password?', ar.signIn.forgot) })
          .click()
        expect(await findings(page)).toEqual([])
        await goTo(page, `#/b2b/home?locale=${locale}`)
        await heading(page, text('Sign in to book for your customers', ar.channel.signInTitle)).waitFor({
          timeout: 20_000,
        })
        expect(await findings(page)).toEqual([])
        await goTo(page, `#/b2b/agency-profile?register=1&locale=${locale}`)
        await heading(page, text('Register an agency', ar.profile.registerTitle)).waitFor({ timeout: 20_000 })
        await storefront(page)
          .getByRole('button', { name: text('Register the agency', ar.profile.register) })
          .click()
        expect(await findings(page)).toEqual([])
        // The registration, its problems listed, on a phone: it fits, and axe finds nothing there either.
        expect(await fitsPhone(page)).toBeLessThanOrEqual(375)
        expect(await findings(page)).toEqual([])
      } finally {
        await signedOut.close()
      }
      const signedIn = await openB2b('#/b2b/agency-sign-in', locale)
      try {
        const { page } = signedIn
        const sf = storefront(page)
        await sf.getByLabel(text('Login ID', ar.signIn.loginId), { exact: true }).fill(FIRST.loginId)
        await sf.getByLabel(text('Password', ar.signIn.password), { exact: true }).fill(PASSWORD)
        await sf.getByRole('button', { name: text('Sign in', ar.signIn.submit), exact: true }).click()
        await page.waitForURL(/#\/b2b\/home/, { timeout: 20_000 })
        await goTo(page, `#/b2b/agency-profile?locale=${locale}`)
        await sf.getByText(FIRST.iataNumber, { exact: true }).waitFor({ timeout: 20_000 })
        expect(await findings(page)).toEqual([])
        await sf.getByRole('button', { name: text('Edit agency details', ar.profile.edit) }).click()
        expect(await findings(page)).toEqual([])
        await goTo(page, `#/b2b/agency-bookings?locale=${locale}`)
        await heading(page, text('Agency bookings', ar.bookings.title)).waitFor({ timeout: 20_000 })
        await sf.getByRole('link', { name: new RegExp(reference) }).waitFor({ timeout: 20_000 })
        expect(await findings(page)).toEqual([])
      } finally {
        await signedIn.close()
      }
    })
  }
})
