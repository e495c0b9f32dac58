import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { mountStorefront } from '../../fixtures/mount'
import { breakdownRows } from '../../fixtures/price-lines'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { ADDED_BAG, TRIP_LOOKUP, tripChangeApi, upgradeCart } from '../../fixtures/trip-change'

// The payment page of a change to a booked trip: every amount named on a line of its own,
// the lines adding up to what is paid, and Back to the step the change came from.

cleanPageBetweenTests()
beforeEach(() => $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: TRIP_LOOKUP }))

const paymentOf = (kind: string) => `#/b2c/payment?change=${kind}&pnr=K7QM2P&execution=c1`
/** The upgrade's cart, read with the payment page's document (changeCart) or the booking's (cart). */
const upgradeAnswers = (call: { operationName: string }) =>
  call.operationName === 'changeCart' || call.operationName === 'cart' ? { data: { cart: upgradeCart() } } : undefined
const payButton = () => screen.findByRole('button', { name: /^Pay \$/ }, { timeout: 5000 })

describe('the payment of an upgrade', () => {
  it('names the flight upgraded, its price for the passengers and the seat given up; they add up to what is paid', async () => {
    tripChangeApi([], upgradeAnswers)
    mountStorefront(paymentOf('upgrade'))
    expect((await payButton()).textContent).toBe('Pay $673.00')
    const rows = breakdownRows()
    expect(rows.map((row) => [row.label, row.cents])).toEqual([
      ['Business on ZZ 1 LHR to JFK: 3 passengers × $230.00', 69_000],
      ['Seats given up on ZZ 1 LHR to JFK', -1_700],
      ['Payment surcharge', 0],
      ['Total to pay', 67_300],
    ])
    const lines = rows.slice(0, -1).reduce((sum, row) => sum + row.cents, 0)
    expect(lines).toBe(rows.at(-1)?.cents)
  })

  it('Back goes to the upgrade on the trip page, never to bags and extras', async () => {
    tripChangeApi([], upgradeAnswers)
    mountStorefront(paymentOf('upgrade'))
    await payButton()
    const back = screen.getByRole('link', { name: 'Back to your upgrade' })
    expect(back.getAttribute('href')).toMatch(/#\/b2c\/myb\?change=upgrade&pnr=K7QM2P/)
    expect(screen.queryByRole('link', { name: 'Back to bags and extras' })).toBeNull()
  })
})

describe('the payment of bags added to a trip', () => {
  it('Back goes to bags and extras, the step it came from', async () => {
    tripChangeApi([ADDED_BAG])
    mountStorefront(paymentOf('extras'))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to bags and extras' })).toBeTruthy(), {
      timeout: 5000,
    })
    expect(screen.getByRole('link', { name: 'Back to bags and extras' }).getAttribute('href')).toMatch(
      /#\/b2c\/ancillaries\?change=extras/,
    )
  })
})
