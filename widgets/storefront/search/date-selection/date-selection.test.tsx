import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'

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
    const wednesday = day('Wed, Dec 2, 2026')
    expect(wednesday.hasAttribute('disabled')).toBe(true)
    expect(wednesday.textContent).toContain('No flights')
    expect(day('Tue, Dec 8, 2026').textContent).toContain('Lowest')
    expect(day('Tue, Dec 1, 2026').getAttribute('aria-pressed')).toBe('true')
    expect(api.calls('searchFlights')[0]?.variables.criteria).toMatchObject({
      searchType: 'CALENDAR30',
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: '2026-12-01' }],
    })
  })

  it('says a return day before the flight out is not available, not that it has no flights', async () => {
    fakeApi()
    mountStorefront(
      '#/b2c/date-selection?origin0=LHR&destination0=JFK&date0=12-03-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&journeyType=round-trip&ADT=1&direction=1',
    )
    expect(await screen.findByRole('heading', { name: 'Choose your return date' })).toBeTruthy()
    await waitFor(() => expect(day('Tue, Dec 8, 2026').textContent).toContain('$'))
    const before = day('Wed, Dec 2, 2026')
    expect(before.hasAttribute('disabled')).toBe(true)
    expect(before.textContent).toContain('Not available')
    expect(before.textContent).not.toContain('No flights')
  })

  it('moves to the next month through activeMonth in the URL', async () => {
    const api = fakeApi()
    mountStorefront(CALENDAR)
    await waitFor(() => expect(day('Tue, Dec 1, 2026').textContent).toContain('$'))
    expect(screen.getByRole('button', { name: /Previous month/ }).hasAttribute('disabled')).toBe(false)
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
    expect(day('Fri, Nov 20, 2026').hasAttribute('disabled')).toBe(true)
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
    expect(day('Thu, Dec 3, 2026').hasAttribute('disabled')).toBe(true)
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
})
