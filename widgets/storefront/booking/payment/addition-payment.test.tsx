import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import type { CartItem } from '../../shell/api'
import { mountStorefront } from '../../fixtures/mount'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { ADDED_BAG, TRIP_LOOKUP, tripChangeApi } from '../../fixtures/trip-change'

// Seats, bags and extras added to a booked trip: every amount on the payment page is named,
// and the amounts the page writes add up to what is paid, to the cent.

cleanPageBetweenTests()
beforeEach(() => $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: TRIP_LOOKUP }))

const usd = (amount: number) => ({ amount, currency: 'USD' })
/** Seat 14C for the child on the way back, 17.33 USD. */
const SEAT: CartItem = { kind: 'SEAT', passengerId: 'CHD-1', index: 1, detail: '14C', price: usd(1_733) }
/** Priority boarding for the second adult on the way out, 12.99 USD. */
const BOARDING: CartItem = { kind: 'PRIORITY_BOARDING', passengerId: 'ADT-2', index: 0, detail: '1', price: usd(1_299) }

/** "$1,234.56" in cents: the fixtures are in USD, two decimals. */
const cents = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d-]/g, ''))

describe('the payment of seats, bags and extras added to a trip', () => {
  /** The breakdown's rows as the page writes them: a row's name, then its amounts in cents. */
  const tableRows = () =>
    [...document.querySelectorAll('.dx-pay-breakdown tbody tr, .dx-pay-breakdown tfoot tr')].map((row) => ({
      name: row.querySelector('th')?.textContent ?? '',
      amounts: [...row.querySelectorAll('td')].map((td) => cents(td.textContent)),
    }))

  it('names each seat, bag and extra with its passenger and flight, and the surcharge; they add up to what is paid', async () => {
    tripChangeApi([ADDED_BAG, SEAT, BOARDING])
    mountStorefront('#/b2c/payment?change=extras&pnr=K7QM2P&execution=c1')
    await screen.findByRole('button', { name: 'Pay $90.32' }, { timeout: 5000 })
    fireEvent.click(screen.getByRole('radio', { name: /ZZ Pay/ }))
    const rows = tableRows()
    // One line an item, whose it is and for which flight: a change prices no fare again.
    expect(rows.map((row) => [row.name, ...row.amounts])).toEqual([
      ['1 extra checked bag for Ada Quillfeather, LHR to JFK', 6_000],
      ['Seat 14C for Cleo Quillfeather, ZZ 2 JFK to LHR', 1_733],
      ['Priority boarding for Bram Quillfeather, LHR to JFK', 1_299],
      ['Payment surcharge (1%)', 90],
      ['Total to pay', 9_122],
    ])
    const due = rows.at(-1)?.amounts[0]
    expect(rows.slice(0, -1).reduce((total, row) => total + (row.amounts[0] ?? 0), 0)).toBe(due)
    expect(screen.getByText('To pay now: $91.22')).toBeTruthy()
  }, 15_000)

  it('names the fee of an installment plan chosen, and totals what the plan charges', async () => {
    const plans = [
      { count: 3, perInstallment: usd(3_010), lastInstallment: usd(3_012), total: usd(9_032), feePerMille: 0 },
      { count: 6, perInstallment: usd(1_528), lastInstallment: usd(1_527), total: usd(9_167), feePerMille: 15 },
    ]
    tripChangeApi([ADDED_BAG, SEAT, BOARDING], (call) =>
      call.operationName === 'installmentOptions'
        ? { data: { installmentOptions: plans } }
        : call.operationName === 'cardType'
          ? { data: { cardType: 'VISA' } }
          : call.operationName === 'currencyConversionOffer'
            ? { data: { currencyConversionOffer: null } }
            : undefined,
    )
    mountStorefront('#/b2c/payment?change=extras&pnr=K7QM2P&execution=c1')
    await screen.findByRole('button', { name: 'Pay $90.32' }, { timeout: 5000 })
    const field = screen.getByLabelText('Card number')
    fireEvent.input(field, { target: { value: '4111 1111 1111 1111' } })
    fireEvent.change(field, { target: { value: '4111 1111 1111 1111' } })
    fireEvent.focusOut(field)
    const installments = await screen.findByLabelText('Pay in installments', undefined, { timeout: 5000 })
    // As the API plans them, each payment rounded down and the odd cents the last's, said apart:
    // 2 × $30.10 + $30.12 is the total.
    expect(within(installments).getAllByRole('option')[1]?.textContent).toBe(
      '3 monthly payments of $30.10, the last $30.12 (total $90.32, no fee)',
    )
    fireEvent.change(installments, { target: { value: '6' } })
    const rows = tableRows()
    expect(rows.slice(-3).map((row) => [row.name, ...row.amounts])).toEqual([
      ['Payment surcharge', 0],
      ['Installment fee', 135],
      ['Total to pay', 9_167],
    ])
    expect(rows.slice(0, -1).reduce((total, row) => total + (row.amounts[0] ?? 0), 0)).toBe(rows.at(-1)?.amounts[0])
    expect(screen.getByRole('button', { name: 'Pay $91.67' })).toBeTruthy()
  }, 15_000)
})
