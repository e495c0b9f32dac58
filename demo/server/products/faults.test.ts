import { describe, expect, it } from 'vitest'
import { providerFaults } from './faults'

describe('providerFaults', () => {
  it('reads each kind and its fault', () => {
    expect([...providerFaults('hotel:timeout, car:fail,refund_protection:slow')]).toEqual([
      ['HOTEL', 'timeout'],
      ['CAR', 'fail'],
      ['REFUND_PROTECTION', 'slow'],
    ])
  })

  it('is empty without the setting', () => {
    expect(providerFaults(undefined).size).toBe(0)
    expect(providerFaults('').size).toBe(0)
  })

  it('refuses an unknown kind or fault, naming the entry', () => {
    expect(() => providerFaults('hotels:timeout')).toThrow(/"hotels:timeout"/)
    expect(() => providerFaults('car:broken')).toThrow(/"car:broken"/)
  })
})
