// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type DayChange, lowestChange } from './calendar'
import type { PricedOffer } from './offers'

/** An offer of `id` with a fare of each brand at its total (the brand offers' other fields are not read). */
const offer = (id: string, totals: Record<string, number>) =>
  ({
    id,
    brandOffers: Object.entries(totals).map(([brand, total]) => ({ brand: { id: brand }, total, pointsTotal: null })),
  }) as unknown as PricedOffer

const change = (notOffered: (offerId: string, brand: string) => boolean): DayChange => ({
  offered: (o, fare) => !notOffered(o.id, fare.brand.id),
  of: () => ({ fareDifference: 0, changeFee: 0, totalDue: 0, residual: 0, residualTreatment: null }),
})

describe('lowestChange: the fare that prices a day of an exchange', () => {
  const day = [{ offer: offer('zz1', { light: 40_000, classic: 50_000 }) }, { offer: offer('zz3', { light: 45_000 }) }]

  it('is the cheapest fare of the day', () => {
    const lowest = lowestChange(
      day,
      change(() => false),
    )
    expect([lowest?.offer.id, lowest?.fare.brand.id, lowest?.total]).toEqual(['zz1', 'light', 40_000])
  })

  it('is never the fare booked, which choosing would not change: the next cheapest prices the day', () => {
    const lowest = lowestChange(
      day,
      change((id, brand) => id === 'zz1' && brand === 'light'),
    )
    expect([lowest?.offer.id, lowest?.fare.brand.id, lowest?.total]).toEqual(['zz3', 'light', 45_000])
  })

  it('is none on a day whose only fare is the one booked', () => {
    expect(
      lowestChange(
        [{ offer: offer('zz1', { classic: 50_000 }) }],
        change(() => true),
      ),
    ).toBeUndefined()
  })
})
