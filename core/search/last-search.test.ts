import { describe, expect, it, vi } from 'vitest'
import { forgetShared } from '../shared-instance'
import { addDays, formatSearchDate } from '../dates/dates'

const soon = formatSearchDate(addDays(new Date(), 20))

async function freshLastSearch() {
  forgetShared('lastSearch')
  vi.resetModules()
  return (await import('./last-search')).$lastSearch
}

describe('the last search', () => {
  it('is kept in local storage in its query-string form and read back', async () => {
    localStorage.clear()
    const $first = await freshLastSearch()
    $first.set({
      journeyType: 'one-way',
      searchType: 'BRANDED',
      cabinClass: 'Economy',
      awardBooking: false,
      promoCodes: [],
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: soon }],
      passengers: { ADT: 2 },
      direction: 0,
      flights: [],
    })
    expect(localStorage.getItem('DX_lastSearch')).toContain('origin0=LHR')
    const $again = await freshLastSearch()
    expect($again.get()?.itineraryParts).toEqual([{ origin: 'LHR', destination: 'JFK', date: soon }])
    expect($again.get()?.passengers).toEqual({ ADT: 2 })
  })

  it('ignores what storage holds when it is not a valid search', async () => {
    localStorage.setItem('DX_lastSearch', JSON.stringify('origin0=<img>&date0=garbage'))
    expect((await freshLastSearch()).get()).toBeUndefined()
    localStorage.setItem('DX_lastSearch', '{not json')
    expect((await freshLastSearch()).get()).toBeUndefined()
  })

  it('forgets a stored search whose dates have passed', async () => {
    localStorage.setItem('DX_lastSearch', JSON.stringify('origin0=LHR&destination0=JFK&date0=01-01-2020'))
    expect((await freshLastSearch()).get()).toBeUndefined()
  })
})
