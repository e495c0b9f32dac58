import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { translate } from '../../../../core/i18n/i18n'
import type { Translate } from '../../../ui/use-translate'
import type { Trip } from '../api'
import { TripHistory } from './trip-history'

cleanPageBetweenTests()

type Entry = Trip['history'][number]
const usd = (amount: number) => ({ amount, currency: 'USD' })
const entry = (at: string, action: string, extra: Partial<Entry> = {}): Entry => ({
  at,
  actor: 'TRAVELLER',
  action,
  summary: `${action} (the API's words)`,
  paid: null,
  refunded: null,
  ...extra,
})

const BOOKED = CONFIRMED_TRIP.history[0] as Entry
const t: Translate = (key, params) => translate('en-US', key, params)
const show = (history: Entry[]) => render(<TripHistory history={history} t={t} locale="en-US" />)
const items = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('booking history', () => {
  it('lists the changes newest first', () => {
    show([BOOKED, entry('2026-11-21T08:00:00.000Z', 'PASSENGERS_UPDATED')])
    expect(items().map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Passenger details updated',
      'Booked',
    ])
  })

  it("gives each change its date and time in the traveller's locale, and who made it", () => {
    show([entry('2026-11-21T08:00:00.000Z', 'SCHEDULE_CHANGED', { actor: 'AIRLINE' })])
    const time = screen.getByText((_, el) => el?.tagName === 'TIME')
    expect(time.getAttribute('datetime')).toBe('2026-11-21T08:00:00.000Z')
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-21T08:00:00.000Z'),
      ),
    )
    expect(items()[0]?.textContent).toContain('The airline')
  })

  it('names an automatic change as such', () => {
    show([entry('2026-11-21T08:00:00.000Z', 'HOLD_EXPIRED', { actor: 'SYSTEM' })])
    expect(items()[0]?.textContent).toContain('Automatic')
  })

  it('shows the amounts paid and refunded', () => {
    show([BOOKED, entry('2026-11-26T10:05:00.000Z', 'CANCELLED', { refunded: usd(400_000) })])
    expect(items()[0]?.textContent).toContain('Refunded $4,000.00')
    expect(items()[1]?.textContent).toContain('Paid $4,207.18')
  })

  it("keeps the API's summary for a kind of change it does not know", () => {
    show([entry('2026-11-21T08:00:00.000Z', 'SOMETHING_NEW')])
    expect(items()[0]?.textContent).toContain("SOMETHING_NEW (the API's words)")
  })

  it('shows the latest five, the rest behind "Show all"', () => {
    const many = Array.from({ length: 7 }, (_, i) => entry(`2026-11-2${i}T08:00:00.000Z`, 'PASSENGERS_UPDATED'))
    show(many)
    expect(items()).toHaveLength(5)
    const all = screen.getByRole('button', { name: 'Show all 7 entries' })
    expect(all.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(all)
    expect(items()).toHaveLength(7)
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('says when there is nothing yet', () => {
    show([])
    expect(screen.getByText('No changes to this booking yet.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
