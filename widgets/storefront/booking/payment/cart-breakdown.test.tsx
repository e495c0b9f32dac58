import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import type { Cart, Money } from '../../shell/api'
import { cartWithProduct } from '../../fixtures/protection'
import { CartBreakdown } from './cart-breakdown'

const usd = (amount: number): Money => ({ amount, currency: 'USD' })
const price = (passengerType: string, count: number, fare: number) => ({
  passengerType,
  count,
  fare: usd(fare),
  taxes: usd(1000),
  total: usd(fare + 1000),
})
const t = (key: string, params?: Record<string, unknown>) =>
  params && 'n' in params ? `${key.split('.').pop()} ${String(params.n)}` : key

describe('CartBreakdown: a row per booking passenger', () => {
  it('names youths and seniors by their adult ids and prices each at their own fare', () => {
    const cart: Cart = {
      parts: [],
      passengers: [price('ADT', 1, 10000), price('YTH', 1, 9000), price('SRC', 1, 8000), price('CHD', 1, 7500)],
      fare: usd(34500),
      taxes: usd(4000),
      seats: usd(1800),
      ancillaries: null,
      items: [{ kind: 'SEAT', passengerId: 'ADT-3', index: 0, detail: '14A', price: usd(1800) }],
      paymentPending: false,
      total: usd(40300),
      points: null,
      products: [],
    }
    render(
      <CartBreakdown
        cart={cart}
        counts={{ ADT: 1, YTH: 1, SRC: 1, CHD: 1 }}
        surcharge={usd(0)}
        surchargeName="Payment surcharge"
        due={cart.total}
        t={t}
        locale="en-US"
      />,
    )
    const rows = screen.getAllByRole('row').slice(1, 5)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'ADT 1',
      'ADT 2',
      'ADT 3',
      'CHD 1',
    ])
    const cells = (index: number) =>
      within(rows[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    // fare, taxes, seats, bags, extras, total
    expect(cells(1)).toEqual(['$90.00', '$10.00', '$0.00', '$0.00', '$0.00', '$100.00'])
    expect(cells(2)).toEqual(['$80.00', '$10.00', '$18.00', '$0.00', '$0.00', '$108.00'])
  })
})

describe('CartBreakdown: partner products', () => {
  it('names each product on a line of its own, so the lines add up to what is due', () => {
    const cart = cartWithProduct('q-ins-essential')
    render(
      <CartBreakdown
        cart={cart}
        counts={{ ADT: 2, CHD: 1, INF: 1 }}
        surcharge={usd(0)}
        surchargeName="Payment surcharge"
        due={cart.total}
        t={t}
        locale="en-US"
      />,
    )
    const line = (name: string) => {
      const cells = within(screen.getByRole('row', { name: new RegExp(`^${name}`) })).getAllByRole('cell')
      return cells[cells.length - 1]?.textContent
    }
    expect(line('SafeTrip Essential')).toBe('$49.00')
    // All passengers' total is the flights and their extras; the product comes on top of it.
    expect(line('payment.breakdown.all')).toBe(priceText(cart.total.amount - 4_900))
    expect(line('payment.breakdown.due')).toBe(priceText(cart.total.amount))
  })
})

/** An amount in minor units as en-US writes dollars. */
function priceText(amount: number): string {
  return `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
}
