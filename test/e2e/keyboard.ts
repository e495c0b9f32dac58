// Keyboard moves of the shopping flow, shared by the shopping and booking e2e tests:
// choosing an airport in the open combobox, moving in the calendar, choosing a fare.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { tabTo, type FocusInfo } from './shadow'
import {
  addDays,
  DESTINATION,
  fareName,
  isoDate,
  offerFlightNumbers,
  offerOrigin,
  ORIGIN,
  storefront,
  waitForFlightsFrom,
  waitForFocus,
  type Chosen,
} from './shopping'

/**
 * In an open combobox: End, then Down (wrapping) until the highlighted option is the
 * airport, then Enter; a keyboard user reads the highlighted option the same way.
 */
export async function chooseAirportByKeyboard(page: Page, listName: string, code: string): Promise<void> {
  const box = page.locator('dx-search-box')
  const list = box.getByRole('listbox', { name: listName })
  // The airport list may still be on its way: the option appears once it is there.
  await list.getByRole('option', { name: new RegExp(code) }).waitFor({ state: 'visible' })
  const options = await list.getByRole('option').count()
  expect(options, `options for ${listName}`).toBeGreaterThan(0)
  const active = () =>
    box.getByRole('combobox', { name: listName }).evaluate((input) => {
      const id = input.getAttribute('aria-activedescendant')
      return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '') : ''
    })
  await page.keyboard.press('End')
  for (let presses = 0; presses <= options && !(await active()).includes(code); presses++)
    await page.keyboard.press('ArrowDown')
  expect(await active(), `highlighted option in ${listName}`).toContain(code)
  await page.keyboard.press('Enter')
  await expect.poll(() => list.isHidden()).toBe(true)
}

/** A key in the open calendar, then wait for focus to reach the day it moves to. */
export async function pressInCalendar(page: Page, key: string, to: Date): Promise<void> {
  await page.keyboard.press(key)
  await waitForFocus(page, (focus) => focus.date === isoDate(to), `${isoDate(to)} after ${key}`)
}

/** The day an opened calendar puts focus on. */
async function calendarDay(page: Page): Promise<Date> {
  const focus = await waitForFocus(page, (day) => day.date !== null, 'a day in the calendar')
  return new Date(`${focus.date}T00:00:00Z`)
}

/** The next day, or the day before when the next one starts another month. */
export function neighbourInMonth(date: Date): Date {
  const next = addDays(date, 1)
  return next.getUTCMonth() === date.getUTCMonth() ? next : addDays(date, -1)
}

/** A button named `name` (or matching it) has focus. */
export const isButton = (name: string | RegExp) => (focus: FocusInfo) =>
  focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))

/**
 * The search box, by keyboard from wherever focus is before it: LHR-JFK three weeks after
 * the day the calendar opens on (the page's today) and back a week later, with one more
 * passenger for each of `add` ('adult', 'child', 'infant') than the one adult it starts
 * with; then Search flights. The days are counted from the calendar's own, not from the
 * test's clock, which a run crossing midnight would put a day later than the page's.
 */
export async function searchByKeyboard(page: Page, add: readonly string[]): Promise<void> {
  const box = page.locator('dx-search-box')
  const roundTrip = box.getByRole('radio', { name: 'Round trip' })
  await tabTo(page, (focus) => focus.type === 'radio', 'the journey type')
  // Arrow keys move the choice within the group, as a keyboard user changes it.
  for (let presses = 0; presses < 3 && !(await roundTrip.isChecked()); presses++)
    await page.keyboard.press('ArrowRight')
  expect(await roundTrip.isChecked(), 'Round trip chosen').toBe(true)
  await tabTo(page, (focus) => focus.role === 'combobox' && focus.name === 'From', 'the From combobox')
  await page.keyboard.type('Lon')
  await chooseAirportByKeyboard(page, 'From', ORIGIN)
  await tabTo(page, (focus) => focus.role === 'combobox' && focus.name === 'To', 'the To combobox')
  await page.keyboard.type('New')
  await chooseAirportByKeyboard(page, 'To', DESTINATION)
  await tabTo(page, isButton(/^Departure/), 'the Departure date button')
  await page.keyboard.press('Enter')
  const today = await calendarDay(page)
  for (let week = 1; week <= 3; week++) await pressInCalendar(page, 'ArrowDown', addDays(today, 7 * week))
  await page.keyboard.press('Enter')
  await tabTo(page, isButton(/^Return/), 'the Return date button')
  await page.keyboard.press('Enter')
  const depart = await calendarDay(page)
  await pressInCalendar(page, 'ArrowDown', addDays(depart, 7))
  await page.keyboard.press('Enter')
  await tabTo(page, isButton(/^Passengers/), 'the Passengers button')
  await page.keyboard.press('Enter')
  for (const who of add) {
    await tabTo(page, (focus) => focus.name === `Add one ${who}`, `Add one ${who}`)
    await page.keyboard.press('Enter')
  }
  await page.keyboard.press('Escape')
  await tabTo(page, isButton('Search flights'), 'the Search flights button')
  await page.keyboard.press('Enter')
}

const isFare = (brand: string) => (focus: FocusInfo) =>
  focus.tag === 'button' && focus.className.includes('dx-fare') && fareName(brand).test(focus.name)

/** From the page heading (where focus lands), Tab to the first fare of the brand and press Enter. */
export async function chooseFareByKeyboard(page: Page, title: string, origin: string, brand: string): Promise<Chosen> {
  await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === title, `the heading "${title}"`)
  await expectFocusVisible(page, `the heading "${title}"`)
  expect(await ringCrossesRoute(page), 'the focus ring and the route under the heading').toBe('')
  await waitForFlightsFrom(page, origin, brand)
  await tabTo(page, isFare(brand), `a ${brand} fare`)
  const focusedFare = storefront(page).locator('button.dx-fare:focus')
  expect(await offerOrigin(focusedFare)).toBe(origin)
  const flightNumbers = await offerFlightNumbers(focusedFare)
  await page.keyboard.press('Enter')
  return { brand, flightNumbers }
}

/**
 * The focused element (through shadow roots) shows that it has focus: it matches
 * :focus-visible, as after a key press, and draws an outline or a ring (box-shadow).
 */
async function focusRing(page: Page): Promise<{ element: string; focusVisible: boolean; drawn: boolean }> {
  return page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    if (!element || element === document.body) return { element: 'body', focusVisible: false, drawn: false }
    const ringOf = (shown: Element) => {
      const style = getComputedStyle(shown)
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    }
    // A heading's ring may go round its group instead (the heading and the route under it).
    const group = element.parentElement
    return {
      element: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      focusVisible: element.matches(':focus-visible'),
      drawn: ringOf(element) || (group?.matches(':has(> :focus-visible)') === true && ringOf(group)),
    }
  })
}

/**
 * Where the focused heading's ring crosses the route written under it ("London to New York"),
 * or '' when it does not: the ring's lower edge must pass below the route's text or above it.
 */
function ringCrossesRoute(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    const route = element?.nextElementSibling
    if (!element || !route?.classList.contains('dx-sf-route')) return 'no route under the focused element'
    const ringed = [element, element.parentElement].find((e) => e && getComputedStyle(e).outlineStyle !== 'none')
    if (!ringed) return 'no ring'
    const style = getComputedStyle(ringed)
    const width = Number.parseFloat(style.outlineWidth)
    const edge = ringed.getBoundingClientRect().bottom + Number.parseFloat(style.outlineOffset) + width
    const text = route.getBoundingClientRect()
    return edge - width < text.bottom && edge > text.top
      ? `the ring's lower edge (${edge - width} to ${edge}) crosses the route (${text.top} to ${text.bottom})`
      : ''
  })
}

/** Fails unless focus is on an element that shows it has it (focusRing). */
export async function expectFocusVisible(page: Page, where: string): Promise<void> {
  const ring = await focusRing(page)
  expect(ring, `focus at ${where}`).toMatchObject({ focusVisible: true, drawn: true })
}
