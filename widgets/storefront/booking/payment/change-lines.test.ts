// @vitest-environment node
import { describe, expect, it } from 'vitest'
import enUS from '../../../../locales/en-US.json'
import type { Translate } from '../../../ui/use-translate'
import type { ChangeCart, ChangedOrder } from './change-lines'
import { changeLines } from './change-lines'

/**
 * The en-US texts a change's payment page has after a reload: its own (payment, common), not
 * the trip page's confirmation texts. A key it lacks comes back as the key, as translate does.
 */
const t: Translate = (key, params = {}) => {
  if (!key.startsWith('payment.') && !key.startsWith('common.')) return key
  const found = key.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown>)?.[name], enUS)
  if (typeof found !== 'string') return key
  return found.replace(/\{(\w+)(, number)?\}/g, (_, name: string) => String(params[name] ?? ''))
}

const usd = (amount: number) => ({ amount, currency: 'USD' })
const segment = (index: number, partIndex: number, origin: string, destination: string) => ({
  index,
  partIndex,
  airlineCode: 'ZZ',
  flightNumber: String(index + 1),
  origin: { code: origin },
  destination: { code: destination },
})
/** A trip from the device's copy: no names (personal data is never stored). */
const order = {
  segments: [segment(0, 0, 'LHR', 'JFK'), segment(1, 1, 'JFK', 'LHR')],
  passengers: [
    { id: 'ADT-1', type: 'ADT', givenName: '', familyName: '' },
    { id: 'ADT-2', type: 'ADT', givenName: '', familyName: '' },
  ],
} as unknown as ChangedOrder
const cart = {
  total: usd(7_500),
  change: null,
  upgrade: null,
  products: [],
  items: [
    { kind: 'SEAT', passengerId: 'ADT-1', index: 1, detail: '14C', price: usd(2_500) },
    { kind: 'BAG', passengerId: 'ADT-2', index: 0, detail: '2', price: usd(3_500) },
    { kind: 'PRIORITY_BOARDING', passengerId: 'ADT-2', index: 1, detail: '1', price: usd(1_500) },
  ],
} as unknown as ChangeCart

describe('changeLines', () => {
  it('names each addition with its passenger and flight in the payment page’s own texts, a trip without names too', () => {
    expect(changeLines(cart, order, t, 'en-US').map((line) => [line.label, line.money.amount])).toEqual([
      ['Seat 14C for Adult 1, ZZ 2 JFK to LHR', 2_500],
      ['2 extra checked bags for Adult 2, LHR to JFK', 3_500],
      ['Priority boarding for Adult 2, JFK to LHR', 1_500],
    ])
  })
})
