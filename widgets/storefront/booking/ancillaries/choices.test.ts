// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Ancillaries } from './api'
import { choiceKey, choicesOf, choicesTotal, selectionsOf } from './choices'

const usd = (amount: number) => ({ amount, currency: 'USD' })

const offers: Ancillaries = {
  bags: [
    { passengerId: 'ADT-1', partIndex: 0, included: 1, bought: 0, selected: 2, maxExtra: 3, pricePerBag: usd(4500) },
    { passengerId: 'INF-1', partIndex: 0, included: 0, bought: 0, selected: 0, maxExtra: 1, pricePerBag: usd(4500) },
  ],
  extras: [
    {
      code: 'PRIORITY_BOARDING',
      passengerId: 'ADT-1',
      partIndex: 0,
      included: false,
      bought: false,
      selected: true,
      price: usd(1500),
    },
    {
      code: 'LOUNGE_ACCESS',
      passengerId: 'ADT-1',
      partIndex: 0,
      included: true,
      bought: false,
      selected: false,
      price: usd(0),
    },
  ],
}

describe('ancillary choices', () => {
  it('starts from what the conversation holds', () => {
    expect(choicesOf(offers)).toEqual({ 'BAG|ADT-1|0': 2, 'PRIORITY_BOARDING|ADT-1|0': 1 })
  })
  it('sends every chosen bag and extra, and nothing for a zero', () => {
    expect(selectionsOf({ 'BAG|ADT-1|0': 2, 'BAG|INF-1|1': 0, 'LOUNGE_ACCESS|CHD-1|1': 1 })).toEqual([
      { code: 'BAG', passengerId: 'ADT-1', partIndex: 0, quantity: 2 },
      { code: 'LOUNGE_ACCESS', passengerId: 'CHD-1', partIndex: 1, quantity: 1 },
    ])
  })
  it('prices extra bags each and extras the fare does not include', () => {
    expect(
      choicesTotal(offers, {
        ...choicesOf(offers),
        [choiceKey('BAG', 'INF-1', 0)]: 1,
        [choiceKey('LOUNGE_ACCESS', 'ADT-1', 0)]: 1,
      }),
    ).toEqual(usd(4500 * 3 + 1500))
  })
  it('has no total when nothing is on offer', () => {
    expect(choicesTotal({ bags: [], extras: [] }, {})).toBeUndefined()
  })
})
