// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { searchConfig } from '../../../core/search/config'
import { draftFromCriteria, promoCodeOf, type SearchDraft } from './search-draft'
import { validateSearch } from './validate-search'

const bounds = { first: new Date(2026, 5, 15), last: new Date(2027, 4, 11) }
const cities: Record<string, string> = { LHR: 'London', LGW: 'London', JFK: 'New York' }
const cityOf = (code: string) => cities[code]
const draft = (change: Partial<SearchDraft>): SearchDraft => ({
  ...draftFromCriteria(undefined, searchConfig({})),
  ...change,
})
const keys = (d: SearchDraft) =>
  Object.fromEntries(Object.entries(validateSearch(d, cityOf, bounds)).map(([field, p]) => [field, p.key]))

describe('validateSearch', () => {
  it('accepts a complete round trip', () => {
    expect(
      keys(draft({ parts: [{ origin: 'LHR', destination: 'JFK', date: '2026-07-01' }], returnDate: '2026-07-09' })),
    ).toEqual({})
  })
  it('names every missing field of an empty round trip', () => {
    expect(keys(draft({}))).toEqual({
      origin0: 'originMissing',
      destination0: 'destinationMissing',
      date0: 'dateMissing',
      return: 'returnMissing',
    })
  })
  it('refuses a trip within one city', () => {
    expect(
      keys(draft({ journeyType: 'one-way', parts: [{ origin: 'LHR', destination: 'LGW', date: '2026-07-01' }] })),
    ).toEqual({ destination0: 'sameCity' })
  })
  it('refuses a past date and one beyond the booking horizon', () => {
    expect(
      keys(draft({ journeyType: 'one-way', parts: [{ origin: 'LHR', destination: 'JFK', date: '2026-06-14' }] })),
    ).toEqual({ date0: 'dateOutOfRange' })
    expect(
      keys(draft({ journeyType: 'one-way', parts: [{ origin: 'LHR', destination: 'JFK', date: '2027-05-12' }] })),
    ).toEqual({ date0: 'dateOutOfRange' })
  })
  it('refuses a multi-city flight before the previous one', () => {
    const parts = [
      { origin: 'LHR', destination: 'JFK', date: '2026-07-10' },
      { origin: 'JFK', destination: 'LHR', date: '2026-07-09' },
    ]
    expect(keys(draft({ journeyType: 'multi-city', parts }))).toEqual({ date1: 'dateBeforePrevious' })
  })
  it('refuses a promo code with other than letters and digits', () => {
    expect(
      keys(
        draft({
          journeyType: 'one-way',
          parts: [{ origin: 'LHR', destination: 'JFK', date: '2026-07-01' }],
          promoCode: '<b>',
        }),
      ),
    ).toEqual({ promo: 'promoInvalid' })
  })
  it('accepts a promo code typed with Arabic-Indic or Eastern Arabic-Indic digits', () => {
    const trip = { journeyType: 'one-way' as const, parts: [{ origin: 'LHR', destination: 'JFK', date: '2026-07-01' }] }
    expect(keys(draft({ ...trip, promoCode: 'summer٢٠٢٦' }))).toEqual({})
    expect(keys(draft({ ...trip, promoCode: 'SPRING۲۵' }))).toEqual({})
  })
})

describe('promoCodeOf', () => {
  it('sends the code in capitals with every digit as 0-9', () => {
    expect(promoCodeOf(draft({ promoCode: ' summer٢٠٢٦ ' }))).toBe('SUMMER2026')
    expect(promoCodeOf(draft({ promoCode: 'spring۲۵' }))).toBe('SPRING25')
  })
})
