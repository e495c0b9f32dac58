import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { matrixResult } from '../../fixtures/calendar'
import { fakeApi } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'

cleanPageBetweenTests()

describe('matrix (FLEXIBLECALENDAR)', () => {
  it('shows a 7 x 7 table of lowest totals with dated headers, the cheapest marked and sold-out pairs said', async () => {
    const api = fakeApi()
    mountStorefront(`#/b2c/matrix?${ROUND_TRIP}`)
    const table = await screen.findByRole('table', { name: /Lowest total for all passengers/ })
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
    const table = await screen.findByRole('table', { name: /Lowest total for all passengers/ })
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
    const table = await screen.findByRole('table', { name: /Lowest total/ })
    const row = within(table).getByRole('row', { name: /Return Wed Dec 9/ })
    fireEvent.click(within(row).getByRole('button', { name: /Lowest/ }))
    expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?/)
    expect([hashQuery().get('date0'), hashQuery().get('date1')]).toEqual(['12-03-2026', '12-09-2026'])
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose your outbound flight' })).toBeTruthy())
  })
})
