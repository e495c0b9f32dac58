import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { followUrl } from '../../../../core/execution/execution'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { PAID_ORDER } from '../../fixtures/order'
import { orderProducts } from '../../fixtures/protection'
import type { Order } from '../../shell/order/api'

cleanPageBetweenTests()

const SLOW = { timeout: 5000 }

function mountConfirmation(order: Order) {
  fakeApi((call) => (call.operationName === 'order' ? { data: { order } } : undefined))
  const hash = `#/b2c/confirmation?pnr=${order.reference}&execution=e1s1`
  history.replaceState(null, '', `/storefront.html${hash}`)
  followUrl()
  return mountStorefront(hash)
}

describe('confirmation: partner products', () => {
  it('lists each product with its provider reference and a link to its terms', async () => {
    mountConfirmation({ ...PAID_ORDER, products: orderProducts() })
    const extras = await screen.findByRole('region', { name: 'Your extras' }, SLOW)
    const items = within(extras).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'SafeTrip Essential · $49.00',
      'FlexiCancel 80 · $220.00',
    ])
    expect(items[0]?.textContent).toContain('Reference: STI-48213')
    expect(
      within(items[1]!).getByRole('link', { name: 'Terms of FlexiCancel (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://demo.test/terms/q-cfar-80')
  })

  it('gives a car’s pick-up and drop-off and a stay’s nights in the place’s own time, as the trip page does', async () => {
    const [insurance] = orderProducts()
    const hire = { ...insurance!, productId: 'p-car', kind: 'CAR', title: 'Economy car' } as const
    const car = { ...hire, startsAt: '2026-12-01T13:10', endsAt: '2026-12-08T18:30' }
    const stay = {
      ...hire,
      productId: 'p-hotel',
      kind: 'HOTEL' as const,
      title: 'Queen room',
      startsAt: '2026-12-01',
      endsAt: '2026-12-08',
    }
    mountConfirmation({ ...PAID_ORDER, products: [insurance!, car, stay] })
    const extras = await screen.findByRole('region', { name: 'Your extras' }, SLOW)
    const [cover, hired, stayed] = within(extras).getAllByRole('listitem')
    expect(hired?.textContent).toContain('Tue, Dec 1, 2026 1:10 PM to Tue, Dec 8, 2026 6:30 PM')
    expect(stayed?.textContent).toContain('Tue, Dec 1, 2026 to Tue, Dec 8, 2026')
    // Insurance has no dates of its own: no line for them.
    expect(cover?.textContent).not.toMatch(/ to /)
  })

  it('says in plain words that a dropped product was not booked nor charged, after a reload too', async () => {
    sessionStorage.setItem(
      'DX_bookingConfirmation',
      JSON.stringify({
        reference: PAID_ORDER.reference,
        execution: 'e1s1',
        dropped: [{ kind: 'HOTEL', title: 'Harbour Inn' }],
      }),
    )
    const view = mountConfirmation({ ...PAID_ORDER, products: orderProducts().slice(0, 1) })
    const message = 'Your hotel could not be booked: you were not charged for it.'
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy()
    view.unmount()
    mountConfirmation({ ...PAID_ORDER, products: orderProducts().slice(0, 1) })
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy()
  })

  it('shows no extras section for a booking without products', async () => {
    mountConfirmation(PAID_ORDER)
    await screen.findByRole('heading', { name: 'Booking confirmed' }, SLOW)
    expect(screen.queryByRole('region', { name: 'Your extras' })).toBeNull()
  })
})
