// A wide-body cabin's rows are committed a first screenful at once and the rest in later
// tasks (use-row-slices.ts), each row until then as tall as it will be and hidden from
// screen readers; every seat ends in the grid, and the page says the map is drawn once it is.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { wideBody } from '../../fixtures/seat-maps'
import { FIRST_SEATS } from './use-row-slices'

cleanPageBetweenTests()

const SEATS = `#/b2c/seat-selection?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`
const SEAT_COUNT = 330
const seatCells = () => document.querySelectorAll('[role="grid"] [role="gridcell"][data-c]').length

describe('seat selection: a wide-body cabin in slices', () => {
  it('commits its first rows at once and the rest in later commits, and says it is drawn once every seat is in', async () => {
    fakeApi((call) => (call.operationName === 'seatMap' ? wideBody() : undefined))
    // The seats in the page after each commit (a mutation record is read in the microtask after it).
    const counts: number[] = []
    const observer = new MutationObserver(() => counts.push(seatCells()))
    observer.observe(document.body, { childList: true, subtree: true })
    const drawn: { seats: number; inPage: number }[] = []
    const onDrawn = (event: Event) =>
      drawn.push({ seats: (event as CustomEvent<{ seats: number }>).detail.seats, inPage: seatCells() })
    document.addEventListener('dx:seat-map', onDrawn)
    const view = mountStorefront(SEATS)
    try {
      const map = await screen.findByRole('grid', { name: 'Seat map, ZZ 1, London to New York' }, { timeout: 20_000 })
      await waitFor(
        () => expect(within(map).getAllByRole('gridcell', { name: /^\d+[A-K],/ })).toHaveLength(SEAT_COUNT),
        {
          timeout: 20_000,
        },
      )
      await waitFor(() => expect(drawn).toHaveLength(1), { timeout: 20_000 })
    } finally {
      observer.disconnect()
      document.removeEventListener('dx:seat-map', onDrawn)
    }
    const withSeats = counts.filter((count) => count > 0)
    // At most FIRST_SEATS seats at first.
    expect(withSeats[0]).toBeGreaterThan(0)
    expect(withSeats[0]).toBeLessThanOrEqual(FIRST_SEATS)
    // Added in several commits, never taken away.
    expect(new Set(withSeats).size).toBeGreaterThanOrEqual(2)
    expect(withSeats).toEqual([...withSeats].sort((a, b) => a - b))
    // The host hears of the map once, when every seat is in it.
    expect(drawn).toEqual([{ seats: SEAT_COUNT, inPage: SEAT_COUNT }])
    // No row left waiting: every row is a grid row with its number.
    expect(document.querySelectorAll('.dx-seat-row--pending')).toHaveLength(0)
    expect(within(screen.getByRole('grid')).getAllByRole('rowheader')).toHaveLength(33)
    view.unmount()
  }, 30_000)

  it('holds each row not rendered yet as a hidden placeholder, has its one tab stop from the first commit, and reaches the last seat by keyboard', async () => {
    fakeApi((call) => (call.operationName === 'seatMap' ? wideBody() : undefined))
    let firstCommit: { pending: number; pendingHidden: boolean; stops: number } | undefined
    const observer = new MutationObserver(() => {
      if (firstCommit || seatCells() === 0) return
      const pending = [...document.querySelectorAll('.dx-seat-row--pending')]
      firstCommit = {
        pending: pending.length,
        pendingHidden: pending.every((row) => row.getAttribute('aria-hidden') === 'true' && !row.getAttribute('role')),
        stops: document.querySelectorAll('[role="gridcell"][tabindex="0"]').length,
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const view = mountStorefront(SEATS)
    try {
      const map = await screen.findByRole('grid', { name: 'Seat map, ZZ 1, London to New York' }, { timeout: 20_000 })
      await waitFor(() => expect(document.querySelectorAll('.dx-seat-row--pending')).toHaveLength(0), {
        timeout: 20_000,
      })
      // Every seat is reached from the tab stop by the keyboard: Ctrl+End goes to the last one.
      const stop = within(map)
        .getAllByRole('gridcell')
        .find((cell) => cell.tabIndex === 0)
      stop?.focus()
      fireEvent.keyDown(document.activeElement as Element, { key: 'End', ctrlKey: true })
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^62K,/))
    } finally {
      observer.disconnect()
    }
    expect(firstCommit?.pending).toBeGreaterThan(0)
    expect(firstCommit?.pendingHidden).toBe(true)
    expect(firstCommit?.stops).toBe(1)
    view.unmount()
  }, 30_000)
})
