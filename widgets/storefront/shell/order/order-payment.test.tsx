import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { PAID_ORDER } from '../../fixtures/order'
import { orderProducts } from '../../fixtures/protection'
import { OrderPayment } from './order-payment'

const t = (key: string) => key

/** The list's terms and amounts, in page order. */
function lines(container: HTMLElement): [string, string][] {
  return Array.from(container.querySelectorAll('dl > div'), (row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ])
}

describe('OrderPayment on the confirmation', () => {
  it('names each product paid with the booking on a line of its own, not as payment fees', () => {
    // The fixture's order (payment fees of $62.18 included) with an insurance policy and a CFAR contract bought with it.
    const products = orderProducts()
    const order = { ...PAID_ORDER, products, total: { amount: 420_718 + 4_900 + 22_000, currency: 'USD' } }
    const { container } = render(<OrderPayment order={order} t={t} locale="en-US" />)
    expect(lines(container)).toEqual([
      ['confirmation.fare', '$3,000.00'],
      ['confirmation.taxes', '$1,000.00'],
      ['confirmation.seatsTotal', '$70.00'],
      ['confirmation.extrasTotal', '$75.00'],
      ['SafeTrip Essential', '$49.00'],
      ['FlexiCancel 80', '$220.00'],
      ['confirmation.fees', '$62.18'],
      ['confirmation.paid', '$4,476.18'],
    ])
  })
})
