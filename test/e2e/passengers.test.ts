// The passengers page end to end: on the family's round trip (2 adults, a
// child, an infant on a lap, LHR-JFK so documents are needed), a keyboard-only traveller
// fills every form, a child too old for the trip is refused with a focused summary whose
// link leads to the field, the fix saves and seat selection follows; a reload shows what
// the conversation saved, masked. axe finds nothing serious on the empty form and the error state.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import passengersDocument from '../../core/api/passengers.graphql'
import type { PassengersQuery } from '../../core/api/generated/operations'
import { runAxe } from './axe'
import { bookingE2e, callApi, familyTrip, openBookingPage, startConversation } from './booking'
import { tabTo } from './shadow'
import { date, labelled, passenger, typeAll, type Entry } from './passenger-forms'
import { addDays, routeOf, storefront, todayUtc, waitForFocus } from './shopping'

const e2e = bookingE2e()

const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))
const lastYear = trip.back.getUTCFullYear()
// The child is born 12 years before the year of the last flight, on 1 January: 12 on
// the day flown home, too old for a child fare, whatever today's date.
const family: Entry[] = [
  ...passenger('Grace', date(1980, 1, 15), 'C01X00001', lastYear + 5),
  ...passenger('Vincent', date(1978, 6, 2), 'C01X00002', lastYear + 5),
  ...passenger('Ada', date(lastYear - 12, 1, 1), 'C01X00003', lastYear + 5),
  ...passenger('Tim', date(lastYear - 1, 2, 3), 'C01X00004', lastYear + 5),
  ['Email address', 'grace.hopper@example.com'],
  ['Country calling code', '49'],
  ['Phone number', '30 1234567'],
]

const errorSummary = (page: Page) => storefront(page).locator('.dx-pax-errors')

// The longest keyboard-only flow of the suite, a Tab and a read of the focus at a time: 53 s at load
// 12 with two files at a time, over 120 s at load 20 with four (docs/decisions/e2e-workers.md).
describe('passengers', { timeout: 240_000 }, () => {
  test('keyboard only: the family’s forms, a refused child’s age with a focused summary, the fix, then seat selection; reload shows the saved details masked', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    const watched = await openBookingPage(e2e, conversation, 'passengers', (page) =>
      storefront(page).getByRole('button', { name: 'Save and continue' }),
    )
    const { page } = watched
    try {
      const title = storefront(page).getByRole('heading', { name: 'Who is travelling?', level: 2 })
      expect((await runAxe(page)).summary).toBe('')

      // Start where the shell puts focus on a page change: the page heading.
      await title.focus()
      await typeAll(page, family)
      await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Save and continue', 'the submit button')
      await page.keyboard.press('Enter')

      await waitForFocus(page, (focus) => focus.className === 'dx-pax-errors', 'the error summary')
      expect(await errorSummary(page).innerText()).toMatch(
        /There is 1 problem to fix\s+Child 1, Date of birth: A child must be 2 to 11 years old on .+, the day of the last flight/,
      )
      const child = storefront(page).getByRole('region', { name: /^Child 1/ })
      expect(await child.getByRole('combobox', { name: 'Year' }).first().getAttribute('aria-invalid')).toBe('true')
      expect((await runAxe(page)).summary).toBe('')

      // The summary's link takes focus to the field; eight years old fixes it.
      await tabTo(
        page,
        (focus) => focus.tag === 'a' && focus.name.startsWith('Child 1, Date of birth'),
        'the summary link',
      )
      await page.keyboard.press('Enter')
      await waitForFocus(page, labelled('Month'), 'the child’s date of birth')
      await tabTo(page, labelled('Year'), 'the year of birth')
      await page.keyboard.type(String(lastYear - 8))
      await expect.poll(() => child.getByText(/A child must be/).count()).toBe(0)
      await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Save and continue', 'the submit button', {
        maxPresses: 80,
      })
      await page.keyboard.press('Enter')

      await expect.poll(() => routeOf(page.url()).page).toBe('seat-selection')
      const saved = await callApi<PassengersQuery>(e2e.dxOrigin, passengersDocument, {}, conversation.execution)
      expect(saved.data?.passengers.passengers.map((p) => [p.id, p.givenName, p.infantOf])).toEqual([
        ['ADT-1', 'Grace', null],
        ['ADT-2', 'Vincent', null],
        ['CHD-1', 'Ada', null],
        ['INF-1', 'Tim', 'ADT-1'],
      ])
      expect(saved.data?.passengers.contact).toEqual({
        email: 'grace.hopper@example.com',
        phoneCountryCode: '49',
        phoneNumber: '301234567',
      })

      // Back and reloaded: the conversation's details, masked where they show again, nothing in the browser's storage.
      const adult = storefront(page).getByRole('region', { name: /^Adult 1/ })
      await page.goBack()
      await adult.getByText('Grace Hopper').waitFor({ state: 'visible', timeout: 15_000 })
      await page.reload()
      await adult.getByText('Grace Hopper').waitFor({ state: 'visible', timeout: 15_000 })
      expect(await adult.innerText()).toContain('••/••/1980')
      expect(await adult.innerText()).toContain('Passport ••••0001 · Germany')
      expect(await storefront(page).getByRole('region', { name: 'Contact details' }).innerText()).toContain(
        'g•••@example.com',
      )
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href,
      )
      for (const value of ['Hopper', 'grace.hopper', '1234567', 'C01X0000', '1980-01-15'])
        expect(stored).not.toContain(value)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('an empty form refused: its long summary takes focus with its heading in view, not above the screen', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    const watched = await openBookingPage(e2e, conversation, 'passengers', (page) =>
      storefront(page).getByRole('button', { name: 'Save and continue' }),
    )
    const { page } = watched
    try {
      await storefront(page).getByRole('button', { name: 'Save and continue' }).click()
      await waitForFocus(page, (focus) => focus.className === 'dx-pax-errors', 'the error summary')
      const box = await errorSummary(page).evaluate((summary) => {
        const heading = summary.querySelector('h3')?.getBoundingClientRect()
        return { top: heading?.top ?? Number.NaN, height: summary.getBoundingClientRect().height }
      })
      // Twenty problems and more: a summary taller than the screen was centred on it, its heading above the top.
      expect(box.height).toBeGreaterThan(page.viewportSize()?.height ?? 0)
      expect(box.top).toBeGreaterThanOrEqual(0)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
