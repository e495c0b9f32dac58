import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { orderProducts } from '../../fixtures/protection'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import type { Trip } from '../../shell/trip-api'

cleanPageBetweenTests()

const [insurance] = orderProducts()
const car = {
  ...insurance,
  productId: 'p-car',
  kind: 'CAR',
  provider: 'Avis',
  reference: 'AV-1',
  title: 'Economy car',
  startsAt: '2026-12-20T21:30',
  endsAt: '2026-12-27T17:15',
  cancellable: false,
}
const withCar = { ...CONFIRMED_TRIP, order: { ...CONFIRMED_TRIP.order, products: [car] } } as Trip

describe('trip page: a product time', { timeout: 20_000 }, () => {
  it('is written in the locale hour cycle, as flight times are', async () => {
    fakeApi((call) => (call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: withCar } } : undefined))
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const extras = await screen.findByRole('region', { name: 'Your extras' }, { timeout: 10_000 })
    const item = within(extras).getByRole('listitem')
    expect(item.textContent).toMatch(/Sun, Dec 20, 2026 9:30\sPM/)
    expect(item.textContent).toMatch(/Sun, Dec 27, 2026 5:15\sPM/)
  })
})
