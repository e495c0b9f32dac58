// The account pages against the demo server: an account created from a guest booking's
// confirmation (the booking attached), the trip in the account's trips and opened with no
// last name, one profile section edited, the profile by keyboard alone, and axe on every
// account page in en-US and ar-AE at a phone's and a desktop's width. They need the
// accounts API (sessions, profile, trips, reset): until it is merged the calls answer
// NOT_BUILT and these tests fail at their first account call.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookingE2e, familyTrip, type Conversation } from './booking'
import { openPage, type WatchedPage } from './harness'
import { expectFocusVisible } from './keyboard'
import { type FocusInfo, tabTo, waitForShadowText } from './shadow'
import { addDays, heading, openShop, storefront, todayUtc, waitForFocus } from './shopping'
import { order } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))
const PASSWORD = 'correct horse battery staple'
const newEmail = () => `e2e-${crypto.randomUUID().slice(0, 8)}@example.com`

/** Every request the page makes, to check that no name, email, password or key is in an address. */
function recordUrls(page: Page): () => string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return () => urls
}

async function fill(page: Page, label: RegExp, value: string, nth = 0): Promise<void> {
  await storefront(page).getByLabel(label).nth(nth).fill(value)
}

/** Creates an account on the create-profile page (signed out, nothing from a booking); it lands on the profile, signed in. */
async function createAccount(page: Page, email: string, prefix = '#/b2c'): Promise<void> {
  await page.evaluate((hash) => (location.hash = hash), `${prefix}/create-profile`)
  await heading(page, 'Create an account').waitFor({ timeout: 20_000 })
  await fill(page, /^Email address/, email, 0)
  await fill(page, /^Password/, PASSWORD)
  await fill(page, /^Given names/, 'Grace')
  await fill(page, /^Family name/, 'Hopper')
  await fill(page, /^Email address/, email, 1)
  await fill(page, /^Country calling code/, '1')
  await fill(page, /^Phone number/, '2025550123')
  await storefront(page).getByRole('button', { name: 'Create account' }).click()
  await heading(page, 'Your profile').waitFor({ timeout: 20_000 })
}

const isButton = (name: string | RegExp) => (focus: FocusInfo) =>
  focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))

describe('account pages', { timeout: 180_000 }, () => {
  test('an account made from a guest booking’s confirmation owns the booking: it is in the trips and opens without a last name', async () => {
    let conversation: Conversation | undefined
    const reference = await order(e2e, trip, undefined, async (c) => {
      conversation = c
    })
    const watched = await openShop(e2e)
    try {
      const { page } = watched
      const urls = recordUrls(page)
      await page.evaluate(
        (hash) => (location.hash = hash),
        `#/b2c/confirmation?pnr=${reference}&execution=${conversation?.execution ?? ''}`,
      )
      await storefront(page)
        .getByRole('heading', { name: 'Save these details for next time', level: 3 })
        .waitFor({ timeout: 20_000 })
      await storefront(page).getByRole('button', { name: 'Create an account' }).click()
      await heading(page, 'Create an account').waitFor({ timeout: 20_000 })
      // Filled from the booking: its lead passenger.
      await expect
        .poll(
          () =>
            storefront(page)
              .getByLabel(/^Family name/)
              .inputValue(),
          { timeout: 20_000 },
        )
        .toBe('Lovelace')
      const email = newEmail()
      await fill(page, /^Email address/, email, 0)
      await fill(page, /^Password/, PASSWORD)
      await storefront(page).getByRole('button', { name: 'Create account' }).click()

      await heading(page, 'Your trips').waitFor({ timeout: 20_000 })
      const open = storefront(page).getByRole('link', { name: new RegExp(`^Open trip .*, ${reference}$`) })
      await open.waitFor({ timeout: 20_000 })
      await open.click()
      // The whole trip, names included, found by the reference alone for its owner.
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
      await waitForShadowText(storefront(page), /Lovelace/, 20_000)
      expect(await storefront(page).getByLabel('Last name').count()).toBe(0)

      for (const url of urls())
        for (const secret of ['Lovelace', email, encodeURIComponent(email), PASSWORD, encodeURIComponent(PASSWORD)])
          expect(url).not.toContain(secret)
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
      expect(stored).not.toContain('Lovelace')
      expect(stored).not.toContain(email)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('one profile section is edited and saved on its own; the others stay as they were', async () => {
    const watched = await openShop(e2e)
    try {
      const { page } = watched
      await createAccount(page, newEmail())
      const contact = storefront(page).getByRole('region', { name: 'Contact details' })
      await contact.getByRole('button', { name: 'Edit Contact details' }).click()
      await contact.getByLabel(/^Phone number/).fill('2025550199')
      await contact.getByRole('button', { name: 'Save' }).click()
      await waitForShadowText(storefront(page), /••••199/, 20_000)
      await page.reload()
      await heading(page, 'Your profile').waitFor({ timeout: 20_000 })
      await waitForShadowText(storefront(page), /••••199/, 20_000)
      const personal = storefront(page).getByRole('region', { name: 'Personal details' })
      expect(await personal.textContent()).toContain('Grace Hopper')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the profile by keyboard alone: Edit, change, Save, focus on the section’s heading; a refusal takes focus to its field', async () => {
    const watched = await openShop(e2e)
    try {
      const { page } = watched
      await createAccount(page, newEmail())
      await tabTo(page, isButton('Edit Contact details'), 'Edit of the contact')
      await expectFocusVisible(page, 'Edit Contact details')
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'input', 'the first field of the contact')
      await tabTo(page, (focus) => focus.tag === 'input' && focus.label.startsWith('Phone number'), 'the phone')
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('12')
      await tabTo(page, isButton('Save'), 'Save')
      await page.keyboard.press('Enter')
      await waitForFocus(
        page,
        (focus) => focus.tag === 'input' && focus.label.startsWith('Phone number'),
        'the phone to fix',
      )
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('2025550142')
      await tabTo(page, isButton('Save'), 'Save')
      await page.keyboard.press('Enter')
      await waitForFocus(
        page,
        (focus) => focus.tag === 'h3' && focus.name === 'Contact details',
        'the section’s heading',
        20_000,
      )
      await expectFocusVisible(page, 'the contact heading')
      await waitForShadowText(storefront(page), /••••142/, 20_000)

      await tabTo(page, isButton('Edit Travel preferences'), 'Edit of the preferences')
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'select' && focus.label.startsWith('Seat'), 'the seat')
      await page.keyboard.press('ArrowDown')
      await tabTo(page, isButton('Save'), 'Save')
      await page.keyboard.press('Enter')
      await waitForFocus(
        page,
        (focus) => focus.tag === 'h3' && focus.name === 'Travel preferences',
        'the heading',
        20_000,
      )
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

/** Opens the shop (search box and storefront) in `locale` at `width`. */
async function openAt(locale: string, width: number): Promise<WatchedPage> {
  const watched = await openPage(e2e, '/shop.html', { locale })
  await watched.waitForReady(['search-box', 'storefront'], 60_000)
  await watched.page.setViewportSize({ width, height: width < 800 ? 812 : 900 })
  return watched
}

/** Axe on the page once its requests are done (networkidle, once reached, waits for nothing). */
async function expectAxeClean({ page, requestsSettled }: WatchedPage, where: string): Promise<void> {
  await requestsSettled()
  const { all } = await runAxe(page)
  expect(all.map((f) => `${where} [${f.impact}] ${f.id}: ${f.help} at ${f.targets.join(', ')}`)).toEqual([])
  // A phone's width holds the page: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0)
}

const go = (page: Page, hash: string) => page.evaluate((to) => (location.hash = to), hash)

describe('axe on every account page, any impact', { timeout: 240_000 }, () => {
  for (const locale of ['en-US', 'ar-AE'])
    for (const width of [375, 1280])
      test(`create-profile, profile (signed out and in, a section open), trips, reset-password in ${locale} at ${width} px`, async () => {
        const watched = await openAt(locale, width)
        const { page } = watched
        try {
          const title = (selector: string) => storefront(page).locator(selector).first()
          await go(page, '#/b2c/create-profile')
          await title('form').waitFor({ timeout: 20_000 })
          await storefront(page).locator('input[type="password"]').fill('short')
          await expectAxeClean(watched, 'create-profile')
          await storefront(page).locator('button[type="submit"]').click()
          await expectAxeClean(watched, 'create-profile refused')

          await go(page, '#/b2c/reset-password?key=not-a-real-key')
          await storefront(page).locator('input[autocomplete="new-password"]').first().waitFor({ timeout: 20_000 })
          expect(page.url()).not.toContain('not-a-real-key')
          await expectAxeClean(watched, 'reset-password')
          await go(page, '#/b2b/reset-password?key=not-a-real-key')
          // The agency's page is the one showing once it has taken its key out of the address.
          await page.waitForFunction(() => location.hash === '#/b2b/reset-password', undefined, { timeout: 20_000 })
          await storefront(page).locator('input[autocomplete="new-password"]').first().waitFor({ timeout: 20_000 })
          await expectAxeClean(watched, 'reset-password (agency)')

          await go(page, '#/b2c/profile')
          await storefront(page).locator('.dx-ac-prompt').waitFor({ timeout: 20_000 })
          await expectAxeClean(watched, 'profile signed out')

          if (locale === 'en-US') await createAccount(page, newEmail())
          else {
            await go(page, '#/b2c/create-profile')
            await title('input[data-path="userId"]').waitFor({ timeout: 20_000 })
            await title('input[data-path="userId"]').fill(newEmail())
            await title('input[data-path="password"]').fill(PASSWORD)
            await title('input[data-path="passengers.0.givenName"]').fill('Grace')
            await title('input[data-path="passengers.0.familyName"]').fill('Hopper')
            await title('input[data-path="contact.email"]').fill('grace@example.com')
            await title('input[data-path="contact.phoneCountryCode"]').fill('1')
            await title('input[data-path="contact.phoneNumber"]').fill('2025550123')
            await title('button[type="submit"]').click()
          }
          await title('.dx-ac-section').waitFor({ timeout: 20_000 })
          await expectAxeClean(watched, 'profile')
          await title('.dx-ac-section-head button').click()
          await title('.dx-ac-section form').waitFor({ timeout: 20_000 })
          await expectAxeClean(watched, 'profile with a section open')

          await go(page, '#/b2c/trips')
          await title('.dx-ac-prompt').waitFor({ timeout: 20_000 })
          await expectAxeClean(watched, 'trips, empty')
        } finally {
          await watched.close()
        }
      })
})
