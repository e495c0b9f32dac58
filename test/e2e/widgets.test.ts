// The two partner widgets on a host page of our own, on another origin than the demo
// server, reading today's seeded data.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openPage, startE2e, type E2e } from './harness'
import { runAxe } from './axe'
import { shadowText, tabTo, waitForShadowText } from './shadow'
import { flightStatusErrors, seededFlights, type SeededFlights } from './api'
import { flightNumberPattern, notFoundPattern, shownStatus, statusPattern, timePattern } from './expectations'

let e2e: E2e
let seeded: SeededFlights
const unknownFlight = '9999'

beforeAll(async () => {
  e2e = await startE2e()
  seeded = await seededFlights(e2e.dxOrigin)
})

afterAll(async () => {
  await e2e?.close()
})

describe('flight status and schedule widgets', () => {
  test('a host page shows a real flight status and the schedule, with no serious accessibility issue', async () => {
    const { status, schedule, date } = seeded
    const watched = await openPage(e2e, '/both.html', { flight: status.flightNumber, date })
    try {
      await watched.waitForReady(['flight-status', 'flight-schedule'])
      const statusWidget = watched.page.locator('dx-flight-status')
      const leg = status.flights[0]!
      await statusWidget
        .getByRole('heading', { name: flightNumberPattern(status.flightNumber) })
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 })
      const statusText = await shadowText(statusWidget)
      expect(statusText).toContain(leg.departureInfo.airportCode)
      expect(statusText).toContain(leg.arrivalInfo.airportCode)
      expect(statusText).toMatch(timePattern(leg.departureInfo.scheduledDateTime))
      expect(statusText).toMatch(statusPattern(shownStatus(leg)))

      const flights = schedule.schedules.flatMap((option) => option.flights)
      const scheduleText = await waitForShadowText(
        watched.page.locator('dx-flight-schedule'),
        flightNumberPattern(flights[0]!.flightNumber),
      )
      for (const flight of flights) expect(scheduleText).toMatch(flightNumberPattern(flight.flightNumber))
      expect(scheduleText).toMatch(timePattern(flights[0]!.departure))

      const axe = await runAxe(watched.page)
      expect(axe.summary).toBe('')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a flight number and date typed with the keyboard alone show that flight', async () => {
    const { status, date } = seeded
    const watched = await openPage(e2e, '/status-form.html')
    try {
      await watched.waitForReady(['flight-status'])
      const { page } = watched
      await tabTo(page, (focus) => focus.tag === 'input' && /flight/i.test(focus.label), 'the flight number field')
      await page.keyboard.type(status.flightNumber)
      const dateField = await tabTo(
        page,
        (focus) => focus.tag === 'input' && (focus.type === 'date' || /date/i.test(focus.label)),
        'the date field',
      )
      if (dateField.type === 'date') {
        // Chromium's en-US date field takes the digits month, day, year.
        const [year, month, day] = date.split('-')
        await page.keyboard.type(`${month}${day}${year}`)
      } else {
        await page.keyboard.press('ControlOrMeta+A')
        await page.keyboard.type(date)
      }
      await tabTo(page, (focus) => focus.tag === 'button' || focus.type === 'submit', 'the submit button')
      await page.keyboard.press('Enter')

      const widget = page.locator('dx-flight-status')
      await widget
        .getByRole('heading', { name: flightNumberPattern(status.flightNumber) })
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 })
      expect(await shadowText(widget)).toMatch(timePattern(status.flights[0]!.departureInfo.scheduledDateTime))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('an unknown flight number shows a clear not-found message instead of failing', async () => {
    const errors = await flightStatusErrors(e2e.dxOrigin, unknownFlight, seeded.date)
    expect(errors.map((error) => error.extensions?.code)).toContain('FLIGHT_NOT_FOUND')

    const watched = await openPage(e2e, '/status.html', { flight: unknownFlight, date: seeded.date })
    try {
      const message = watched.page
        .locator('dx-flight-status')
        .getByRole('alert')
        .or(watched.page.locator('dx-flight-status').getByRole('status'))
      await message.filter({ hasText: notFoundPattern }).first().waitFor({ state: 'visible', timeout: 10_000 })
      // The API may answer the unknown flight with an HTTP error status; that is the
      // API doing its job, so only that response (and the console line it causes) is allowed.
      expect(watched.problems({ allowHttpErrors: /\/dx\/api\/graphql|Failed to load resource/ })).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
