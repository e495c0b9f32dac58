import { beforeEach, describe, expect, it } from 'vitest'
import { offersPageInput, readFilter, saveFilter } from './offers-filter'

beforeEach(() => sessionStorage.clear())

describe('sort and filters as the page argument', () => {
  it('asks for 100 offers sorted by price by default', () => {
    expect(offersPageInput(readFilter())).toEqual({ offset: 0, limit: 100, sort: 'PRICE' })
  })

  it('turns stops and time of day into maxStops and a departure window', () => {
    expect(offersPageInput({ sort: 'DEPARTURE', stops: '1', time: 'afternoon' }, 100)).toEqual({
      offset: 100,
      limit: 100,
      sort: 'DEPARTURE',
      maxStops: 1,
      departureFrom: 720,
      departureTo: 1079,
    })
  })

  it('keeps the filter in session storage and checks it when read back', () => {
    saveFilter({ sort: 'DURATION', stops: '0', time: 'morning' })
    expect(readFilter()).toEqual({ sort: 'DURATION', stops: '0', time: 'morning' })
    sessionStorage.setItem('DX_storefrontOffersFilter', JSON.stringify({ sort: 'DROP TABLE', stops: 7, time: 'night' }))
    expect(readFilter()).toEqual({ sort: 'PRICE', stops: 'any', time: 'any' })
  })
})
