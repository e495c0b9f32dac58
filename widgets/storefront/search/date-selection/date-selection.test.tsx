import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { $locale, loadLocale } from '../../../../core/i18n/i18n'
import { calendarResult } from '../../fixtures/calendar'
import { fakeApi } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { installSettings } from '../../../../core/settings/install-settings'

cleanPageBetweenTests()

const CALENDAR = `#/b2c/date-selection?${ROUND_TRIP}`

/** The day button whose hidden full date starts with `date` ("Tue, Dec 1, 2026"). */
const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${date}`) })

describe('date selection (CALENDAR30)', () => {
  it('shows the lowest fare of each day, days without service disabled, the cheapest marked', async () => {
    const api = fakeApi()
    mountStorefront(CALENDAR)
    expect(await screen.findByRole('heading', { name: 'Choose your departure date' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeTruthy()
    await waitFor(() => expect(day('Tue, Dec 1, 2026').textContent).toContain('$1,143'))
    expect(document.querySelector('.dx-sf-route')?.textContent).toBe('London to New York')
    const wednesday = day('Wed, Dec 2, 2026')
    expect(wednesday.getAttribute('aria-disabled')).toBe('true')
    expect(wednesday.textContent).toContain('No flights')
    expect(day('Tue, Dec 8, 2026').textContent).toContain('Lowest')
    // What a day's price covers, shown above the month and read as the grid's description.
    const covers = 'One-way prices for all travellers, taxes and fees included'
    expect(screen.getByRole('grid', { description: covers })).toBeTruthy()
    // A phone shows the number alone (hidden from screen readers, which hear the whole price) and a key.
    const amount = day('Tue, Dec 1, 2026').querySelector('.dx-day-amount')
    expect([amount?.textContent, amount?.getAttribute('aria-hidden')]).toEqual(['1,143', 'true'])
    const key = document.querySelector('.dx-cal-key')
    expect([key?.textContent, key?.getAttribute('aria-hidden')]).toEqual(['LowestPrices in USD', 'true'])
    expect(day('Tue, Dec 1, 2026').getAttribute('aria-pressed')).toBe('true')
    expect(api.calls('searchFlights')[0]?.variables.criteria).toMatchObject({
      searchType: 'CALENDAR30',
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: '2026-12-01' }],
    })
  })

  it('marks every day at the lowest fare, not the first of them alone', async () => {
    const answer = calendarResult('2026-12')
    const tied = answer.calendar?.find((entry) => entry.date === '2026-12-15')
    if (!tied?.lowestTotal) throw new Error('the fixture flies no 15 December')
    tied.lowestTotal = { amount: 98900, currency: 'USD' }
    fakeApi((call) => (call.operationName === 'searchFlights' ? { data: { searchFlights: answer } } : undefined))
    mountStorefront(CALENDAR)
    await waitFor(() => expect(day('Tue, Dec 15, 2026').textContent).toContain('Lowest'))
    expect(day('Tue, Dec 8, 2026').textContent).toContain('Lowest')
    expect(document.querySelectorAll('.dx-day--best')).toHaveLength(2)
  })

  it('says a return day before the flight out is not available, not that it has no flights', async () => {
    fakeApi()
    mountStorefront(
      '#/b2c/date-selection?origin0=LHR&destination0=JFK&date0=12-03-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&journeyType=round-trip&ADT=1&direction=1',
    )
    expect(await screen.findByRole('heading', { name: 'Choose your return date' })).toBeTruthy()
    await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
    const before = day('Wed, Dec 2, 2026')
    expect(before.getAttribute('aria-disabled')).toBe('true')
    expect(before.textContent).toContain('Not available')
    expect(before.textContent).not.toContain('No flights')
  })

  it('says today is not available, not that it has no flights: they may still fly, too soon to book', async () => {
    // The fixtures' today is Sat, Nov 21, 2026: the answer has no flight that can still be booked on it.
    const november = calendarResult('2026-11')
    for (const day of november.calendar ?? [])
      if (day.date === '2026-11-21') Object.assign(day, { available: false, lowestTotal: null })
    fakeApi((call) => (call.operationName === 'searchFlights' ? { data: { searchFlights: november } } : undefined))
    mountStorefront(`${CALENDAR}&activeMonth=2026-11`)
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy()
    await waitFor(() => expect(day('Sun, Nov 22, 2026').textContent).toContain('$'))
    expect(day('Sat, Nov 21, 2026').getAttribute('aria-disabled')).toBe('true')
    expect(day('Sat, Nov 21, 2026').textContent).toContain('Not available')
    expect(day('Sat, Nov 21, 2026').textContent).not.toContain('No flights')
  })

  it('moves to the next month through activeMonth in the URL', async () => {
    const api = fakeApi()
    mountStorefront(CALENDAR)
    await waitFor(() => expect(day('Tue, Dec 1, 2026').textContent).toContain('$'))
    expect(screen.getByRole('button', { name: /Previous month/ }).getAttribute('aria-disabled')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: /Next month/ }))
    expect(hashQuery().get('activeMonth')).toBe('2027-01')
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeTruthy()
    await waitFor(() => expect(api.calls('searchFlights')).toHaveLength(2))
    expect(api.calls('searchFlights')[1]?.variables.criteria).toMatchObject({
      itineraryParts: [{ date: '2027-01-01' }],
    })
  })

  it('cannot go back before this month', async () => {
    fakeApi()
    mountStorefront(`${CALENDAR}&activeMonth=2026-11`)
    await screen.findByRole('heading', { name: 'November 2026' })
    const previous = screen.getByRole('button', { name: /Previous month/ })
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(previous)
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy()
    await waitFor(() => expect(day('Mon, Nov 30, 2026').textContent).toContain('$'))
    expect(day('Fri, Nov 20, 2026').getAttribute('aria-disabled')).toBe('true')
  })

  it('takes the outbound day, then the return day, then shows flights for those dates', async () => {
    fakeApi()
    mountStorefront(CALENDAR)
    await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
    fireEvent.click(day('Fri, Dec 4, 2026'))
    expect(hashQuery().get('date0')).toBe('12-04-2026')
    expect(hashQuery().get('direction')).toBe('1')
    expect(await screen.findByRole('heading', { name: 'Choose your return date' })).toBeTruthy()
    await waitFor(() => expect(day('Sat, Dec 12, 2026').textContent).toContain('$'))
    expect(day('Thu, Dec 3, 2026').getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(day('Sat, Dec 12, 2026'))
    expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?/)
    expect([hashQuery().get('date0'), hashQuery().get('date1'), hashQuery().get('direction')]).toEqual([
      '12-04-2026',
      '12-12-2026',
      null,
    ])
    expect(await screen.findByRole('heading', { name: 'Choose your outbound flight' })).toBeTruthy()
    expect(
      within(await screen.findByRole('complementary', { name: 'Your trip' })).getByText('Fri, Dec 4, 2026'),
    ).toBeTruthy()
  })

  it('shows no price after the last day a search may ask for, where choosing would open a search the storefront refuses', async () => {
    // The fixtures' today is Sat, Nov 21, 2026: 17 days ahead is Tue, Dec 8.
    installSettings({ search: { bookingHorizonDays: 17 } })
    fakeApi()
    mountStorefront(CALENDAR)
    await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
    const after = day('Wed, Dec 9, 2026')
    expect([after.getAttribute('aria-disabled'), after.textContent?.includes('Not available')]).toEqual(['true', true])
    expect(after.textContent).not.toContain('$')
    fireEvent.click(after)
    expect(hashQuery().get('date0')).toBe('12-01-2026')
  })

  describe('by keyboard: one Tab stop, arrow keys between the days (a grid)', () => {
    const RETURN = `#/b2c/date-selection?origin0=LHR&destination0=JFK&date0=12-03-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&journeyType=round-trip&ADT=1&direction=1`
    const focused = () => document.activeElement?.getAttribute('data-date')
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key })

    it('is one Tab stop, entered on the chosen day rather than the first', async () => {
      fakeApi()
      mountStorefront(RETURN)
      const grid = await screen.findByRole('grid', { name: 'Lowest fares in December 2026' })
      await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
      const stops = within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0)
      expect(stops).toEqual([day('Tue, Dec 8, 2026')])
    })

    it('counts each key pressed faster than the page draws: PageDown then ArrowDown at once', async () => {
      fakeApi()
      mountStorefront(RETURN)
      await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
      day('Tue, Dec 8, 2026').focus()
      // Dispatched as a browser does, not inside act(): nothing renders between the two keys.
      const raw = (key: string) =>
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
      raw('PageDown')
      raw('ArrowDown')
      await waitFor(() => expect(focused()).toBe('2027-01-15'))
    })

    it('moves focus by day and week with the arrows, and to the week’s ends with Home and End', async () => {
      fakeApi()
      mountStorefront(RETURN)
      await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
      day('Tue, Dec 8, 2026').focus()
      press('ArrowRight')
      await waitFor(() => expect(focused()).toBe('2026-12-09'))
      press('ArrowDown')
      await waitFor(() => expect(focused()).toBe('2026-12-16'))
      press('ArrowLeft')
      await waitFor(() => expect(focused()).toBe('2026-12-15'))
      press('Home')
      await waitFor(() => expect(focused()).toBe('2026-12-13'))
      press('End')
      await waitFor(() => expect(focused()).toBe('2026-12-19'))
      expect(day('Sat, Dec 19, 2026').tabIndex).toBe(0)
      expect(day('Tue, Dec 8, 2026').tabIndex).toBe(-1)
    })

    it('goes to the month’s first and last day with Ctrl or Cmd and Home or End, and leaves Alt to the browser', async () => {
      fakeApi()
      mountStorefront(RETURN)
      await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
      day('Tue, Dec 8, 2026').focus()
      fireEvent.keyDown(document.activeElement as Element, { key: 'End', ctrlKey: true })
      await waitFor(() => expect(focused()).toBe('2026-12-31'))
      fireEvent.keyDown(document.activeElement as Element, { key: 'Home', metaKey: true })
      await waitFor(() => expect(focused()).toBe('2026-12-01'))
      const altLeft = new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true, cancelable: true })
      document.activeElement?.dispatchEvent(altLeft)
      expect(altLeft.defaultPrevented).toBe(false)
      expect(focused()).toBe('2026-12-01')
    })

    it('reaches a day that cannot be chosen, which says why and does not choose it', async () => {
      fakeApi()
      mountStorefront(RETURN)
      await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
      day('Tue, Dec 8, 2026').focus()
      press('ArrowUp')
      await waitFor(() => expect(focused()).toBe('2026-12-01'))
      expect(document.activeElement?.textContent).toContain('Not available')
      press('Enter')
      fireEvent.click(document.activeElement as Element)
      expect(hashQuery().get('date1')).toBe('12-08-2026')
    })

    it('shows the next month when an arrow crosses the month’s end, focusing the day it reached', async () => {
      fakeApi()
      mountStorefront(RETURN)
      await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
      day('Thu, Dec 31, 2026').focus()
      press('ArrowRight')
      expect(hashQuery().get('activeMonth')).toBe('2027-01')
      await waitFor(() => expect(focused()).toBe('2027-01-01'))
      expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy()
    })
  })
})

describe('date selection, right to left', () => {
  afterEach(() => $locale.set('en-US'))

  // The browser mirrors ‹ and › in right-to-left text; set apart left to right, each is drawn as written.
  const arrow = (name: string) => screen.getByRole('button', { name }).querySelector('[aria-hidden="true"]')

  it('points the month arrows the way the months go: back to the right, on to the left', async () => {
    await loadLocale('ar-AE')
    $locale.set('ar-AE')
    fakeApi()
    mountStorefront(CALENDAR)
    await screen.findByRole('button', { name: 'الشهر التالي' })
    expect(arrow('الشهر السابق')?.getAttribute('dir')).toBe('ltr')
    expect(arrow('الشهر السابق')?.textContent?.trim()).toBe('›')
    expect(arrow('الشهر التالي')?.getAttribute('dir')).toBe('ltr')
    expect(arrow('الشهر التالي')?.textContent?.trim()).toBe('‹')
  })

  it('in a left-to-right language points back to the left', async () => {
    fakeApi()
    mountStorefront(CALENDAR)
    await screen.findByRole('button', { name: 'Next month' })
    expect(arrow('Previous month')?.textContent?.trim()).toBe('‹')
    expect(arrow('Next month')?.textContent?.trim()).toBe('›')
  })
})
