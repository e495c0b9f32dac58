import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { cacheTrip, dropCachedTrip, readCachedTrip, tripCacheKey } from './trip-cache'
import { withoutPersonalData } from './without-personal-data'

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('the trip cache', () => {
  it('keys a trip by DX_, the upper-cased reference and the flow MYB', () => {
    cacheTrip(confirmedTrip)
    expect(tripCacheKey(' k7pq2m ')).toBe('K7PQ2M_MYB')
    expect(localStorage.getItem('DX_K7PQ2M_MYB')).not.toBeNull()
  })

  it('keeps the trip without personal data', () => {
    cacheTrip(confirmedTrip)
    expect(JSON.parse(localStorage.getItem('DX_K7PQ2M_MYB') ?? '')).toEqual(withoutPersonalData(confirmedTrip))
  })

  it('never keeps names, contact or card digits', () => {
    cacheTrip(confirmedTrip)
    const stored = localStorage.getItem('DX_K7PQ2M_MYB') ?? ''
    for (const personal of ['Lovelace', 'Ada', '1985-12-10', 'ada@example.com', '7700900123', '123456789', '4242'])
      expect(stored).not.toContain(personal)
  })

  it('reads the kept trip back by its reference, whatever its case', () => {
    cacheTrip(confirmedTrip)
    expect(readCachedTrip('k7pq2m')).toEqual(withoutPersonalData(confirmedTrip))
  })

  it('reads nothing when no trip is kept', () => {
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
  })

  it('reads a value that is not JSON as no cache', () => {
    localStorage.setItem('DX_K7PQ2M_MYB', '{"order":')
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
  })

  it('reads JSON that is not a trip of that reference as no cache', () => {
    localStorage.setItem(
      'DX_K7PQ2M_MYB',
      JSON.stringify({ order: { reference: 'OTHER1', passengers: [] }, actions: [] }),
    )
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
    localStorage.setItem('DX_K7PQ2M_MYB', '42')
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
  })

  it('reads a trip kept before trips had a history as no cache', () => {
    const { history: _, ...withoutHistory } = withoutPersonalData(confirmedTrip)
    localStorage.setItem('DX_K7PQ2M_MYB', JSON.stringify(withoutHistory))
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
  })

  it('reads storage that throws as no cache', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
  })

  it('drops a kept trip', () => {
    cacheTrip(confirmedTrip)
    dropCachedTrip('k7pq2m')
    expect(localStorage.getItem('DX_K7PQ2M_MYB')).toBeNull()
    expect(readCachedTrip('K7PQ2M')).toBeUndefined()
  })
})
