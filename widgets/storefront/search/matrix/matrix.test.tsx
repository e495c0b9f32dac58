import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { matrixResult } from '../../fixtures/calendar'
import { fakeApi } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { installSettings } from '../../../../core/settings/install-settings'

cleanPageBetweenTests()

describe('matrix (FLEXIBLECALENDAR)', () => {
  it('shows a 7 x 7 table of lowest totals with dated headers, the cheapest marked and sold-out pairs said', async () => {
    const api = fakeApi()
    mountStorefront(`#/b2c/matrix?${ROUND_TRIP}`)
    const table = await screen.findByRole('grid', { name: /Lowest total for all passengers/ })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7)
    expect(within(table).getAllByRole('rowheader')).toHaveLength(7)
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Departure Sat Nov 28')
    expect(within(table).getAllByText('Not available')).toHaveLength(1)
    // The route by its cities, as the answer names them in the page's language, not by codes.
    expect(document.querySelector('.dx-sf-route')?.textContent).toBe('London to New York')
    const cheapest = within(table).getByRole('button', { name: /Lowest/ })
    expect(cheapest.textContent).toContain('$1,849')
    // A phone hides the cell's word: a key under the table names the border, for the eye alone.
    const key = document.querySelector('.dx-cal-key')
    expect([key?.textContent, key?.getAttribute('aria-hidden')]).toEqual(['Lowest', 'true'])
    expect(api.calls('searchFlights')[0]?.variables.criteria).toMatchObject({
      searchType: 'FLEXIBLECALENDAR',
      itineraryParts: [{ date: '2026-12-01' }, { date: '2026-12-08' }],
    })
  })

  it('marks every pair at the lowest total, not the first of them alone', async () => {
    const answer = matrixResult()
    const tied = answer.matrix?.find((cell) => cell.outboundDate === '2026-11-28' && cell.inboundDate === '2026-12-05')
    const lowest = answer.matrix?.find(
      (cell) => cell.outboundDate === '2026-12-03' && cell.inboundDate === '2026-12-09',
    )
    if (!tied?.lowestTotal || !lowest?.lowestTotal) throw new Error('the fixture has no such pairs')
    tied.lowestTotal = { ...lowest.lowestTotal }
    fakeApi((call) => (call.operationName === 'searchFlights' ? { data: { searchFlights: answer } } : undefined))
    mountStorefront(`#/b2c/matrix?${ROUND_TRIP}`)
    const table = await screen.findByRole('grid', { name: /Lowest total for all passengers/ })
    const marked = within(table).getAllByRole('button', { name: /Lowest/ })
    expect(marked.map((button) => button.textContent)).toEqual([
      'Departure Sat Nov 28, Return Sat Dec 5: $1,849Lowest',
      'Departure Thu Dec 3, Return Wed Dec 9: $1,849Lowest',
    ])
    expect(table.querySelectorAll('.dx-matrix-best')).toHaveLength(2)
  })

  it('opens flight selection for the dates of the chosen cell', async () => {
    fakeApi()
    mountStorefront(`#/b2c/matrix?${ROUND_TRIP}`)
    const table = await screen.findByRole('grid', { name: /Lowest total/ })
    const row = within(table).getByRole('row', { name: /Return Wed Dec 9/ })
    fireEvent.click(within(row).getByRole('button', { name: /Lowest/ }))
    expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?/)
    expect([hashQuery().get('date0'), hashQuery().get('date1')]).toEqual(['12-03-2026', '12-09-2026'])
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose your outbound flight' })).toBeTruthy())
  })

  it('shows no price for a pair after the last day a search may ask for, and marks the lowest of the rest', async () => {
    // The fixtures' today is Sat, Nov 21, 2026: 17 days ahead is Tue, Dec 8. The cheapest pair returns on Dec 9.
    installSettings({ search: { bookingHorizonDays: 17 } })
    fakeApi()
    mountStorefront(`#/b2c/matrix?${ROUND_TRIP}`)
    const table = await screen.findByRole('grid', { name: /Lowest total/ })
    const after = within(within(table).getByRole('row', { name: /Return Wed Dec 9/ })).getAllByRole('button')
    expect(after.every((pair) => pair.getAttribute('aria-disabled') === 'true')).toBe(true)
    expect(after.map((pair) => pair.textContent?.endsWith('Not available'))).toEqual(after.map(() => true))
    fireEvent.click(after[5] as HTMLElement)
    expect(location.hash).toMatch(/^#\/b2c\/matrix\?/)
    // The lowest pair that can be chosen is marked instead.
    const marked = within(table).getAllByRole('button', { name: /Lowest/ })
    expect(marked.map((pair) => pair.getAttribute('aria-disabled'))).toEqual(marked.map(() => null))
    expect(marked.length).toBeGreaterThan(0)
  })

  describe('by keyboard: one Tab stop, arrow keys between the pairs (a grid)', () => {
    const focused = () => document.activeElement?.getAttribute('data-pair')
    const press = (key: string, ctrlKey = false) =>
      fireEvent.keyDown(document.activeElement as Element, { key, ctrlKey })
    const pair = (out: string, back: string) => document.querySelector<HTMLElement>(`[data-pair="${out}/${back}"]`)
    /** The matrix of the fixtures' round trip, focus on the dates searched (1 Dec out, 8 Dec back). */
    const focusSearchedPair = async () => {
      fakeApi()
      mountStorefront(`#/b2c/matrix?${ROUND_TRIP}`)
      await screen.findByRole('grid', { name: /Lowest total/ })
      pair('2026-12-01', '2026-12-08')?.focus()
    }

    it('is one Tab stop, entered on the dates searched', async () => {
      fakeApi()
      mountStorefront(`#/b2c/matrix?${ROUND_TRIP}`)
      const grid = await screen.findByRole('grid', { name: /Lowest total/ })
      const stops = within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0)
      expect(stops).toEqual([pair('2026-12-01', '2026-12-08')])
      expect(within(grid).getAllByRole('button')).toHaveLength(49)
      // The box that scrolls it on a phone is not a stop of its own, nor a second name for it: the pair inside is.
      expect([grid.parentElement?.hasAttribute('tabindex'), grid.parentElement?.getAttribute('role')]).toEqual([
        false,
        null,
      ])
    })

    it('moves by a date with the arrows, to a row’s ends with Home and End, and to the corners with Ctrl', async () => {
      await focusSearchedPair()
      press('ArrowRight')
      expect(focused()).toBe('2026-12-02/2026-12-08')
      press('ArrowDown')
      expect(focused()).toBe('2026-12-02/2026-12-09')
      press('ArrowLeft')
      expect(focused()).toBe('2026-12-01/2026-12-09')
      press('Home')
      expect(focused()).toBe('2026-11-28/2026-12-09')
      press('End')
      expect(focused()).toBe('2026-12-04/2026-12-09')
      // At the last departure date the arrow stays where it is.
      press('ArrowRight')
      expect(focused()).toBe('2026-12-04/2026-12-09')
      press('Home', true)
      expect(focused()).toBe('2026-11-28/2026-12-05')
      press('End', true)
      expect(focused()).toBe('2026-12-04/2026-12-11')
      await waitFor(() => expect(pair('2026-12-04', '2026-12-11')?.tabIndex).toBe(0))
      expect(pair('2026-12-01', '2026-12-08')?.tabIndex).toBe(-1)
    })

    it('enters another search on its own dates, not on the pair focused in the one before', async () => {
      await focusSearchedPair()
      press('ArrowRight')
      await waitFor(() => expect(pair('2026-12-02', '2026-12-08')?.tabIndex).toBe(0))
      // The same route three and one days later: its answer holds the pair focused before.
      location.hash = `#/b2c/matrix?${ROUND_TRIP.replace('12-01-2026', '12-04-2026').replace('12-08-2026', '12-09-2026')}`
      await waitFor(() => expect(pair('2026-12-04', '2026-12-09')?.getAttribute('aria-pressed')).toBe('true'))
      expect(pair('2026-12-02', '2026-12-08')).not.toBeNull()
      await waitFor(() => expect(pair('2026-12-04', '2026-12-09')?.tabIndex).toBe(0))
      expect(pair('2026-12-02', '2026-12-08')?.tabIndex).toBe(-1)
    })

    it('reaches a pair without a price, which says so and is not chosen', async () => {
      await focusSearchedPair()
      press('ArrowUp')
      expect(focused()).toBe('2026-12-01/2026-12-07')
      expect(document.activeElement?.textContent).toBe('Departure Tue Dec 1, Return Mon Dec 7: –Not available')
      expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true')
      fireEvent.click(document.activeElement as Element)
      expect(location.hash).toMatch(/^#\/b2c\/matrix\?/)
    })
  })
})
