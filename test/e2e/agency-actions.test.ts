// Who may change an agency's booking, end to end (docs/agency.md, "Who may see what"): the
// seeded agent of Hopper Travel books for a customer and, opening the booking from the
// agency's list, is offered its changes; the customer, finding the same booking by its
// reference and last name on the partner page, is told once that the agency manages them and how
// to reach it, with axe-core
// on that page; the history names the travel agency as who booked, for both.
import { describe, expect, test } from 'vitest'
import { bookAsAgent, goTo, openB2b, signInAgent } from './agency'
import { runAxe } from './axe'
import { bookingE2e } from './booking'
import { addDays, storefront, todayUtc } from './shopping'
import { openFoundTrip } from './trips'

const e2e = bookingE2e()

/** One adult (a Lovelace): the customer the agent books for. */
const trip = { depart: addDays(todayUtc(), 26), back: addDays(todayUtc(), 33), adults: 1, children: 0, infants: 0 }
const MANAGED = 'Your travel agency, Hopper Travel, manages changes to this booking.'
/** What the agency keeps to itself, named once under the notice (docs/decisions/agency-managed-actions.md). */
const REFUSED = [
  'Seats',
  'Bags',
  'Extras',
  'Edit passenger details',
  'Change flights',
  'Cancel trip',
  'Upgrade to Business',
]

let reference = ''

describe("an agency's booking", { timeout: 240_000 }, () => {
  test("is the agent's to change: opened from the agency's list, it offers Cancel trip and Change flights, and its history names the agency", async () => {
    const watched = await openB2b(e2e, '#/b2b/agency-sign-in')
    const { page } = watched
    try {
      await signInAgent(page, 'grace.hopper', 'Compiler-A0-1952')
      reference = await bookAsAgent(e2e, page, trip)
      await goTo(page, '#/b2b/agency-bookings')
      const sf = storefront(page)
      await sf
        .getByRole('region', { name: 'Upcoming' })
        .getByRole('link', { name: `${reference}: LHR to JFK` })
        .click({ timeout: 20_000 })
      await page.waitForURL(new RegExp(`#/b2b/myb\\?pnr=${reference}$`))
      for (const action of ['Cancel trip', 'Change flights', 'Edit passenger details'])
        await sf.getByRole('button', { name: action }).waitFor({ timeout: 20_000 })
      expect(await sf.getByText(MANAGED).count()).toBe(0)
      expect(await sf.getByRole('note').count()).toBe(0)
      // The agent booked it: the history says the travel agency did, not "You".
      await sf.getByText(/ · Your travel agency$/).waitFor({ timeout: 20_000 })
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('is refused to the customer, found by reference and last name, with the agency to contact; axe finds nothing', async () => {
    expect(reference).not.toBe('')
    const watched = await openFoundTrip(e2e, reference, 'Lovelace')
    const { page } = watched
    try {
      const sf = storefront(page)
      await sf.getByText(MANAGED).waitFor({ timeout: 20_000 })
      // One notice, with the agency's contact, naming each action it keeps once; none is a button.
      expect(await sf.getByText(MANAGED).count()).toBe(1)
      const notice = sf.getByRole('note')
      expect(await notice.getByRole('link', { name: 'desk@hopper-travel.example' }).getAttribute('href')).toBe(
        'mailto:desk@hopper-travel.example',
      )
      expect(await notice.getByRole('link', { name: '+1 202 555 0147' }).getAttribute('href')).toBe('tel:+12025550147')
      const asked = await notice.getByText(/^Ask them for: /).textContent()
      for (const action of REFUSED) {
        expect(asked, action).toContain(action)
        expect(await sf.getByRole('button', { name: action, exact: true }).count(), action).toBe(0)
      }
      // The booking was the agent's: the history names the travel agency, not the traveller.
      await sf.getByText(/ · Your travel agency$/).waitFor({ timeout: 20_000 })
      expect((await runAxe(page)).summary).toBe('')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
