import { beforeEach, describe, expect, it } from 'vitest'
import { $locale } from '../../../../core/i18n/page-locale'
import { installSettings } from '../../../../core/settings/install-settings'
import type { SearchCriteria } from '../../../../core/search/types'
import { remotePaymentUrl, remoteReturnUrl } from './remote-urls'

const criteria: SearchCriteria = {
  journeyType: 'round-trip',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  promoCodes: [],
  itineraryParts: [
    { origin: 'LHR', destination: 'JFK', date: '2026-12-01' },
    { origin: 'JFK', destination: 'LHR', date: '2026-12-08' },
  ],
  passengers: { ADT: 2, INF: 1 },
  direction: 0,
  flights: ['p0-a', 'p1-b'],
}

describe('remote payment addresses', () => {
  beforeEach(() => {
    installSettings({})
    history.replaceState(null, '', '/shop/index.html?lang=en#/b2c/payment?origin0=LHR')
  })

  it('returns to this page on the return route with the trip, the conversation and the challenge', () => {
    const url = new URL(remoteReturnUrl('b2c', 'remote-return', criteria, 'exec-1', 'ch_42'))
    expect(url.pathname + url.search).toBe('/shop/index.html?lang=en')
    expect(url.hash.startsWith('#/b2c/remote-return?')).toBe(true)
    const query = new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1))
    expect(query.get('flight')).toBe('p0-a')
    expect(query.get('flight1')).toBe('p1-b')
    expect(query.get('INF')).toBe('1')
    expect(query.get('execution')).toBe('exec-1')
    expect(query.get('challengeId')).toBe('ch_42')
  })

  it('returns a change to a booked trip to that change: its kind and reference', () => {
    history.replaceState(null, '', '/shop/index.html#/b2c/payment?change=seats&pnr=K7QM2P&execution=c1')
    const url = new URL(remoteReturnUrl('b2c', 'remote-return', criteria, 'c1', 'ch_42'))
    const query = new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1))
    expect([query.get('change'), query.get('pnr')]).toEqual(['seats', 'K7QM2P'])
  })

  it('uses the alternative-payment return route for ZZ Pay', () => {
    expect(remoteReturnUrl('b2b', 'remote-afop-return', criteria, 'exec-1', 'x')).toContain('#/b2b/remote-afop-return?')
  })

  it('sends the traveller to the API’s challenge or ZZ Pay page with the return address and the shop’s language', () => {
    const back = 'http://127.0.0.1:9000/page#/b2c/remote-return?challengeId=ch'
    $locale.set('ar-AE')
    const url = new URL(remotePaymentUrl('challenge', 'ch', back))
    $locale.set('en-US')
    expect(url.origin + url.pathname).toMatch(/\/dx\/api\/payment\/challenge$/)
    expect(url.searchParams.get('challengeId')).toBe('ch')
    expect(url.searchParams.get('return')).toBe(back)
    expect(url.searchParams.get('locale')).toBe('ar-AE')
    expect(remotePaymentUrl('zzpay', 'ch', back)).toMatch(/\/dx\/api\/payment\/zzpay\?challengeId=ch&return=/)
  })
})
