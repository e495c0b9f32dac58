// Booking while signed in, end to end on the demo server (needs the accounts server of
// issue 29: createProfile, signIn, profile, upcomingTrips). A new traveller with a saved
// companion signs up from the shop's page (another origin than the API, so the session
// cookie is the partitioned one a partner's page gets); on the passengers page the offer
// appears, choosing fills both adults and the contact fills in; the booking paid on that
// page is then among the account's upcoming trips. axe finds nothing on the passengers page
// signed in, in en-US and in ar-AE.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import signedInDocuments from './api/book-signed-in.graphql'
import type {
  BookSignedInCreateProfileMutation,
  BookSignedInCreateProfileMutationVariables,
  BookSignedInSignInMutation,
  BookSignedInSignInMutationVariables,
  BookSignedInTripsQuery,
  ProfileInput,
} from '../../core/api/generated/operations'
import arAE from '../../locales/ar-AE.json'
import enUS from '../../locales/en-US.json'
import { runAxe } from './axe'
import { bookingE2e, fillCard, openBookingPage, startConversation, type Conversation } from './booking'
import type { WatchedPage } from './harness'
import { addDays, heading, isoDate, routeOf, storefront, todayUtc, type Trip } from './shopping'

const e2e = bookingE2e()

const trip: Trip = {
  depart: addDays(todayUtc(), 21),
  back: addDays(todayUtc(), 28),
  adults: 2,
  children: 0,
  infants: 0,
}
const expiry = isoDate(addDays(todayUtc(), 3 * 365))
const password = 'a long pass phrase 29'
const userId = `traveller.${Date.now()}@example.com`

const profile: ProfileInput = {
  userId,
  personal: { givenName: 'Augusta', familyName: 'King', dateOfBirth: '1985-12-10', gender: 'FEMALE' },
  contact: { email: userId, phoneCountryCode: '44', phoneNumber: '7700900555' },
  travelDocuments: [
    { type: 'PASSPORT', number: 'AK1234567', issuingCountry: 'GB', expiryDate: expiry, nationality: 'GB' },
  ],
  loyaltyMemberships: [{ programme: 'ZZ', number: 'ZZ55667788' }],
  companions: [
    {
      givenName: 'Grace',
      familyName: 'Hopper',
      dateOfBirth: '1976-12-09',
      gender: 'FEMALE',
      travelDocument: {
        type: 'PASSPORT',
        number: 'GH7654321',
        issuingCountry: 'US',
        expiryDate: expiry,
        nationality: 'US',
      },
    },
  ],
}

/** One operation of this file's document, sent from the page with its cookies (as a widget's call is). */
async function fromPage<T>(page: Page, operationName: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ url, query, operationName, variables }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, operationName, variables }),
      })
      return (await response.json()) as { data?: unknown; errors?: unknown[] }
    },
    { url: `${e2e.dxOrigin}/dx/api/graphql`, query: signedInDocuments, operationName, variables },
  ) as Promise<{ data?: T; errors?: unknown[] }>
}

const saveButton = (page: Page, locale = 'en-US') =>
  storefront(page).getByRole('button', { name: (locale === 'ar-AE' ? arAE : enUS).passengers.submit })
const chooser = (page: Page, place: RegExp, label: string) =>
  storefront(page)
    .getByRole('region', { name: place })
    .getByRole('combobox', { name: new RegExp(`^${label}`) })

/** The passengers page of `conversation`, signed in through `signIn`, once the offer shows. */
async function signedInPassengersPage(
  conversation: Conversation,
  signIn: (page: Page) => Promise<unknown>,
  { locale, label }: { locale?: string; label: string },
): Promise<WatchedPage> {
  const watched = await openBookingPage(
    e2e,
    conversation,
    'passengers',
    (page) => saveButton(page, locale),
    locale ? { locale } : {},
  )
  const { page } = watched
  const answer = (await signIn(page)) as { errors?: unknown[] }
  expect(answer.errors ?? []).toEqual([])
  // A new page load: the widgets ask the API who is signed in.
  await page.reload()
  await chooser(page, /./, label).first().waitFor({ timeout: 20_000 })
  return watched
}

describe('booking while signed in', () => {
  test('a companion pre-filled: choosing fills both adults and the contact, and the booking is among the account’s upcoming trips; axe finds nothing', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    const label = enUS.savedTravellers.question
    const watched = await signedInPassengersPage(
      conversation,
      (page) =>
        fromPage<BookSignedInCreateProfileMutation>(page, 'bookSignedInCreateProfile', {
          profile,
          password,
        } satisfies BookSignedInCreateProfileMutationVariables),
      { label },
    )
    const { page } = watched
    try {
      const sf = storefront(page)
      expect((await runAxe(page)).summary).toBe('')
      const adult1 = sf.getByRole('region', { name: /^Adult 1/ })
      const adult2 = sf.getByRole('region', { name: /^Adult 2/ })
      await chooser(page, /^Adult 1/, label).selectOption({ label: 'Augusta King (you)' })
      await chooser(page, /^Adult 2/, label).selectOption({ label: 'Grace Hopper' })
      expect(await adult1.getByLabel('Given names').inputValue()).toBe('Augusta')
      expect(await adult2.getByLabel('Given names').inputValue()).toBe('Grace')
      expect(await adult2.getByLabel('Document number').inputValue()).toBe('GH7654321')
      expect(await adult1.getByLabel('Frequent flyer number (optional)').inputValue()).toBe('ZZ55667788')
      expect(await sf.getByLabel('Email address').inputValue()).toBe(userId)
      expect(await sf.getByLabel('Phone number').inputValue()).toBe('7700900555')
      expect((await runAxe(page)).summary).toBe('')
      // Still editable: the companion's given names as on her passport.
      await adult2.getByLabel('Given names').fill('Grace Brewster')

      await saveButton(page).click()
      await expect.poll(() => routeOf(page.url()).page, { timeout: 15_000 }).toBe('seat-selection')
      await page.evaluate((hash) => {
        location.hash = hash
      }, conversation.hash('payment'))
      await heading(page, 'Review and pay').waitFor({ timeout: 15_000 })
      await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Augusta King' })
      await sf.getByRole('button', { name: /^Pay / }).click()
      await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 20_000 })
      const reference = routeOf(page.url()).query.get('pnr') ?? ''
      expect(reference).toMatch(/^[A-Z2-9]{6}$/)

      const trips = await fromPage<BookSignedInTripsQuery>(page, 'bookSignedInTrips')
      expect(trips.errors ?? []).toEqual([])
      expect(trips.data?.upcomingTrips.upcoming).toContainEqual({
        pnr: reference,
        passengerCount: 2,
        leadPassengerName: 'Augusta King',
      })
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  }, 180_000)

  test('axe finds nothing on the passengers page signed in, in Arabic, right to left', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    const label = arAE.savedTravellers.question
    // The account the first test made (or made here when this test runs alone).
    const signIn = async (page: Page) => {
      const answer = await fromPage<BookSignedInSignInMutation>(page, 'bookSignedInSignIn', {
        userId,
        password,
      } satisfies BookSignedInSignInMutationVariables)
      if (!answer.errors?.length) return answer
      return fromPage<BookSignedInCreateProfileMutation>(page, 'bookSignedInCreateProfile', { profile, password })
    }
    const watched = await signedInPassengersPage(conversation, signIn, { locale: 'ar-AE', label })
    try {
      const { page } = watched
      const direction = await chooser(page, /./, label)
        .first()
        .evaluate((element) => getComputedStyle(element).direction)
      expect(direction).toBe('rtl')
      expect((await runAxe(page)).summary).toBe('')
    } finally {
      await watched.close()
    }
  }, 120_000)
})
