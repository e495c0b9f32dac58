// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { searchConfig } from '../../../core/search/config'
import { enabledTypes, setCount, stepLimits } from './passenger-rules'

const config = searchConfig({})

describe('passenger rules', () => {
  it('allows no fewer adults than the configured minimum', () => {
    expect(stepLimits({ ADT: 1 }, 'ADT', config).canRemove).toBe(false)
  })
  it('allows no more of a type than its configured maximum', () => {
    expect(stepLimits({ ADT: 1, CHD: 8 }, 'CHD', searchConfig({ maxPassengers: 20 })).canAdd).toBe(false)
  })
  it('allows no more infants than adults', () => {
    expect(stepLimits({ ADT: 2, INF: 2 }, 'INF', config).canAdd).toBe(false)
  })
  it('stops every type at the total cap, infants included', () => {
    expect(stepLimits({ ADT: 5, CHD: 2, INF: 2 }, 'CHD', config).canAdd).toBe(false)
  })
  it('takes infants down with the adults, and says so', () => {
    expect(setCount({ ADT: 2, INF: 2 }, 'ADT', 1)).toEqual({ counts: { ADT: 1, INF: 1 }, infantsLowered: true })
  })
  it('lists only enabled types', () => {
    expect(enabledTypes(searchConfig({ passengerTypes: { CHD: { enabled: false }, SRC: { enabled: true } } }))).toEqual(
      ['ADT', 'INF', 'SRC'],
    )
  })
})
