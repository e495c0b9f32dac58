import { describe, expect, it } from 'vitest'
import { propsOf } from './props-of'

describe('attributes as widget props', () => {
  it('turns kebab-case attribute names into camelCase props', () => {
    const el = document.createElement('dx-flight-status')
    el.setAttribute('flight-number', '123')
    el.setAttribute('departure-date', '2026-12-01')
    el.setAttribute('origin', 'LHR')
    expect(propsOf(el)).toEqual({ flightNumber: '123', departureDate: '2026-12-01', origin: 'LHR' })
  })

  it('gives no props for an element without attributes', () => {
    expect(propsOf(document.createElement('dx-flight-status'))).toEqual({})
  })
})
